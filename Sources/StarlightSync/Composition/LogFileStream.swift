import Foundation
import Synchronization

/// A log file that swift-log's `StreamLogHandler` writes to: appended line by line under a
/// lock (the audio thread logs too). The previous run's file is kept once as `.1` when it
/// grew past `rotateBytes`, so the log of a long-installed game stays small.
final class LogFileStream: TextOutputStream, Sendable {
  static let rotateBytes = 1 << 20

  private let handle: Mutex<FileHandle>

  /// Opens (creating its folder) the file at `path` for appending; nil when it cannot be.
  init?(path: String) {
    let manager = FileManager.default
    let folder = (path as NSString).deletingLastPathComponent
    guard (try? manager.createDirectory(atPath: folder, withIntermediateDirectories: true)) != nil
    else { return nil }
    let size = (try? manager.attributesOfItem(atPath: path)[.size] as? Int) ?? 0
    if size > Self.rotateBytes {
      try? manager.removeItem(atPath: path + ".1")
      try? manager.moveItem(atPath: path, toPath: path + ".1")
    }
    if !manager.fileExists(atPath: path) {
      guard manager.createFile(atPath: path, contents: nil) else { return nil }
    }
    guard let file = FileHandle(forWritingAtPath: path) else { return nil }
    file.seekToEndOfFile()
    handle = Mutex(file)
  }

  func write(_ string: String) {
    handle.withLock { file in try? file.write(contentsOf: Data(string.utf8)) }
  }
}
