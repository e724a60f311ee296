import Testing

@testable import StarlightCore

@Suite("Hearts bot and replays")
struct HeartsBotReplayTests {
  typealias Drive = HeartsDrive

  @Test(
    "the bot clears through a replay session, with and without Auto-Assist",
    arguments: [false, true], [0, 1, 42, 2_026] as [UInt64])
  func botClears(autoAssist: Bool, seed: UInt64) throws {
    let context = ChapterContext(autoAssist: autoAssist, seed: seed)
    let actions = HeartsRules.botActions(context: context)
    #expect(!actions.isEmpty)
    #expect(actions.allSatisfy { HeartsRules.acceptedInputs.contains($0.kind) })
    #expect(actions.compactMap(\.lane).allSatisfy { $0 < MoveControl.action.lane })
    let replay = Replay(
      chapter: .hearts, autoAssist: autoAssist, seed: seed, source: .autoplay, actions: actions)
    let rules = try #require(try ReplaySimulator.simulate(replay) as? HeartsRules)
    #expect(rules.outcome == .cleared)
    #expect(rules.collected == rules.target)
    let summary = rules.summary()
    #expect(summary.headline.hasPrefix("15 of 15 hearts with "))
    #expect(summary.headline.hasSuffix(" s left"))
    #expect(summary.score > 1_500)

    var stepper = ChapterStepper(rules: try HeartsRules(context: context))
    stepper.enqueue(actions)
    _ = stepper.runToEnd()
    #expect(stepper.rules.summary() == summary)
  }

  @Test("the catalog makes Chapter 2 with the five steering lanes")
  func catalog() throws {
    let rules = try ChapterCatalog.makeRules(.hearts, context: ChapterContext())
    #expect(rules is HeartsRules)
    #expect(ChapterCatalog.available.contains(.hearts))
    #expect(HeartsRules.laneCount(context: ChapterContext()) == 5)
    #expect(HeartsRules.isSeeded)
  }

  @Test("a replay encoded, decoded and re-simulated gives the identical summary")
  func replayRoundTrip() throws {
    var tuning = Tuning.defaults
    tuning.hearts.timeLimit = .seconds(30)
    let actions = HeartsDeterminismTests.script
    let replay = Replay(
      chapter: .hearts, tuning: tuning, autoAssist: true, seed: 7, source: .live,
      actions: actions)
    let decoded = try ReplayCodec.decode(ReplayCodec.encode(replay))
    #expect(decoded == replay)
    let original = try ReplaySimulator.simulate(replay)
    let again = try ReplaySimulator.simulate(decoded, frameRate: 144)
    #expect(again.summary() == original.summary())
    let hearts = try #require(again as? HeartsRules)
    #expect(hearts.tuning.timeLimit == .seconds(30))
    #expect(hearts.autoAssist)
    #expect(hearts.outcome == .failed)
    #expect(hearts.collected > 0)

    let context = ChapterContext(tuning: tuning, autoAssist: true, seed: 7)
    var stepper = ChapterStepper(rules: try HeartsRules(context: context))
    stepper.enqueue(actions)
    _ = stepper.runToEnd()
    #expect(stepper.rules.summary() == again.summary())
  }

  @Test("the bot's replay round trip clears again, and another seed lays out other hearts")
  func botRoundTripAndSeeds() throws {
    let context = ChapterContext(seed: 99)
    let replay = Replay(
      chapter: .hearts, seed: 99, source: .autoplay,
      actions: HeartsRules.botActions(context: context))
    let decoded = try ReplayCodec.decode(ReplayCodec.encode(replay))
    let first = try ReplaySimulator.simulate(replay)
    let again = try ReplaySimulator.simulate(decoded, frameRate: 60)
    #expect(again.summary() == first.summary())
    #expect(again.outcome == .cleared)

    var reseeded = decoded
    reseeded.seed = 100
    let other = try #require(try ReplaySimulator.simulate(reseeded) as? HeartsRules)
    let layout = try HeartsRules(context: ChapterContext(seed: 99)).hearts
    let otherLayout = try HeartsRules(context: ChapterContext(seed: 100)).hearts
    #expect(layout.map(\.position) != otherLayout.map(\.position))
    #expect(other.summary() != first.summary())
  }

  @Test("a replay pressing lane 7 is refused in one line")
  func strayLane() throws {
    let replay = Replay(
      chapter: .hearts, source: .live,
      actions: [PlayerAction(time: 0, lane: 7, action: .press)])
    let expected = ReplayMismatch.lane(.hearts, lane: 7, laneCount: 5)
    #expect(throws: expected) { try ReplayMismatch.check(replay, beatMap: nil) }
    #expect(throws: expected) { try ReplaySimulator.simulate(replay) }
    #expect(
      expected.description == "replay presses lane 7, but Chapter 2 \"Hearts\" has lanes 0...4")
  }

  @Test(
    "a replay holding an axis Chapter 2 does not read is refused in one line",
    arguments: [PlayerAction.Axis.leftTrigger, .rightTrigger])
  func strayAxis(_ axis: PlayerAction.Axis) throws {
    let replay = Replay(
      chapter: .hearts, source: .live,
      actions: [
        PlayerAction(time: 0, lane: 3, action: .press),
        PlayerAction(time: 10, axis: axis, value: 900),
      ])
    let expected = ReplayMismatch.input(.hearts, .axis(axis))
    #expect(throws: expected) { try ReplayMismatch.check(replay, beatMap: nil) }
    #expect(
      expected.description
        == "replay holds axis \(axis.rawValue) input, which Chapter 2 \"Hearts\" does not take")
  }
}
