import Foundation

/// The one atomic file write: the bytes go to `NAME.tmp-XXXXXX` beside the target (a new
/// file, flushed to disk), which is then renamed over the target, so a crash or a full disk
/// leaves either the old file or the new one, never half of one. A temporary file left by
/// an interrupted write is removed by ``removeLeftovers(of:)`` or ``removeLeftovers(in:)``
/// when its store next starts.
public enum AtomicFile {
  /// Between the target's name and the random part of a temporary file's name.
  public static let temporaryMarker = ".tmp-"
  /// mkstemp(3) replaces these with random characters.
  static let randomPlaceholder = "XXXXXX"
  /// rw-r--r--: what a file written with Foundation would have had (mkstemp makes 0600).
  static let fileMode: mode_t = 0o644
  /// rwxr-xr-x before the umask, as Foundation creates folders.
  static let folderMode: mode_t = 0o755

  public static func write(_ bytes: [UInt8], to path: String) throws(AtomicFileError) {
    let temporary = try writeTemporary(bytes, for: path)
    try commit(temporary, to: path)
  }

  /// The first half of ``write(_:to:)``: creates the folder, writes `bytes` to a new
  /// temporary file beside `path` and returns its path. Until ``commit(_:to:)`` the
  /// target is untouched (a write interrupted here leaves the temporary file behind).
  public static func writeTemporary(_ bytes: [UInt8], for path: String) throws(AtomicFileError)
    -> String
  {
    if let code = makeFolder((path as NSString).deletingLastPathComponent) {
      throw AtomicFileError(path: path, step: "cannot create its folder", code: code)
    }
    var template = Array("\(path)\(temporaryMarker)\(randomPlaceholder)".utf8CString)
    let descriptor = template.withUnsafeMutableBufferPointer { buffer -> Int32 in
      guard let base = buffer.baseAddress else { return -1 }
      return mkstemp(base)
    }
    guard descriptor >= 0 else {
      throw AtomicFileError(path: path, step: "cannot create a file beside it", code: errno)
    }
    let temporary = String(
      decoding: template.dropLast().map { UInt8(bitPattern: $0) }, as: UTF8.self)
    let code = writeAll(bytes, to: descriptor)
    close(descriptor)
    if let code {
      unlink(temporary)
      throw AtomicFileError(path: path, step: "cannot write", code: code)
    }
    return temporary
  }

  /// The second half of ``write(_:to:)``: renames `temporary` over `path`.
  public static func commit(_ temporary: String, to path: String) throws(AtomicFileError) {
    guard rename(temporary, path) == 0 else {
      let code = errno
      unlink(temporary)
      throw AtomicFileError(path: path, step: "cannot replace", code: code)
    }
  }

  /// Removes the temporary files that writes to `path` left behind (this pattern and the
  /// earlier `.NAME.PID.tmp`); returns their paths.
  @discardableResult
  public static func removeLeftovers(of path: String) -> [String] {
    let folder = (path as NSString).deletingLastPathComponent
    let name = (path as NSString).lastPathComponent
    return removeFiles(in: folder) { isLeftover($0, of: name) }
  }

  /// Removes every temporary file of this helper's pattern in `directory` (a folder of
  /// files written with ``write(_:to:)``, such as the replays); returns their paths.
  @discardableResult
  public static func removeLeftovers(in directory: String) -> [String] {
    removeFiles(in: directory) { isLeftover($0) }
  }

  /// Whether `file` is a temporary file of a write to `name` (any name when nil).
  static func isLeftover(_ file: String, of name: String? = nil) -> Bool {
    if let marker = file.range(of: temporaryMarker, options: .backwards),
      file.distance(from: marker.upperBound, to: file.endIndex) == randomPlaceholder.count,
      name.map({ file[..<marker.lowerBound] == $0 }) ?? true
    {
      return true
    }
    // The pattern before this helper: ".NAME.PID.tmp".
    guard let name, file.hasPrefix(".\(name)."), file.hasSuffix(".tmp") else { return false }
    let pid = file.dropFirst(name.count + 2).dropLast(4)
    return !pid.isEmpty && pid.allSatisfy(\.isNumber)
  }

  private static func removeFiles(in folder: String, where matches: (String) -> Bool) -> [String] {
    let base = folder.isEmpty ? "." : folder
    let files = (try? FileManager.default.contentsOfDirectory(atPath: base)) ?? []
    return files.filter(matches).map { "\(base)/\($0)" }.filter { unlink($0) == 0 }
  }

  /// Creates `folder` and its parents; nil when it exists, else the errno (ENOTDIR when a
  /// file stands in the way), which Foundation's createDirectory does not always carry.
  private static func makeFolder(_ folder: String) -> Int32? {
    guard !folder.isEmpty else { return nil }
    var isFolder: ObjCBool = false
    if FileManager.default.fileExists(atPath: folder, isDirectory: &isFolder) {
      return isFolder.boolValue ? nil : ENOTDIR
    }
    let parent = (folder as NSString).deletingLastPathComponent
    if parent != folder, let code = makeFolder(parent) { return code }
    return mkdir(folder, folderMode) == 0 || errno == EEXIST ? nil : errno
  }

  /// Writes every byte (retrying short writes and interruptions), sets the mode and flushes
  /// to disk; nil on success, else the errno.
  private static func writeAll(_ bytes: [UInt8], to descriptor: Int32) -> Int32? {
    let failure: Int32? = bytes.withUnsafeBytes { buffer in
      var offset = 0
      while offset < buffer.count {
        guard let base = buffer.baseAddress else { return EFAULT }
        let written = Foundation.write(descriptor, base + offset, buffer.count - offset)
        if written < 0 {
          if errno == EINTR { continue }
          return errno
        }
        offset += written
      }
      return nil
    }
    if let failure { return failure }
    guard fchmod(descriptor, fileMode) == 0, fsync(descriptor) == 0 else { return errno }
    return nil
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
