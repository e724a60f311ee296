import Foundation
import Logging
import StarlightCore
import StarlightSupport

/// Saves every finished attempt as a replay under the XDG data directory. Temporary files
/// of writes that never finished are removed when the store is made (at start); a replay
/// that cannot be written is reported with the path it was meant to have.
public struct ReplayStore: Sendable {
  /// A replay not saved: where it was meant to go and why not.
  public struct Failure: Error, Sendable, Equatable {
    public let path: String
    public let reason: String

    /// The line for the screen: the folder it was meant for (the same for every attempt, so
    /// the line is posted once and fits the screen; the log has the file name) and why not.
    public var screenLine: String {
      "Replay not saved to \((path as NSString).deletingLastPathComponent)/: \(reason)"
    }
  }

  public let directory: String
  private let logger = Logger(label: "starlight.replays")

  public init(directory: String) {
    self.directory = directory
    for leftover in AtomicFile.removeLeftovers(in: directory) {
      logger.info("removed \(leftover), left by an interrupted write")
    }
  }

  /// Writes `replay` under a name made of the time, chapter, title and outcome; returns
  /// its path.
  public func save(_ replay: Replay, summary: ChapterSummary, at date: Date = Date())
    -> Result<String, Failure>
  {
    let path = "\(directory)/\(Self.fileName(replay, summary: summary, at: date))"
    // The outcome the attempt reached, which `replay check` expects every re-simulation to
    // give again (a practice run's passes are reported pass by pass instead).
    var recorded = replay
    if recorded.expected == nil, recorded.practice == nil {
      recorded.expected = ExpectedOutcome(summary: summary, replay: replay)
    }
    do {
      try AtomicFile.write(ReplayCodec.encode(recorded), to: path)
      logger.info("replay saved to \(path)")
      return .success(path)
    } catch {
      logger.error("could not save replay: \(error)")
      return .failure(Failure(path: path, reason: error.plainReason))
    }
  }

  static func fileName(_ replay: Replay, summary: ChapterSummary, at date: Date) -> String {
    let formatter = DateFormatter()
    formatter.locale = Locale(identifier: "en_US_POSIX")
    formatter.dateFormat = "yyyyMMdd-HHmmss-SSS"
    let title = replay.beatMap?.title ?? replay.chapter.title
    let slug =
      "ch\(replay.chapter.number)-"
      + title.lowercased().map { $0.isLetter || $0.isNumber ? $0 : "-" }
    return
      "\(formatter.string(from: date))-\(String(slug))-\(replay.reportedOutcome(summary.outcome)).json"
  }
}
