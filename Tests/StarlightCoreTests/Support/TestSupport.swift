import Foundation

@testable import StarlightCore

/// Shorthand for a whole number of milliseconds, the unit every table below is written in.
func ms(_ value: Int64) -> Nanoseconds { Nanoseconds.milliseconds(value) }

func press(_ time: Nanoseconds, lane: Int = 0) -> InputEvent {
  InputEvent(time: time, lane: lane, action: .press)
}

func release(_ time: Nanoseconds, lane: Int = 0) -> InputEvent {
  InputEvent(time: time, lane: lane, action: .release)
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
  var effects: [GameEffect] = []

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
  mutating func handle(_ event: InputEvent) -> [GameEffect] {
    var produced: [GameEffect] = []
    run.handle(event, effects: &produced)
    effects += produced
    return produced
  }

  @discardableResult
  mutating func advance(to time: Nanoseconds) -> [GameEffect] {
    var produced: [GameEffect] = []
    run.advance(to: time, effects: &produced)
    effects += produced
    return produced
  }
}

/// The effects of one successful block, in the order the rules emit them.
func blockEffects(note: Int, tier: Int, offset: Nanoseconds) -> [GameEffect] {
  [
    .judged(noteIndex: note, judgement: .hit(tier: tier, offset: offset)),
    .sound(.shieldImpact), .rumble(.thud),
  ]
}

func missEffects(note: Int) -> [GameEffect] {
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
  let bitsPerSample: UInt16 = 16
  let blockAlign = channels * bitsPerSample / 8
  let byteRate = sampleRate * UInt32(blockAlign)
  let dataBytes = frames * Int(blockAlign)
  var fmt: [UInt8] = []
  fmt += littleEndianBytes(UInt16(1))  // PCM
  fmt += littleEndianBytes(channels)
  fmt += littleEndianBytes(sampleRate)
  fmt += littleEndianBytes(byteRate)
  fmt += littleEndianBytes(blockAlign)
  fmt += littleEndianBytes(bitsPerSample)
  var body: [UInt8] = Array("WAVE".utf8)
  body += Array("fmt ".utf8) + littleEndianBytes(UInt32(fmt.count)) + fmt
  body += Array("data".utf8) + littleEndianBytes(UInt32(dataBytes))
  body += [UInt8](repeating: 0, count: dataBytes)
  return Array("RIFF".utf8) + littleEndianBytes(UInt32(body.count)) + body
}

func write(_ bytes: [UInt8], to url: URL) {
  try! Data(bytes).write(to: url)
}

func write(_ text: String, to url: URL) {
  try! Data(text.utf8).write(to: url)
}
