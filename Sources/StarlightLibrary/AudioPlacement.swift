import Foundation
import StarlightSupport

/// Puts a chart's audio in its library folder. A hard link when the source is on the same
/// file system: no second copy of a pack's gigabytes, and unlike a symbolic link it keeps
/// working when the pack is moved or deleted. Across file systems (or where links are not
/// allowed) the file is copied.
///
/// Either way the audio is made under a temporary name (`NAME.tmp-XXXXXX`, the pattern
/// the next run removes) and renamed into place once whole and flushed: a kill or a full
/// disk part-way never leaves a partial file under the name a chart plays, and two imports
/// placing the same file each replace it whole.
enum AudioPlacement {
  enum Method: String {
    case hardLink = "hard-linked"
    case copy = "copied"
    case alreadyThere = "already in place"
  }

  /// Bytes read and written at a time while copying.
  static let copyChunk = 1 << 20

  static func place(_ source: String, at destination: String) throws -> Method {
    let manager = FileManager.default
    if manager.fileExists(atPath: destination) {
      let sizes = [source, destination].map {
        (try? manager.attributesOfItem(atPath: $0))?[.size] as? Int
      }
      if sizes[0] != nil && sizes[0] == sizes[1] { return .alreadyThere }
    }
    let folder = (destination as NSString).deletingLastPathComponent
    try manager.createDirectory(atPath: folder, withIntermediateDirectories: true)
    let (descriptor, temporary) = try makeTemporary(beside: destination)
    var method = Method.hardLink
    do {
      // mkstemp reserved a unique name; the link takes its place.
      close(descriptor)
      unlink(temporary)
      if link(source, temporary) != 0 {
        method = .copy
        try copy(source, to: temporary)
      }
      guard rename(temporary, destination) == 0 else { throw Errno(errno) }
      // Renaming a link over another link of the same file (another import linked the
      // same source first) does nothing and leaves the temporary name: remove it.
      unlink(temporary)
    } catch {
      unlink(temporary)
      throw error
    }
    try AtomicFile.flushFolder(of: destination, using: POSIXFileSystem())
    return method
  }

  private static func makeTemporary(beside path: String) throws -> (Int32, String) {
    switch POSIXFileSystem().makeTemporary("\(path)\(AtomicFile.temporaryMarker)XXXXXX") {
    case .success(let made): return made
    case .failure(let failure): throw failure
    }
  }

  /// Copies `source` to the new file `target` and flushes it to the disk.
  private static func copy(_ source: String, to target: String) throws {
    let input = open(source, O_RDONLY)
    guard input >= 0 else { throw Errno(errno) }
    defer { close(input) }
    let output = open(target, O_WRONLY | O_CREAT | O_EXCL, 0o644)
    guard output >= 0 else { throw Errno(errno) }
    defer { close(output) }
    let system = POSIXFileSystem()
    var buffer = [UInt8](repeating: 0, count: copyChunk)
    while true {
      let count = buffer.withUnsafeMutableBytes { read(input, $0.baseAddress, copyChunk) }
      if count < 0 {
        if errno == EINTR { continue }
        throw Errno(errno)
      }
      if count == 0 { break }
      if let failure = system.writeAll(Array(buffer[..<count]), to: output) { throw failure }
    }
    if let failure = system.flush(output) { throw failure }
  }

  /// Where the audio a chart names goes inside its folder: the same relative path when it
  /// stays inside the song's folder (so the copied chart still finds it), else its name.
  static func relativeDestination(for audioFile: String) -> String {
    let parts = audioFile.split(separator: "/").map(String.init)
    let inside =
      !audioFile.hasPrefix("/") && !parts.isEmpty && !parts.contains("..") && !parts.contains(".")
    return inside ? parts.joined(separator: "/") : (audioFile as NSString).lastPathComponent
  }
}
