import Testing

@testable import StarlightCore

/// Chapter 1's part of the tuning file: laid over the defaults key by key, refused with
/// its reason when it could not make a playable chapter.
@Suite("Power-up tuning file")
struct PowerUpTuningFileTests {
  @Test("a file changing some Power-up values keeps the rest at their defaults")
  func partialOverride() throws {
    let json = #"{"powerUp": {"capacitorsToClear": 3, "bandLowPermille": 780}}"#
    let tuning = try TuningFile.decode(Array(json.utf8))
    var expected = PowerUpTuning.defaults
    expected.capacitorsToClear = 3
    expected.bandLowPermille = 780
    #expect(tuning.powerUp == expected)
    #expect(tuning.firewall == FirewallTuning.defaults)
    let rules = try PowerUpRules(context: ChapterContext(tuning: tuning))
    #expect(rules.capacitorsNeeded == 3)
    #expect(rules.band == 780...PowerUpTuning.defaults.bandHighPermille)
  }

  @Test("the defaults round-trip through the file")
  func roundTrip() throws {
    #expect(try TuningFile.decode(TuningFile.encode(.defaults)).powerUp == .defaults)
    #expect(TuningFile.problems(in: .defaults).isEmpty)
  }

  @Test("unplayable Power-up values are refused with the chapter named")
  func refused() {
    let json = #"{"powerUp": {"drainPermillePerSecond": 0}}"#
    #expect(throws: TuningFile.Problem.self) { try TuningFile.decode(Array(json.utf8)) }
    var tuning = Tuning.defaults
    tuning.powerUp.bandHighPermille = 700
    let problems = TuningFile.problems(in: tuning)
    #expect(problems.count == 1)
    #expect(problems.first?.hasPrefix("powerUp: ") == true)
  }
}
