import Testing

@testable import StarlightCore

@Suite("Cipher bot and replays")
struct CipherBotReplayTests {
  typealias Drive = CipherDrive

  @Test(
    "the bot clears through a replay's session, with and without Auto-Assist",
    arguments: [false, true])
  func botClears(autoAssist: Bool) throws {
    let context = ChapterContext(autoAssist: autoAssist, seed: 2_026)
    let actions = CipherRules.botActions(context: context)
    #expect(!actions.isEmpty)
    #expect(actions.allSatisfy { ($0.lane ?? 99) < 4 }, "only the four directions")
    let presses = actions.filter { $0.laneAction == .press }.map(\.time)
    #expect(
      zip(presses.dropFirst(), presses).allSatisfy { $0 - $1 == CipherRules.botPressInterval })
    let replay = Replay(
      chapter: .cipher, autoAssist: autoAssist, seed: 2_026, source: .autoplay, actions: actions)
    let rules = try #require(try ReplaySimulator.simulate(replay) as? CipherRules)
    #expect(rules.outcome == .cleared)
    let spare =
      CipherTuning.defaults.spareMoves
      + (autoAssist ? CipherTuning.defaults.autoAssistExtraMoves : 0)
    #expect(rules.movesLeft == spare, "the bot turns every ring the shortest way")
    #expect(rules.summary().headline == "Code cracked with \(spare) moves to spare")
  }

  @Test("the bot clears every layout", arguments: 0..<40 as Range<UInt64>)
  func botClearsEveryLayout(seed: UInt64) throws {
    let context = ChapterContext(seed: seed)
    var stepper = ChapterStepper(rules: try CipherRules(context: context))
    stepper.enqueue(CipherRules.botActions(context: context))
    _ = stepper.runToEnd()
    let rules = try #require(stepper.rules(as: CipherRules.self))
    #expect(rules.outcome == .cleared)
    #expect(rules.lockedCount == rules.rings.count)
  }

  @Test("the catalog makes Chapter 3 with the five move lanes")
  func catalog() throws {
    let rules = try ChapterCatalog.makeRules(.cipher, context: ChapterContext())
    #expect(rules is CipherRules)
    #expect(ChapterCatalog.available.contains(.cipher))
    #expect(CipherRules.laneCount(context: ChapterContext()) == 5)
    #expect(!CipherRules.playsOwnSong)
  }

  @Test("a replay encoded, decoded and re-simulated gives the identical summary")
  func replayRoundTrip() throws {
    var tuning = Tuning.defaults
    tuning.cipher.timeLimit = .seconds(40)
    let actions = CipherDeterminismTests.script
    let replay = Replay(
      chapter: .cipher, tuning: tuning, autoAssist: true, seed: 3, source: .live,
      actions: actions)
    let decoded = try ReplayCodec.decode(ReplayCodec.encode(replay))
    #expect(decoded == replay)
    let original = try ReplaySimulator.simulate(replay)
    let again = try ReplaySimulator.simulate(decoded, frameRate: 144)
    #expect(again.summary() == original.summary())
    let cipher = try #require(again as? CipherRules)
    #expect(cipher.tuning.timeLimit == .seconds(40))
    #expect(cipher.autoAssist)

    var stepper = ChapterStepper(
      rules: try CipherRules(context: ChapterContext(tuning: tuning, autoAssist: true, seed: 3)))
    stepper.enqueue(actions)
    _ = stepper.runToEnd()
    #expect(stepper.rules.summary() == again.summary())
  }

  @Test("the bot's replay round-trips, and another seed lays out another code")
  func botReplayAndSeeds() throws {
    let context = ChapterContext(seed: 77)
    let replay = Replay(
      chapter: .cipher, seed: 77, source: .autoplay,
      actions: CipherRules.botActions(context: context))
    let decoded = try ReplayCodec.decode(ReplayCodec.encode(replay))
    let first = try ReplaySimulator.simulate(replay)
    let again = try ReplaySimulator.simulate(decoded, frameRate: 30)
    #expect(again.summary() == first.summary())
    #expect(first.outcome == .cleared)
    var other = replay
    other.seed = 78
    let moved = try #require(try ReplaySimulator.simulate(other) as? CipherRules)
    let original = try #require(first as? CipherRules)
    #expect(
      moved.code != original.code || moved.rings.map(\.rotation) != original.rings.map(\.rotation))
    #expect(moved.outcome != .cleared, "the first layout's taps do not crack another code")
  }

  @Test("a replay pressing lane 7 or holding a trigger is refused with one clear line")
  func badInputIsRefused() {
    let lane = Replay(
      chapter: .cipher, source: .live,
      actions: [PlayerAction(time: 0, lane: 7, action: .press)])
    #expect(throws: ReplayMismatch.lane(.cipher, lane: 7, laneCount: 5)) {
      try ReplayMismatch.check(lane, beatMap: nil)
    }
    #expect(
      ReplayMismatch.lane(.cipher, lane: 7, laneCount: 5).description
        == "replay presses lane 7, but Chapter 3 \"Cipher\" has lanes 0...4")
    let trigger = Replay(
      chapter: .cipher, source: .live,
      actions: [PlayerAction(time: 0, axis: .rightTrigger, value: 900)])
    #expect(throws: ReplayMismatch.input(.cipher, .axis(.rightTrigger))) {
      try ReplaySimulator.simulate(trigger)
    }
    let line = ReplayMismatch.input(.cipher, .axis(.rightTrigger)).description
    #expect(
      line == "replay holds axis rightTrigger input, which Chapter 3 \"Cipher\" does not take")
    #expect(!line.contains("\n"))
  }
}
