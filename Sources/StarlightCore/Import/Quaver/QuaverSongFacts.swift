import Foundation

extension SongFacts {
  /// Quaver's top-level `BackgroundFile:` and `BannerFile:` (plain YAML scalars).
  static func quaver(_ data: [UInt8]) -> SongFacts {
    var facts = SongFacts()
    var keys = ""
    for line in lines(data) where !line.hasPrefix(" ") && !line.hasPrefix("-") {
      guard let colon = line.firstIndex(of: ":") else { continue }
      let value = unquoted(line[line.index(after: colon)...].trimmingSpaces())
      switch line[..<colon] {
      case "Title": facts.title = value
      case "Artist": facts.artist = value
      case "BackgroundFile": facts.background = value
      case "BannerFile": facts.banner = value
      case "Mode": keys = value.replacingOccurrences(of: "Keys", with: "")
      default: break
      }
    }
    facts.stepsTypes = ["Quaver \(keys.isEmpty ? "?" : keys)K"]
    return facts
  }
}
