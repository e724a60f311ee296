import StarlightCore
import Testing

@Suite("Network bot and replays")
struct NetworkBotReplayTests {
  typealias Drive = NetworkDrive

  @Test("the bot clears through a stepper, with and without Auto-Assist", arguments: [false, true])
  func botClears(autoAssist: Bool) throws {
    for seed in 0..<25 as Range<UInt64> {
      let context = ChapterContext(autoAssist: autoAssist, seed: seed)
      let actions = NetworkRules.botActions(context: context)
      var stepper = ChapterStepper(rules: try NetworkRules(context: context))
      stepper.enqueue(actions)
      _ = stepper.runToEnd()
      let rules = try #require(stepper.rules(as: NetworkRules.self))
      #expect(rules.outcome == .cleared, "seed \(seed)")
      #expect(rules.wrongLinkCount == 0)
      #expect(rules.integrity == rules.maxIntegrity)
      // One press and one release per step, at the bot's steady pace.
      let presses = actions.filter { $0.laneAction == .press }
      #expect(presses.count * 2 == actions.count)
      let gaps = zip(presses.dropFirst(), presses).map { $0.time - $1.time }
      #expect(gaps.allSatisfy { $0 == .milliseconds(120) })
      #expect(presses.filter { $0.lane == MoveControl.action.lane }.count == 21)
    }
  }

  @Test("the catalog makes Chapter 5 and a bot's replay through a session clears it")
  func catalogAndSession() throws {
    let rules = try ChapterCatalog.makeRules(.network, context: ChapterContext())
    #expect(rules is NetworkRules)
    #expect(ChapterCatalog.available.contains(.network))
    for autoAssist in [false, true] {
      let context = ChapterContext(autoAssist: autoAssist, seed: 3)
      let replay = Replay(
        chapter: .network, autoAssist: autoAssist, seed: 3, source: .autoplay,
        actions: NetworkRules.botActions(context: context))
      let simulated = try ReplaySimulator.simulate(replay, beatMap: nil)
      #expect(simulated.outcome == .cleared)
      #expect(simulated.autoAssist == autoAssist)
      #expect(simulated.summary().headline == "3 networks routed, integrity 100 %")
    }
  }

  @Test("a replay encoded, decoded and re-simulated gives the identical summary")
  func replayRoundTrip() throws {
    var tuning = Tuning.defaults
    tuning.network.wrongLinkCost = 15
    let actions = NetworkDeterminismTests.script
    let replay = Replay(
      chapter: .network, tuning: tuning, autoAssist: true, seed: NetworkDeterminismTests.seed,
      source: .live, actions: actions)
    let decoded = try ReplayCodec.decode(ReplayCodec.encode(replay))
    #expect(decoded == replay)
    let original = try ReplaySimulator.simulate(replay, beatMap: nil)
    let again = try ReplaySimulator.simulate(decoded, beatMap: nil, frameRate: 144)
    #expect(again.summary() == original.summary())
    let network = try #require(again as? NetworkRules)
    #expect(network.tuning.wrongLinkCost == 15)
    #expect(network.autoAssist)
    #expect(network.integrity == 100 - 3 * 8)
    var stepper = ChapterStepper(
      rules: try NetworkRules(
        context: ChapterContext(
          tuning: tuning, autoAssist: true, seed: NetworkDeterminismTests.seed)))
    stepper.enqueue(actions)
    _ = stepper.runToEnd()
    #expect(stepper.rules.summary() == again.summary())
  }

  @Test("a different seed gives a different layout, the same seed the same one")
  func seedsChangeTheLayout() throws {
    let first = try Drive.rules(seed: 1).rounds
    #expect(try Drive.rules(seed: 1).rounds == first)
    for seed in 2..<12 as Range<UInt64> {
      #expect(try Drive.rules(seed: seed).rounds != first)
    }
    let bot1 = NetworkRules.botActions(context: ChapterContext(seed: 1))
    let bot2 = NetworkRules.botActions(context: ChapterContext(seed: 2))
    #expect(bot1 != bot2)
  }

  @Test("a replay pressing lane 7 is refused with one clear line")
  func strayLaneIsRefused() {
    let replay = Replay(
      chapter: .network, source: .live,
      actions: [
        Drive.press(.seconds(1), .right), PlayerAction(time: .seconds(2), lane: 7, action: .press),
      ])
    let expected = ReplayMismatch.lane(.network, lane: 7, laneCount: 5)
    #expect(throws: expected) { try ReplaySimulator.simulate(replay, beatMap: nil) }
    #expect(
      expected.description == #"replay presses lane 7, but Chapter 5 "Network" has lanes 0...4"#)
  }

  @Test("a replay holding an axis the chapter does not take is refused with one clear line")
  func strayAxisIsRefused() {
    let replay = Replay(
      chapter: .network, source: .live,
      actions: [
        Drive.stick(.seconds(1), .leftX, 900), Drive.stick(.seconds(2), .rightTrigger, 500),
      ])
    let expected = ReplayMismatch.input(.network, .axis(.rightTrigger))
    #expect(throws: expected) { try ReplaySimulator.simulate(replay, beatMap: nil) }
    #expect(
      expected.description
        == #"replay holds axis rightTrigger input, which Chapter 5 "Network" does not take"#)
  }
}

@Suite("Network live tuning")
struct NetworkLiveTuningTests {
  typealias Drive = NetworkDrive

  /// Costlier wrong links, with a changed layout and maximum that must wait.
  static var harsher: Tuning {
    var tuning = Tuning.defaults
    tuning.network.wrongLinkCost = 40
    tuning.network.roundSizes = [3, 3]
    tuning.network.maxIntegrity = 200
    return tuning
  }

  @Test("a change takes the costs from the next tick; the drawn rounds and maximum stay")
  func retuneMidAttempt() throws {
    var script = try NetworkScript(seed: 4)
    try script.link(rank: 2)
    #expect(script.rules.integrity == 80)
    let rounds = script.rules.rounds
    script.rules.retune(Self.harsher)
    try script.link(rank: 2)
    #expect(script.rules.integrity == 40)
    #expect(script.rules.rounds == rounds)
    #expect(script.rules.tuning.roundSizes == [5, 7, 9])
    #expect(script.rules.maxIntegrity == 100)
    #expect(script.rules.tuning.wrongLinkCost == 40)
  }

  @Test("a replay with a tuning change re-simulates under the values then in force")
  func replayCarriesTheChange() throws {
    let actions = NetworkDeterminismTests.script
    let change = TuningChange(time: .milliseconds(1_500), tuning: Self.harsher)
    let replay = Replay(
      chapter: .network, seed: NetworkDeterminismTests.seed, source: .live, actions: actions,
      tuningChanges: [change])
    let decoded = try ReplayCodec.decode(ReplayCodec.encode(replay))
    #expect(decoded == replay)
    let changed = try ReplaySimulator.simulate(decoded, beatMap: nil)
    let plain = try ReplaySimulator.simulate(replay.rescored(under: .defaults), beatMap: nil)
    var stepper = ChapterStepper(
      rules: try Drive.rules(seed: NetworkDeterminismTests.seed), step: 500_000)
    stepper.enqueue(actions)
    stepper.enqueue([change])
    _ = stepper.runToEnd()
    #expect(stepper.rules.summary() == changed.summary())
    #expect(changed.summary() != plain.summary())
    let network = try #require(changed as? NetworkRules)
    #expect(network.outcome == .failed)
    #expect(network.integrity < (plain as? NetworkRules)?.integrity ?? 0)
  }
}
