import Foundation
import Logging
import StarlightCore
import StarlightSupport

/// Saves every finished attempt as a replay under the XDG data directory. Temporary files
/// of writes that never finished are removed when the store is made (at start); a replay
/// that cannot be written is reported with the path it was meant to have. With a writer,
/// the replay is encoded and written on its thread: an attempt ends on the judging thread,
/// under the lock every other thread of the game waits on.
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
  private let writer: BackgroundWriter?
  private let logger = Logger(label: "starlight.replays")

  public init(directory: String, writer: BackgroundWriter? = nil) {
    self.directory = directory
    self.writer = writer
    for leftover in AtomicFile.removeLeftovers(in: directory) {
      logger.info("removed \(leftover), left by an interrupted write")
    }
  }

  /// Writes `replay` under a name made of the time, chapter, title and outcome; returns
  /// its path.
  public func save(_ replay: Replay, summary: ChapterSummary, at date: Date = Date())
    -> Result<String, Failure>
  {
    let path = path(for: replay, summary: summary, at: date)
    do {
      try AtomicFile.write(ReplayCodec.encode(Self.recorded(replay, summary: summary)), to: path)
    } catch {
      return failed(error)
    }
    logger.info("replay saved to \(path)")
    return .success(path)
  }

  /// Saves `replay` on the writer's thread when there is one (at once without), and tells
  /// `done` how it went, on that thread.
  public func save(
    _ replay: Replay, summary: ChapterSummary, at date: Date = Date(),
    then done: @escaping @Sendable (Result<String, Failure>) -> Void
  ) {
    guard let writer else { return done(save(replay, summary: summary, at: date)) }
    let (store, target) = (self, path(for: replay, summary: summary, at: date))
    let report: BackgroundWriter.Completion = { result in
      switch result {
      case .success(let path):
        store.logger.info("replay saved to \(path)")
        done(.success(path))
      case .failure(let error):
        done(store.failed(error, path: target))
      }
    }
    writer.write(
      { ReplayCodec.encode(Self.recorded(replay, summary: summary)) },
      to: target, then: report)
  }

  private func path(for replay: Replay, summary: ChapterSummary, at date: Date) -> String {
    "\(directory)/\(Self.fileName(replay, summary: summary, at: date))"
  }

  private func failed(_ error: AtomicFileError) -> Result<String, Failure> {
    failed(error, path: error.path)
  }

  private func failed(_ error: any Error, path: String) -> Result<String, Failure> {
    logger.error("could not save replay: \(error)")
    return .failure(Failure(path: path, reason: ErrorText.reason(error)))
  }

  /// The replay with the outcome the attempt reached, which `replay check` expects every
  /// re-simulation to give again (a practice run's passes are reported pass by pass).
  private static func recorded(_ replay: Replay, summary: ChapterSummary) -> Replay {
    var recorded = replay
    if recorded.expected == nil, recorded.practice == nil {
      recorded.expected = ExpectedOutcome(summary: summary, replay: replay)
    }
    return recorded
  }

  static func fileName(_ replay: Replay, summary: ChapterSummary, at date: Date) -> String {
    let formatter = DateFormatter()
    formatter.locale = Locale(identifier: "en_US_POSIX")
    formatter.dateFormat = "yyyyMMdd-HHmmss-SSS"
    return ReplayFileName.make(
      stamp: formatter.string(from: date), chapter: replay.chapter,
      title: replay.beatMap?.title ?? replay.chapter.title,
      outcome: replay.reportedOutcome(summary.outcome))
  }
}
