import Foundation
import StarlightSupport
import Testing

@testable import StarlightCore

/// Shorthand for a whole number of milliseconds, the unit every table below is written in.
func ms(_ value: Int64) -> Nanoseconds { Nanoseconds.milliseconds(value) }

func press(_ time: Nanoseconds, lane: Int = 0) -> PlayerAction {
  PlayerAction(time: time, lane: lane, action: .press)
}

func release(_ time: Nanoseconds, lane: Int = 0) -> PlayerAction {
  PlayerAction(time: time, lane: lane, action: .release)
}

/// What a Firewall run did, in order, in the rules' own terms: its judgements (kept in the
/// run for the view) interleaved with the game effects each one caused. The tables below
/// were written against this log, so their meaning stays what it was.
enum Logged: Equatable {
  enum Rumble: Equatable {
    case thud
    case missBuzz
  }

  case judged(noteIndex: Int, judgement: Judgement)
  case tailJudged(noteIndex: Int, judgement: Judgement)
  case emptyBlock(lane: Int)
  case sound(SoundID)
  case rumble(Rumble)
  case integrityDepleted
  case allNotesResolved
  /// Anything else the rules emitted (none of Chapter 4's tables expect one).
  case other(GameEffect)

  /// Runs `body` on `run` and logs what it did: each new judgement followed by the effects
  /// it emitted (a hit: a sound and a thud; a miss: a buzz, but none for a hold's tail
  /// after its missed head), then the run's end, if any.
  static func record(
    _ run: inout FirewallRun, _ body: (inout FirewallRun, inout [GameEffect]) -> Void
  ) -> [Logged] {
    let marksBefore = run.recentJudgements
    let emptyBefore = run.lastEmptyBlock.map { [$0.lane, Int($0.time)] }
    var effects: [GameEffect] = []
    body(&run, &effects)
    let marks = newMarks(before: marksBefore, after: run.recentJudgements)
    var logged: [Logged] = []
    var remaining = effects[...]
    for (index, mark) in marks.enumerated() {
      logged.append(
        mark.isTail
          ? .tailJudged(noteIndex: mark.noteIndex, judgement: mark.judgement)
          : .judged(noteIndex: mark.noteIndex, judgement: mark.judgement))
      // A hold's tail missed after its missed head costs nothing and emits nothing.
      let paidAlready =
        mark.isTail && mark.judgement.isMiss && run.judgements[mark.noteIndex] == .miss
        && !run.judge.judgesHoldAsOne
      let count = paidAlready ? 0 : mark.judgement.isMiss ? 1 : 2
      for effect in remaining.prefix(count) { logged.append(Logged(effect)) }
      remaining = remaining.dropFirst(count)
      // The run's end follows the last judgement (a silent tail may follow the one whose
      // effects ended it).
      if index == marks.count - 1, case .chapterEnded? = remaining.first {
        logged.append(Logged(remaining.removeFirst()))
      }
    }
    for effect in remaining { logged.append(Logged(effect)) }
    if let empty = run.lastEmptyBlock, [empty.lane, Int(empty.time)] != emptyBefore ?? [] {
      logged.append(.emptyBlock(lane: empty.lane))
    }
    return logged
  }

  private static func newMarks(
    before: [FirewallRun.JudgedMark], after: [FirewallRun.JudgedMark]
  ) -> [FirewallRun.JudgedMark] {
    // The run keeps its latest judgements; the new ones are those past the old tail.
    guard let last = before.last, let index = after.lastIndex(of: last) else { return after }
    return Array(after[(index + 1)...])
  }

  init(_ effect: GameEffect) {
    switch effect {
    case .sound(let sound, _): self = .sound(sound)
    case .rumble(.start(.thud, handle: nil)): self = .rumble(.thud)
    case .rumble(.transient): self = .rumble(.missBuzz)
    case .chapterEnded(_, .failed): self = .integrityDepleted
    case .chapterEnded(_, _): self = .allNotesResolved
    default: self = .other(effect)
    }
  }
}

/// Notes placed directly in song time, indexed in the order given (which must be time order).
func timedNotes(_ notes: [(time: Nanoseconds, lane: Int)]) -> [TimedNote] {
  notes.enumerated().map {
    TimedNote(index: $0.offset, lane: $0.element.lane, time: $0.element.time)
  }
}

/// A beat map built in code: 120 BPM unless told otherwise, so beat b is at b * 500 ms.
func makeBeatMap(
  notes: [BeatMapNote], laneCount: Int = 4,
  tempo: TempoMap = TempoMap(points: [TempoPoint(beat: 0, bpm: 120)], offsetNanoseconds: 0),
  title: String = "Test Map", hash: String = "test-map-hash"
) -> BeatMap {
  let timed = BeatMap.timedNotes(notes, tempo: tempo)
  return BeatMap(
    metadata: BeatMapMetadata(title: title, artist: "Tests", difficulty: "Normal"),
    audioFile: "test.ogg", audioDuration: (timed.last?.time ?? 0) + .seconds(5),
    laneCount: laneCount, tempo: tempo, notes: timed, contentHash: hash)
}

