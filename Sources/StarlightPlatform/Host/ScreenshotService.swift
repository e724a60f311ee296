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
  /// Encodes and writes F12's screenshots off the drawing thread; nil: `save(to:)` there.
  public var writer: BackgroundWriter?
  /// Where the writer's lines go, for the notice board.
  private let mailbox: NoticeMailbox

  public init(
    canvas: Canvas, directory: String = NSTemporaryDirectory(),
    mailbox: NoticeMailbox = NoticeMailbox()
  ) {
    self.canvas = canvas
    self.directory = directory
    self.mailbox = mailbox
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

  /// F12's frame, saved to `path`: read back here (the drawing thread, the renderer's one
  /// user), encoded and written on the writer's thread when there is one, whose line then
  /// reaches the board through the mailbox (nil here); else saved here, with its line.
  func saveRequested(to path: String) -> String? {
    guard let writer else { return save(to: path) }
    let screenshot: Screenshot
    do {
      screenshot = try canvas.readScreenshot()
    } catch {
      return failed(error, path: path)
    }
    let (mailbox, logger) = (mailbox, logger)
    let name = (path as NSString).lastPathComponent
    let report: BackgroundWriter.Completion = { result in
      switch result {
      case .success:
        logger.info("screenshot saved to \(path)")
        mailbox.post(passing: "Screenshot saved: \(name)")
      case .failure(let error):
        logger.error("\(ErrorText.sentence("Screenshot not saved to", path, error))")
        mailbox.post(passing: ErrorText.sentence("Screenshot not saved", nil, error) + ".")
      }
    }
    writer.write(
      {
        // What a run killed while saving here left beside the file.
        AtomicFile.removeLeftovers(of: path)
        return try screenshot.encoded(for: path)
      }, to: path, then: report)
    return nil
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
      return failed(error, path: path)
    }
  }

  private func failed(_ error: any Error, path: String) -> String {
    let sentence = ErrorText.sentence("Screenshot not saved to", path, error)
    failure = sentence
    logger.error("\(sentence)")
    return ErrorText.sentence("Screenshot not saved", nil, error) + "."
  }
}
