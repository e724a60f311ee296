import Foundation
import Logging
import StarlightCore
import StarlightSupport

/// Loads and saves the story's progress. A file that cannot be read is moved aside, never
/// overwritten, fresh progress is used, and `notice` says so for the title screen.
public final class ProgressStore {
  public let path: String
  public private(set) var progress: StoryProgress
  /// A message for the player about what happened while loading, if anything did.
  public private(set) var notice: String?
  private let logger = Logger(label: "starlight.progress")
  /// Largest progress file read (six chapters' results are under 2 KB).
  public static let maxFileBytes = 1024 * 1024

  /// The file system the saves go through (a test's, to make one fail).
  private let system: any FileSystemCalls

  public init(path: String, system: any FileSystemCalls = POSIXFileSystem()) {
    self.path = path
    self.system = system
    progress = StoryProgress()
    for leftover in AtomicFile.removeLeftovers(of: path) {
      logger.info("removed \(leftover), left by an interrupted write")
    }
    load()
  }

  /// Writes `progress` atomically (on the disk when this returns); returns why not when it
  /// could not be written (also logged), for the screen to say.
  @discardableResult
  public func save(_ progress: StoryProgress) -> AtomicFileError? {
    self.progress = progress
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
