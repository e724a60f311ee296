import Foundation
import Logging
import StarlightCore
import StarlightSupport

/// Loads and saves `Settings`. A file that cannot be read is moved aside, never
/// overwritten, defaults are used, and `notice` says so for the screen. With a writer, a
/// change is saved on its thread (a key pressed in play must not wait for an fsync, least
/// of all under the lock judging waits on); without one, before `update` returns.
public final class SettingsStore {
  public let path: String
  private let writer: BackgroundWriter?
  public private(set) var settings: Settings
  /// A message for the player about what happened while loading, if anything did.
  public private(set) var notice: String?
  private let logger = Logger(label: "starlight.settings")
  /// False when the path holds something that is not a regular file, left as it is.
  private var isWritable = true
  /// Largest settings file read (a real one is under 4 KB).
  public static let maxFileBytes = 1024 * 1024

  public init(path: String, writer: BackgroundWriter? = nil) {
    self.path = path
    self.writer = writer
    settings = Settings()
    for leftover in AtomicFile.removeLeftovers(of: path) {
      logger.info("removed \(leftover), left by an interrupted write")
    }
    load()
  }

  public func update(_ change: (inout Settings) -> Void) {
    change(&settings)
    save()
  }

  private func load() {
    let bytes: [UInt8]
    switch BoundedFileReader.read(path: path, limit: Self.maxFileBytes) {
    case .success(let read): bytes = read
    case .failure(.notFound): return
    case .failure(let failure):
      // Not a file the game can read (a directory, a FIFO, too large): said on screen, and
      // nothing is saved over it.
      notice = "settings.json \(failure); using defaults."
      isWritable = false
      logger.error("\(path): settings file \(failure); using defaults")
      return
    }
    do {
      let decoded = try SettingsDecoding.decode(bytes)
      settings = decoded.settings
      for problem in decoded.problems { logger.warning("\(path): \(problem)") }
      if !decoded.problems.isEmpty {
        // The next save writes the values in force; a copy keeps what the player wrote.
        switch Self.keepCopy(of: path) {
        case .success(let copy):
          logger.warning("\(path): the file as written is kept as \(copy)")
        case .failure(let failure):
          logger.warning("\(path): the file as written could not be kept: \(failure.reason)")
        }
        // Every problem on screen (the status line pages through a long list), not only
        // the first: the log is not where a player looks.
        notice = "settings.json: \(decoded.problems.joined(separator: "; "))."
      }
    } catch {
      let aside = AtomicFile.keepAside(path, suffix: "corrupt")
      let kept = aside.map { "kept as \($0)" } ?? "left in place"
      // The screen gets file names only (the full paths are in the log) so the line fits.
      let shortKept =
        aside.map { "kept as \(($0 as NSString).lastPathComponent)" } ?? "left in place"
      notice = "settings.json could not be read (\(shortKept)); using defaults."
      logger.error(
        "\(path): unreadable settings (\(ErrorText.reason(error))); \(kept); using defaults")
    }
  }

  /// Why a copy could not be kept, in plain words.
  struct CopyFailure: Error {
    let reason: String
  }

  /// Copies `path` beside itself under a name not yet taken; returns the copy's path, or
  /// why not (the system's reason, not Foundation's dump).
  private static func keepCopy(of path: String) -> Result<String, CopyFailure> {
    var candidate = "\(path).invalid"
    var attempt = 1
    while FileManager.default.fileExists(atPath: candidate) {
      attempt += 1
      candidate = "\(path).invalid-\(attempt)"
    }
    do {
      try FileManager.default.copyItem(atPath: path, toPath: candidate)
      return .success(candidate)
    } catch {
      return .failure(CopyFailure(reason: ErrorText.reason(error)))
    }
  }

  private func save() {
    guard isWritable else {
      logger.error("settings not saved: \(path) is not a regular file")
      return
    }
    let bytes: [UInt8]
    do {
      let encoder = JSONEncoder()
      encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
      // Encoded here (a few KB): the file on the disk is the settings as they are now.
      bytes = [UInt8](try encoder.encode(settings))
    } catch {
      return logger.error("settings not saved: \(ErrorText.reason(error))")
    }
    guard let writer else {
      do {
        try AtomicFile.write(bytes, to: path)
      } catch {
        logger.error("settings not saved: \(error)")
      }
      return
    }
    let logger = logger
    let report: BackgroundWriter.Completion = { result in
      if case .failure(let error) = result { logger.error("settings not saved: \(error)") }
    }
    writer.write({ bytes }, to: path, then: report)
  }
}
