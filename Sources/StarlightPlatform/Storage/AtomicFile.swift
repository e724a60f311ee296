import Foundation

/// Writes files so a crash never leaves half a file: write a temporary file beside the
/// target, then rename it over the target.
public enum AtomicFile {
  public static func write(_ bytes: [UInt8], to path: String) throws {
    let url = URL(fileURLWithPath: path)
    try FileManager.default.createDirectory(
      at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
    let temporary = url.deletingLastPathComponent()
      .appendingPathComponent(
        ".\(url.lastPathComponent).\(ProcessInfo.processInfo.processIdentifier).tmp")
    try Data(bytes).write(to: temporary)
    if rename(temporary.path, url.path) != 0 {
      try? FileManager.default.removeItem(at: temporary)
      throw CocoaError(.fileWriteUnknown, userInfo: [NSFilePathErrorKey: path])
    }
  }

  /// Moves a file that could not be read aside (never overwriting it) and returns the
  /// new name, so the player's data is kept for them to inspect.
  public static func keepAside(_ path: String, suffix: String) -> String? {
    var candidate = "\(path).\(suffix)"
    var attempt = 1
    while FileManager.default.fileExists(atPath: candidate) {
      attempt += 1
      candidate = "\(path).\(suffix)-\(attempt)"
    }
    return rename(path, candidate) == 0 ? candidate : nil
  }
}
