import Foundation
import StarlightCore
import Testing

@Suite("Finale bot and replays")
struct FinaleBotReplayTests {
  typealias Drive = FinaleDrive

  @Test("under the held push of old replays the bot holds a lane to the end")
  func heldBotClears() throws {
    let context = ChapterContext(tuning: Drive.held)
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

  @Test("the bot's replay encoded, decoded and re-simulated gives the identical run")
  func replayRoundTrip() throws {
    var tuning = Tuning.defaults
    tuning.finale.timeLimit = .seconds(40)
    let context = ChapterContext(tuning: tuning, autoAssist: true)
    let actions = FinaleRules.botActions(context: context)
    let replay = Replay(
      chapter: .finale, tuning: tuning, autoAssist: true, seed: 7, source: .autoplay,
      actions: actions)
    let decoded = try ReplayCodec.decode(ReplayCodec.encode(replay))
    #expect(decoded == replay)
    let original = try ReplaySimulator.simulate(replay, beatMap: nil)
    let again = try ReplaySimulator.simulate(decoded, beatMap: nil)
    #expect(again.summary() == original.summary())
    let finale = try #require(again as? FinaleRules)
    #expect(finale.tuning.timeLimit == .seconds(40))
    #expect(finale.autoAssist)
    #expect(finale.beat.perfectCount == actions.count / 2)

    var stepper = ChapterStepper(rules: try FinaleRules(context: context))
    stepper.enqueue(actions)
    _ = stepper.runToEnd()
    #expect(stepper.rules.summary() == again.summary())
    #expect(again.outcome == .cleared)
  }

  @Test("a person's replay with slips re-simulates exactly")
  func personReplay() throws {
    let run = try Drive.person(offsets: [Drive.ms(-20), Drive.ms(200), Drive.ms(80), nil])
    let replay = Replay(chapter: .finale, source: .live, actions: run.actions)
    let decoded = try ReplayCodec.decode(ReplayCodec.encode(replay))
    let again = try #require(try ReplaySimulator.simulate(decoded, beatMap: nil) as? FinaleRules)
    #expect(again.summary() == run.rules.summary())
    #expect(again.beat == run.rules.beat)
    #expect(again.beat.slipCount > 0)
  }

  /// The repository's Chapter 6 fixture, recorded under the held push: its tuning has none
  /// of the heartbeat pushes' keys, so it loads and plays as it was played.
  @Test("a replay recorded before the heartbeat pushes loads and re-simulates as recorded")
  func oldReplay() throws {
    // This file lies one folder deeper than the helper counts on (Chapters/Finale).
    let root = repositoryRoot().deletingLastPathComponent()
    let url = root.appendingPathComponent("Tests/Fixtures/Replays/ch6-bot.json")
    let replay = try ReplayCodec.decode([UInt8](try Data(contentsOf: url)))
    #expect(!replay.tuning.finale.pushesOnBeat)
    let rules = try #require(try ReplaySimulator.simulate(replay, beatMap: nil) as? FinaleRules)
    #expect(rules.outcome == .cleared)
    #expect(rules.summary().score == replay.expected?.score)
  }
}
