import StarlightCore
import Testing

/// The chapters on a fixed tick keep, on a mid-attempt retune, exactly the values that
/// shape what is already under way (the tick's grid, the field or track, the rounds drawn,
/// the attempt's rules) and take every other value, the time limit included.
@Suite struct TickedChapterRetuneTests {
  @Test func heartsKeepsItsTickFieldAndHeartsAlive() throws {
    var rules = try HeartsRules(context: ChapterContext())
    let before = rules.tuning
    var changed = Tuning.defaults
    changed.hearts.physicsTick *= 2
    changed.hearts.fieldWidth += 1
    changed.hearts.fieldHeight += 1
    changed.hearts.heartMargin += 1
    changed.hearts.heartsAlive += 1
    changed.hearts.cursorSpeed += 1
    changed.hearts.timeLimit += 1
    rules.retune(changed)
    var expected = changed.hearts
    expected.physicsTick = before.physicsTick
    expected.fieldWidth = before.fieldWidth
    expected.fieldHeight = before.fieldHeight
    expected.heartMargin = before.heartMargin
    expected.heartsAlive = before.heartsAlive
    #expect(rules.tuning == expected)
    // The new limit, 1 ns past a tick boundary, fails the attempt at the next one.
    #expect(rules.maxDuration == before.timeLimit + before.physicsTick)
  }

  @Test func networkKeepsItsRoundsMaximumAndTick() throws {
    var rules = try NetworkRules(context: ChapterContext())
    let before = rules.tuning
    var changed = Tuning.defaults
    changed.network.roundSizes = [4]
    changed.network.gridColumns += 1
    changed.network.gridRows += 1
    changed.network.firstRoundCountsFromOne.toggle()
    changed.network.maxNodeValue += 1
    changed.network.maxLayoutDraws += 1
    changed.network.maxIntegrity += 1
    changed.network.inputTick *= 2
    changed.network.wrongLinkCost += 1
    changed.network.timeLimit += 1
    rules.retune(changed)
    var expected = changed.network
    expected.roundSizes = before.roundSizes
    expected.gridColumns = before.gridColumns
    expected.gridRows = before.gridRows
    expected.firstRoundCountsFromOne = before.firstRoundCountsFromOne
    expected.maxNodeValue = before.maxNodeValue
    expected.maxLayoutDraws = before.maxLayoutDraws
    expected.maxIntegrity = before.maxIntegrity
    expected.inputTick = before.inputTick
    #expect(rules.tuning == expected)
  }

  @Test func finaleKeepsItsTickTrackAndPushRule() throws {
    var rules = try FinaleRules(context: ChapterContext())
    let before = rules.tuning
    var changed = Tuning.defaults
    changed.finale.physicsTick *= 2
    changed.finale.trackUnits += 1
    changed.finale.pushesOnBeat.toggle()
    changed.finale.resistanceAtStart += 1
    changed.finale.timeLimit += 1
    rules.retune(changed)
    var expected = changed.finale
    expected.physicsTick = before.physicsTick
    expected.trackUnits = before.trackUnits
    expected.pushesOnBeat = before.pushesOnBeat
    #expect(rules.tuning == expected)
  }
}
