import Foundation

/// Whether `--screenshot PATH` can be written, asked before any window opens so that a
/// run is not played through only to fail at its last frame.
enum ScreenshotTarget {
  /// Why `path` cannot be written, or nil. The deepest folder of it that exists must take a
  /// new file (tried, not asked of the permission bits, which say yes to root everywhere);
  /// an existing file must be writable.
  static func problem(writing path: String) -> String? {
    let manager = FileManager.default
    var isDirectory: ObjCBool = false
    if manager.fileExists(atPath: path, isDirectory: &isDirectory) {
      return manager.isWritableFile(atPath: path) ? nil : "\(path) is not writable"
    }
    var folder = (path as NSString).deletingLastPathComponent
    while !folder.isEmpty && folder != "/" && !manager.fileExists(atPath: folder) {
      folder = (folder as NSString).deletingLastPathComponent
    }
    if folder.isEmpty { folder = manager.currentDirectoryPath }
    guard manager.fileExists(atPath: folder, isDirectory: &isDirectory), isDirectory.boolValue
    else { return "cannot write \(path): \(folder) is not a folder" }
    let probe = "\(folder)/.starlight-sync-probe-\(ProcessInfo.processInfo.processIdentifier)"
    guard manager.createFile(atPath: probe, contents: nil) else {
      return "cannot write \(path): \(folder) is not writable"
    }
    try? manager.removeItem(atPath: probe)
    return nil
  }
}
