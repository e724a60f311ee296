/// The kinds of timing event, in the order StepMania handles them when several fall on the
/// same beat (`TimingData::GetElapsedTimeFromBeatNoOffset`): a warp's end, then a BPM
/// change, then a delay, then the note itself, then a stop, then a warp's start. That order
/// is what makes a delay come before a note on its beat and a stop after it.
enum TempoEventKind: Int, Sendable, Comparable {
  case warpEnd = 0
  case bpmChange = 1
  case delay = 2
  /// Where a note being timed sits in the order; never stored in a checkpoint.
  case note = 3
  case stop = 4
  case warpStart = 5

  static func < (lhs: TempoEventKind, rhs: TempoEventKind) -> Bool { lhs.rawValue < rhs.rawValue }
}

/// The state of the tempo walk just after one timing event: where it was, how much time had
/// passed since beat 0, the tempo then in force and whether a warp was under way.
struct TempoCheckpoint: Sendable, Equatable {
  let beat: Double
  let kind: TempoEventKind
  /// Seconds since beat 0 (the offset not included), pauses included.
  let seconds: Double
  let bpm: Double
  let isWarping: Bool

  /// Whether this event is handled before a note on `beat`.
  func precedesNote(atBeat beat: Double) -> Bool {
    self.beat < beat || (self.beat == beat && kind < .note)
  }
}
