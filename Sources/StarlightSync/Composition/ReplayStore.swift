import Foundation
import Logging
import StarlightCore
import StarlightPlatform

/// Saves every finished attempt as a replay under the XDG data directory.
struct ReplayStore {
  let directory: String
  private let logger = Logger(label: "starlight.replays")

  init(directory: String) {
    self.directory = directory
  }

  @discardableResult
  func save(_ replay: Replay, summary: ChapterSummary) -> String? {
    let formatter = DateFormatter()
    formatter.locale = Locale(identifier: "en_US_POSIX")
    formatter.dateFormat = "yyyyMMdd-HHmmss-SSS"
    let title = replay.beatMap?.title ?? replay.chapter.title
    let slug =
      "ch\(replay.chapter.number)-"
      + title.lowercased().map { $0.isLetter || $0.isNumber ? $0 : "-" }
    let outcome = replay.reportedOutcome(summary.outcome)
    let name = "\(formatter.string(from: Date()))-\(String(slug))-\(outcome).json"
    let path = "\(directory)/\(name)"
    do {
      try AtomicFile.write(ReplayCodec.encode(replay), to: path)
      logger.info("replay saved to \(path)")
      return path
    } catch {
      logger.error("could not save replay to \(path): \(error)")
      return nil
    }
  }
}
