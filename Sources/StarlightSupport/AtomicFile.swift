import Foundation

/// The one atomic file write: the bytes go to `NAME.tmp-XXXXXX` beside the target (a new
/// file, flushed to disk), which is then renamed over the target and the folder flushed,
/// so a crash, a power cut or a full disk leaves either the old file or the new one, never
/// half of one, and a write that returned is on the disk. A temporary file left by
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

  public static func write(
    _ bytes: [UInt8], to path: String, using system: any FileSystemCalls = POSIXFileSystem()
  ) throws(AtomicFileError) {
    let temporary = try writeTemporary(bytes, for: path, using: system)
    try commit(temporary, to: path, using: system)
  }

  /// The first half of ``write(_:to:using:)``: creates the folder, writes `bytes` to a new
  /// temporary file beside `path`, flushes it to the disk and returns its path. Until
  /// ``commit(_:to:using:)`` the target is untouched (a write interrupted here leaves the
  /// temporary file behind).
  public static func writeTemporary(
    _ bytes: [UInt8], for path: String, using system: any FileSystemCalls = POSIXFileSystem()
  ) throws(AtomicFileError) -> String {
    if let code = makeFolder((path as NSString).deletingLastPathComponent) {
      throw AtomicFileError(path: path, step: .createFolder, code: code)
    }
    let descriptor: Int32
    let temporary: String
    switch system.makeTemporary("\(path)\(temporaryMarker)\(randomPlaceholder)") {
    case .success(let made): (descriptor, temporary) = made
    case .failure(let failure):
      throw AtomicFileError(path: path, step: .createTemporary, code: failure.code)
    }
    // The data must be on the disk before the rename makes it the file: else a power cut
    // after the rename can leave the new name on an empty or partial file.
    let failure =
      system.writeAll(bytes, to: descriptor).map { (AtomicFileError.Step.write, $0) }
      ?? system.setMode(fileMode, of: descriptor).map { (.write, $0) }
      ?? system.flush(descriptor).map { (.flush, $0) }
    system.close(descriptor)
    if let (step, errno) = failure {
      system.unlink(temporary)
      throw AtomicFileError(path: path, step: step, code: errno.code)
    }
    return temporary
  }

  /// The second half of ``write(_:to:using:)``: renames `temporary` over `path`, then
  /// flushes the folder, so the rename itself is on the disk when this returns.
  public static func commit(
    _ temporary: String, to path: String, using system: any FileSystemCalls = POSIXFileSystem()
  ) throws(AtomicFileError) {
    if let failure = system.rename(temporary, to: path) {
      system.unlink(temporary)
      throw AtomicFileError(path: path, step: .replace, code: failure.code)
    }
    try flushFolder(of: path, using: system)
  }

  /// fsync of the folder holding `path`. Some file systems cannot flush a folder (EINVAL,
  /// ENOTSUP): there the rename is as safe as the file system makes it, and that is no
  /// failure of the write.
  public static func flushFolder(of path: String, using system: any FileSystemCalls)
    throws(AtomicFileError)
  {
    let folder = (path as NSString).deletingLastPathComponent
    switch system.openFolder(folder.isEmpty ? "." : folder) {
    case .failure(let failure):
      throw AtomicFileError(path: path, step: .flushFolder, code: failure.code)
    case .success(let descriptor):
      let failure = system.flush(descriptor)
      system.close(descriptor)
      if let failure, ![EINVAL, ENOTSUP, EOPNOTSUPP].contains(failure.code) {
        throw AtomicFileError(path: path, step: .flushFolder, code: failure.code)
      }
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
  public static func isLeftover(_ file: String, of name: String? = nil) -> Bool {
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
