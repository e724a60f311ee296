import Foundation
import Testing

@testable import StarlightCore

/// Skipping the steps where nothing is due changes nothing: every replay in the repository's
/// folder (each chapter, every judge, mods, rates, a mid-run tuning change, the note kinds,
/// practice passes) driven through a stepper that skips gives the effects of one that takes
/// every 1 ms step, in the same order and with the same sound times, the rules at the same
/// time after every frame, and the same summary.
@Suite("Idle step skipping")
struct IdleStepSkipTests {
  struct Driven: Equatable {
    var effects: [GameEffect] = []
    /// The rules' time after each frame.
    var times: [Nanoseconds] = []
    var summary: ChapterSummary?
  }

  static func drive(_ replay: Replay, on map: BeatMap?, skipping: Bool) throws -> Driven {
    let rules = try ChapterCatalog.makeRules(replay.chapter, context: replay.context(beatMap: map))
    var stepper = ChapterStepper(
      rules: rules, timesSounds: type(of: rules).playsOwnSong, skipsIdleSteps: skipping)
    stepper.enqueue(replay.actions)
    stepper.enqueue(replay.tuningChanges)
    let start = rules.now
    let lastAction = replay.actions.last?.time ?? start
    let end = max(rules.lastDecisiveTime ?? rules.maxDuration, lastAction) + .seconds(1)
    var driven = Driven()
    // Frames of uneven length, 0.1 ms to 50 ms and now and then a 250 ms stall.
    for frame in ChapterDrive.irregularFrames(until: end - start, seed: 5) {
      driven.effects += stepper.advance(to: start + frame)
      driven.times.append(stepper.rules.now)
      if let ended = stepper.rules.endTime, stepper.rules.now > ended + .seconds(1) { break }
    }
    driven.summary = stepper.rules.summary()
    return driven
  }

  static func fixtures() throws -> [(name: String, replay: Replay, map: BeatMap?)] {
    let root = repositoryRoot()
    let maps = try ["chapter4_firewall", "note_kinds_demo"].map {
      try BeatMapLoader.loadForJudging(
        path: root.appendingPathComponent("BeatMaps/\($0).json").path)
    }
    let folder = root.appendingPathComponent("Tests/Fixtures/Replays")
    let names = try FileManager.default.contentsOfDirectory(atPath: folder.path)
      .filter { $0.hasSuffix(".json") }.sorted()
    return try names.flatMap { name in
      let replay = try ReplayCodec.decode(
        [UInt8](Data(contentsOf: folder.appendingPathComponent(name))))
      let map = maps.first { $0.contentHash == replay.beatMap?.sha256 }
      let attempts = replay.practice == nil ? [replay] : replay.passReplays
      return attempts.map { (name, $0, map) }
    }
  }

  @Test("every replay in the repository gives the same effects, times and summary")
  func sameAsEveryStep() throws {
    let fixtures = try Self.fixtures()
    #expect(fixtures.count >= 20)
    for (name, replay, map) in fixtures {
      let skipped = try Self.drive(replay, on: map, skipping: true)
      let everyStep = try Self.drive(replay, on: map, skipping: false)
      #expect(skipped.summary == everyStep.summary, "\(name)")
      #expect(skipped.times == everyStep.times, "\(name)")
      #expect(skipped.effects == everyStep.effects, "\(name)")
      #expect(!skipped.effects.isEmpty, "\(name) makes effects")
    }
  }

  @Test("a step is taken only where an action, a tuning change or a due event falls")
  func stepsOnlyWhereDue() throws {
    var stepper = ChapterStepper(rules: StepRecordingRules(due: [ms(700), ms(1_200)]))
    stepper.enqueue([press(ms(300) + 500_000)])
    stepper.enqueue([TuningChange(time: ms(450), tuning: .defaults)])
    _ = stepper.advance(to: .seconds(1) + 400_000)
    let steps = try #require(stepper.rules(as: StepRecordingRules.self)).steps
    // The press at 300.5 ms is applied at the 301 ms step, the due event at 700 ms on its
    // own step, and the frame ends on its last step, where every step would have left it.
    #expect(steps == [ms(301), ms(450), ms(700), ms(1_000)])
    #expect(stepper.simulatedTime == ms(1_000))
    // (Under a cap above the frame's 1,000 steps, so that none are merged.)
    var everyStep = ChapterStepper(
      rules: StepRecordingRules(due: [ms(700)]), maxStepsPerFrame: 2_000,
      skipsIdleSteps: false)
    _ = everyStep.advance(to: .seconds(1))
    #expect(everyStep.rules(as: StepRecordingRules.self)?.steps.count == 1_000)
  }
}

/// Rules that record the time of every step they are advanced to and fall due at fixed
/// instants, so a test sees which steps a stepper takes.
private struct StepRecordingRules: ChapterRules {
  static let chapter = ChapterID.firewall
  static let playsOwnSong = false
  static let acceptedInputs: Set<PlayerAction.Kind> = [.lane]
  static let isSeeded = false
  static func laneCount(context: ChapterContext) -> Int { 1 }
  static func startTime(context: ChapterContext) -> Nanoseconds { 0 }
  static func botActions(context: ChapterContext) -> [PlayerAction] { [] }

  var due: [Nanoseconds]
  var steps: [Nanoseconds] = []
  var now: Nanoseconds = 0
  var outcome = ChapterOutcome.playing
  var endTime: Nanoseconds? { nil }
  var autoAssist: Bool { false }
  var lastDecisiveTime: Nanoseconds? { due.last }
  var maxDuration: Nanoseconds { due.last ?? 0 }

  init(due: [Nanoseconds]) { self.due = due }
  init(context: ChapterContext) throws(ChapterSetupError) { due = [] }

  mutating func handle(_ action: PlayerAction, effects: inout [GameEffect]) {
    now = max(now, action.time)
  }

  mutating func retune(_ tuning: Tuning) {}

  mutating func advance(to time: Nanoseconds, effects: inout [GameEffect]) {
    guard time > now else { return }
    now = time
    steps.append(time)
    due.removeAll { $0 <= time }
  }

  var nextDueTime: Nanoseconds? { due.first }

  func summary() -> ChapterSummary {
    ChapterSummary(chapter: .firewall, outcome: outcome, score: 0, headline: "")
  }
}
