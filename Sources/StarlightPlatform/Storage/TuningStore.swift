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

  public init(path: String) {
    self.path = path
    guard let data = FileManager.default.contents(atPath: path) else { return }
    do {
      tuning = try TuningFile.decode([UInt8](data))
    } catch {
      let aside = AtomicFile.keepAside(path, suffix: "corrupt")
      let kept = aside.map { "kept as \(($0 as NSString).lastPathComponent)" } ?? "left in place"
      notice = "tuning.json: \(error.message) (\(kept)); using the default tuning."
      Logger(label: "starlight.tuning").error(
        "\(path): \(error.message); \(aside.map { "kept as \($0)" } ?? "left in place")")
    }
  }
}
