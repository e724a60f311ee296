import Foundation

/// Puts a chart's audio in its library folder. A hard link when the source is on the same
/// file system: no second copy of a pack's gigabytes, and unlike a symbolic link it keeps
/// working when the pack is moved or deleted. Across file systems (or where links are not
/// allowed) the file is copied.
enum AudioPlacement {
  enum Method: String {
    case hardLink = "hard-linked"
    case copy = "copied"
    case alreadyThere = "already in place"
  }

  static func place(_ source: String, at destination: String) throws -> Method {
    let manager = FileManager.default
    if manager.fileExists(atPath: destination) {
      let sizes = [source, destination].map {
        (try? manager.attributesOfItem(atPath: $0))?[.size] as? Int
      }
      if sizes[0] != nil && sizes[0] == sizes[1] { return .alreadyThere }
      try manager.removeItem(atPath: destination)
    }
    try manager.createDirectory(
      atPath: (destination as NSString).deletingLastPathComponent,
      withIntermediateDirectories: true)
    if link(source, destination) == 0 { return .hardLink }
    try manager.copyItem(atPath: source, toPath: destination)
    return .copy
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