/// A run driven event by event, recording every effect.
struct RunDriver {
  var run: FirewallRun
  var effects: [Logged] = []

  init(
    notes: [TimedNote], laneCount: Int = 4,
    configuration: FirewallConfiguration = .standard(autoAssist: false),
    startTime: Nanoseconds = 0
  ) {
    run = FirewallRun(
      notes: notes, laneCount: laneCount, configuration: configuration, startTime: startTime)
  }

  /// Applies one event and returns only the effects it caused.
  @discardableResult
  mutating func handle(_ event: PlayerAction) -> [Logged] {
    let produced = Logged.record(&run) { $0.handle(event, effects: &$1) }
    effects += produced
    return produced
  }

  @discardableResult
  mutating func advance(to time: Nanoseconds) -> [Logged] {
    let produced = Logged.record(&run) { $0.advance(to: time, effects: &$1) }
    effects += produced
    return produced
  }
}

/// The effects of one successful block, in the order the rules emit them.
func blockEffects(note: Int, tier: Int, offset: Nanoseconds) -> [Logged] {
  [
    .judged(noteIndex: note, judgement: .hit(tier: tier, offset: offset)),
    .sound(.shieldImpact), .rumble(.thud),
  ]
}

func missEffects(note: Int) -> [Logged] {
  [.judged(noteIndex: note, judgement: .miss), .rumble(.missBuzz)]
}

enum Tier {
  static let perfect = 0
  static let great = 1
  static let good = 2
}

/// The repository checkout these tests belong to, found from this file's own path (the
/// test folder may be reached through a symlink, so links are resolved first).
func repositoryRoot(filePath: String = #filePath) -> URL {
  URL(fileURLWithPath: filePath).deletingLastPathComponent().resolvingSymlinksInPath()
    .deletingLastPathComponent()  // StarlightCoreTests
    .deletingLastPathComponent()  // Tests
    .deletingLastPathComponent()  // repository
}

/// A fresh directory under the system temp folder, removed when `body` returns.
func withTemporaryDirectory(_ body: (URL) throws -> Void) rethrows {
  let directory = FileManager.default.temporaryDirectory
    .appendingPathComponent("starlight-core-tests-\(UUID().uuidString)", isDirectory: true)
  try! FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
  defer { try? FileManager.default.removeItem(at: directory) }
  try body(directory)
}

func littleEndianBytes<T: FixedWidthInteger>(_ value: T) -> [UInt8] {
  withUnsafeBytes(of: value.littleEndian) { Array($0) }
}

/// A PCM RIFF WAVE file of silence, 16-bit mono unless told otherwise.
func makeWAV(sampleRate: UInt32, frames: Int, channels: UInt16 = 1) -> [UInt8] {
  WAVEncoder.encode(
    pcm16: [Int16](repeating: 0, count: frames * Int(channels)), channels: Int(channels),
    sampleRate: Int(sampleRate))
}

func write(_ bytes: [UInt8], to url: URL) {
  try! Data(bytes).write(to: url)
}

func write(_ text: String, to url: URL) {
  try! Data(text.utf8).write(to: url)
}

extension Tuning {
  /// The defaults with Chapter 4 judged on exactly `windows` (with or without Auto-Assist),
  /// as a version 1 replay recorded them.
  static func judging(_ windows: HitWindows) -> Tuning {
    var tuning = Tuning.defaults
    tuning.firewall.windows = windows
    tuning.firewall.autoAssistOuterWindow = windows.outerEdge
    return tuning
  }
}

extension Autoplay {
  /// A bot's replay judged on exactly `windows`.
  func replay(for beatMap: BeatMap, windows: HitWindows, autoAssist: Bool) -> Replay {
    replay(for: beatMap, tuning: .judging(windows), autoAssist: autoAssist)
  }
}

/// Re-simulates a Chapter 4 replay and returns its run.
func simulateFirewall(
  _ replay: Replay, on beatMap: BeatMap, step: Nanoseconds = GameConstants.simulationStep,
  frameRate: Int? = nil
) throws -> FirewallRun {
  let rules = try ReplaySimulator.simulate(
    replay, beatMap: beatMap, step: step, frameRate: frameRate)
  return try #require(rules as? FirewallRun)
}

extension Replay {
  /// Chapter 4's configuration as this replay judges.
  var configuration: FirewallConfiguration {
    tuning.firewall.configuration(autoAssist: autoAssist)
  }

  /// A version-1-shaped Chapter 4 replay: a map's identity, the windows judged on, events.
  init(
    beatMapTitle: String, beatMapHash: String, windows: HitWindows, autoAssist: Bool,
    audioOffset: Nanoseconds, source: Source, events: [PlayerAction]
  ) {
    self.init(
      chapter: .firewall, beatMap: BeatMapIdentity(title: beatMapTitle, sha256: beatMapHash),
      tuning: .judging(windows), autoAssist: autoAssist, audioOffset: audioOffset,
      source: source, actions: events)
  }
}
