import Foundation
import Logging
import StarlightCore
import StarlightSupport

/// F12 screenshots and `--screenshot PATH`: saves the frame just drawn, before it is
/// presented, and names files so two never collide.
public final class ScreenshotService {
  private let canvas: Canvas
  private let logger = Logger(label: "starlight.screenshot")
  private var counter = 0
  private var pending = false
  /// Where F12 screenshots go.
  public var directory: String
  /// Why the last `save(to:)` failed, if it did: `--screenshot` then exits non-zero.
  public private(set) var failure: String?

  public init(canvas: Canvas, directory: String = NSTemporaryDirectory()) {
    self.canvas = canvas
    self.directory = directory
  }

  /// F12: save the next frame drawn.
  public func request() { pending = true }

  /// Where the frame goes if one was asked for (`save(to:)` saves it).
  public func takePending() -> String? {
    guard pending else { return nil }
    pending = false
    counter += 1
    // The wall clock only names the file; nothing is timed by it.
    let stamp = Int(Date().timeIntervalSince1970)
    return "\(directory)/starlight-\(stamp)-\(counter).png"
  }

  /// `path` made absolute against `currentDirectory`: `--screenshot shot.png` means the
  /// folder the command was started in.
  public static func resolve(_ path: String, currentDirectory: String) -> String {
    path.hasPrefix("/") ? path : (currentDirectory as NSString).appendingPathComponent(path)
  }

  /// Saves the frame drawn to `path` (PNG or BMP by extension); returns a notice line.
  @discardableResult
  public func save(to path: String) -> String {
    do {
      // A bare file name has no folder to make: it goes in the working directory.
      let folder = (path as NSString).deletingLastPathComponent
      if !folder.isEmpty {
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
      }
      try canvas.saveScreenshot(to: path)
      failure = nil
      return "Screenshot saved: \((path as NSString).lastPathComponent)"
    } catch {
      let sentence = ErrorText.sentence("Screenshot not saved to", path, error)
      failure = sentence
      logger.error("\(sentence)")
      return ErrorText.sentence("Screenshot not saved", nil, error) + "."
    }
  }
}
