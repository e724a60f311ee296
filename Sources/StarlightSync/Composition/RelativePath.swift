import Foundation

/// Paths between files: an imported chart names its audio relative to itself, the beat map
/// written from it must name the same file relative to the map's own folder.
enum RelativePath {
  /// `audio` (relative to `sourceFile`'s folder, or absolute) as seen from `directory`.
  static func audio(_ audio: String, of sourceFile: String, from directory: String) -> String {
    guard !audio.isEmpty else { return audio }
    let sourceFolder = (sourceFile as NSString).deletingLastPathComponent
    let absolute =
      audio.hasPrefix("/")
      ? audio : (absolutePath(sourceFolder) as NSString).appendingPathComponent(audio)
    return relative(from: absolutePath(directory), to: (absolute as NSString).standardizingPath)
  }

  static func absolutePath(_ path: String) -> String {
    let base = path.isEmpty ? "." : path
    let joined =
      base.hasPrefix("/")
      ? base : (FileManager.default.currentDirectoryPath as NSString).appendingPathComponent(base)
    return (joined as NSString).standardizingPath
  }

  /// The path from folder `from` to file `to`, both absolute and standardized.
  static func relative(from: String, to: String) -> String {
    let fromParts = from.split(separator: "/")
    let toParts = to.split(separator: "/")
    var common = 0
    while common < fromParts.count, common < toParts.count - 1, fromParts[common] == toParts[common]
    {
      common += 1
    }
    let ups = Array(repeating: "..", count: fromParts.count - common)
    return (ups + toParts[common...].map(String.init)).joined(separator: "/")
  }
}
