import Foundation
import Logging
import StarlightCore
import StarlightSupport

/// Loads the tuning file from the XDG config directory when there is one. A file that
/// cannot be used is moved aside (never overwritten), the defaults are used, and `notice`
/// says so for the title screen.
public struct TuningStore {
  public let path: String
  public private(set) var tuning = Tuning.defaults
  public private(set) var notice: String?
  /// Largest tuning file read (the full file written by the overlay is about 5 KB).
  public static let maxFileBytes = 1024 * 1024

  public init(path: String) {
    self.path = path
    let logger = Logger(label: "starlight.tuning")
    let bytes: [UInt8]
    switch BoundedFileReader.read(path: path, limit: Self.maxFileBytes) {
    case .success(let read): bytes = read
    case .failure(.notFound): return
    case .failure(let failure):
      notice = "tuning.json \(failure); using the default tuning."
      logger.error("\(path): tuning file \(failure); using the default tuning")
      return
    }
    do {
      let decoded = try TuningFile.decodeKeyByKey(bytes)
      tuning = decoded.tuning
      for problem in decoded.problems { logger.warning("\(path): \(problem)") }
      if !decoded.problems.isEmpty {
        // Every problem on screen (the status line pages through a long list), not only
        // the first: the log is not where a player looks.
        notice = "tuning.json: \(decoded.problems.joined(separator: "; "))."
      }
    } catch {
      let aside = AtomicFile.keepAside(path, suffix: "corrupt")
      let kept = aside.map { "kept as \(($0 as NSString).lastPathComponent)" } ?? "left in place"
      notice = "tuning.json: \(error.message) (\(kept)); using the default tuning."
      logger.error(
        "\(path): \(error.message); \(aside.map { "kept as \($0)" } ?? "left in place")")
    }
  }
}
