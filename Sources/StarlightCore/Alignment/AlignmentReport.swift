import Foundation

/// How a beat map's notes line up with the onsets in its audio: per note, the offset to
/// the nearest onset (positive when the sound comes after the note), the figures over all
/// of them, and a verdict.
public struct AlignmentReport: Sendable, Equatable {
  public struct Match: Sendable, Equatable {
    public let noteTime: Nanoseconds
    /// Onset minus note; nil when no onset is within the match window.
    public let offset: Nanoseconds?
  }

  public enum Verdict: Sendable, Equatable, CustomStringConvertible {
    /// The notes sit on their sounds.
    case inSync
    /// The notes are consistently off by this much (onset minus note): shift the map.
    case shifted(by: Nanoseconds)
    /// The offsets are spread too wide to be one shift: the tempo is off, or the notes
    /// are not on sounds.
    case loose
    /// Too few notes have a sound near them to judge.
    case inconclusive

    public var description: String {
      switch self {
      case .inSync: "in sync"
      case .shifted(let offset):
        "the audio is consistently \(String(format: "%.1f", abs(offset.milliseconds))) ms \(offset > 0 ? "later" : "earlier") than the notes: add \(String(format: "%.1f", offset.milliseconds)) to offsetMs"
      case .loose: "out of sync: offsets spread too widely for one shift (check the BPMs)"
      case .inconclusive: "inconclusive: too few notes have an onset nearby"
      }
    }
  }

  public let matches: [Match]
  public let onsetCount: Int
  /// The shift of the whole map that put the most notes on strong onsets.
  public let bestShift: Nanoseconds
  /// Signed offsets of matched notes.
  public let meanOffset: Nanoseconds?
  public let medianOffset: Nanoseconds?
  /// 95th percentile of the offsets' size.
  public let p95AbsoluteOffset: Nanoseconds?
  public let maxAbsoluteOffset: Nanoseconds?
  public let verdict: Verdict

  public var matchedCount: Int { matches.count { $0.offset != nil } }
  public var unmatchedCount: Int { matches.count - matchedCount }
}
