import StarlightCore
import Testing

@Suite("Finale bot and replays")
struct FinaleBotReplayTests {
  typealias Drive = FinaleDrive

  @Test("the bot holds a lane from the start and lets go at the end", arguments: [false, true])
  func botClears(autoAssist: Bool) throws {
    let context = ChapterContext(autoAssist: autoAssist)
    let actions = FinaleRules.botActions(context: context)
    #expect(actions.count == 2)
    #expect(actions.first == Drive.press(0))
    var stepper = ChapterStepper(rules: try FinaleRules(context: context))
    stepper.enqueue(actions)
    _ = stepper.runToEnd()
    let rules = try #require(stepper.rules(as: FinaleRules.self))
    #expect(rules.outcome == .cleared)
    #expect(actions.last == Drive.release(try #require(rules.endTime)))
  }

  @Test("the catalog makes Chapter 6 and a bot's run through a session clears it")
  func catalogAndSession() throws {
    let rules = try ChapterCatalog.makeRules(.finale, context: ChapterContext())
    #expect(rules is FinaleRules)
    #expect(ChapterCatalog.available.contains(.finale))
    let replay = Replay(
      chapter: .finale, source: .autoplay,
      actions: FinaleRules.botActions(context: ChapterContext()))
    let simulated = try ReplaySimulator.simulate(replay, beatMap: nil)
    #expect(simulated.outcome == .cleared)
  }

  @Test("a replay encoded, decoded and re-simulated gives the identical summary")
  func replayRoundTrip() throws {
    var tuning = Tuning.defaults
    tuning.finale.timeLimit = .seconds(40)
    let actions = FinaleDeterminismTests.script
    let replay = Replay(
      chapter: .finale, tuning: tuning, autoAssist: true, seed: 7, source: .live,
      actions: actions)
    let decoded = try ReplayCodec.decode(ReplayCodec.encode(replay))
    #expect(decoded == replay)
    let original = try ReplaySimulator.simulate(replay, beatMap: nil)
    let again = try ReplaySimulator.simulate(decoded, beatMap: nil)
    #expect(again.summary() == original.summary())
    let finale = try #require(again as? FinaleRules)
    #expect(finale.tuning.timeLimit == .seconds(40))
    #expect(finale.autoAssist)

    var stepper = ChapterStepper(
      rules: try FinaleRules(context: ChapterContext(tuning: tuning, autoAssist: true)))
    stepper.enqueue(actions)
    _ = stepper.runToEnd()
    #expect(stepper.rules.summary() == again.summary())
    #expect(again.outcome == .cleared)
  }
}
