import Foundation
import Logging
import StarlightCore
import StarlightSupport

/// Loads and saves the story's progress. A file that cannot be read is moved aside, never
/// overwritten, fresh progress is used, and `notice` says so for the title screen. With a
/// writer, a save happens on its thread (the story saves when a chapter ends, on the
/// judging thread, which must not wait for an fsync); a failure then reaches `failures`.
public final class ProgressStore {
  public let path: String
  private let writer: BackgroundWriter?
  /// Why saves made on the writer thread failed, for the story's screens.
  public let failures = SaveFailureInbox()
  public private(set) var progress: StoryProgress
  /// A message for the player about what happened while loading, if anything did.
  public private(set) var notice: String?
  private let logger = Logger(label: "starlight.progress")
  /// Largest progress file read (six chapters' results are under 2 KB).
  public static let maxFileBytes = 1024 * 1024

  /// The file system the saves go through (a test's, to make one fail).
  private let system: any FileSystemCalls

  public init(
    path: String, system: any FileSystemCalls = POSIXFileSystem(), writer: BackgroundWriter? = nil
  ) {
    self.path = path
    self.system = system
    self.writer = writer
    progress = StoryProgress()
    for leftover in AtomicFile.removeLeftovers(of: path) {
      logger.info("removed \(leftover), left by an interrupted write")
    }
    load()
  }

  /// Writes `progress` atomically; returns why not when it could not be written (also
  /// logged), for the screen to say. With a writer it is queued there (encoded there too)
  /// and this returns nil at once: a failure is posted to `failures` instead.
  @discardableResult
  public func save(_ progress: StoryProgress) -> AtomicFileError? {
    self.progress = progress
    if let writer {
      let (logger, failures) = (logger, failures)
      let report: BackgroundWriter.Completion = { result in
        guard case .failure(let error) = result else { return }
        logger.error("progress not saved: \(error)")
        failures.post(ErrorText.reason(error))
      }
      writer.write({ StoryProgressCodec.encode(progress) }, to: path, then: report)
      return nil
    }
    do {
      try AtomicFile.write(StoryProgressCodec.encode(progress), to: path, using: system)
      return nil
    } catch {
      logger.error("progress not saved: \(error)")
      return error
    }
  }

  private func load() {
    let data: [UInt8]
    switch BoundedFileReader.read(path: path, limit: Self.maxFileBytes) {
    case .success(let read): data = read
    case .failure(.notFound): return
    case .failure(let failure):
      // Not a file the game can read (a directory, a FIFO): said on the title screen, and
      // left alone (a save will fail and be logged rather than replace it).
      let name = (path as NSString).lastPathComponent
      notice = "\(name) \(failure); starting fresh progress."
      logger.error("\(path): progress file \(failure); starting fresh")
      return
    }
    do {
      let decoded = try StoryProgressCodec.decodeKeyByKey(data)
      progress = decoded.progress
      if let first = decoded.problems.first {
        // Part of the file was unusable: the original is kept aside whole, so the next save
        // loses nothing the player could want back.
        let aside = AtomicFile.keepAside(path, suffix: "corrupt")
        let name = (path as NSString).lastPathComponent
        let kept = aside.map { "kept as \(($0 as NSString).lastPathComponent)" } ?? "left in place"
        notice = "\(name): \(first); that part was reset, the rest kept (\(kept))."
        for problem in decoded.problems {
          logger.warning("\(path): \(problem); reset (\(aside ?? path))")
        }
      }
    } catch {
      let aside = AtomicFile.keepAside(path, suffix: "corrupt")
      let name = (path as NSString).lastPathComponent
      // The screen gets file names only (the full paths are in the log) so the line fits.
      let kept = aside.map { "kept as \(($0 as NSString).lastPathComponent)" } ?? "left in place"
      notice = "\(name) could not be read (\(kept)); starting fresh progress."
      let keptFull = aside.map { "kept as \($0)" } ?? "left in place"
      logger.error("\(path): unreadable progress (\(error.message)); \(keptFull); starting fresh")
    }
  }
}
