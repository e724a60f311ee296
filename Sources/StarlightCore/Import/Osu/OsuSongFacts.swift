import Foundation

extension SongFacts {
  /// `[Metadata]` keys and the background event of `[Events]` (`0,0,"bg.jpg",0,0`).
  static func osu(_ data: [UInt8]) -> SongFacts {
    var facts = SongFacts()
    var section = ""
    var metadata: [String: String] = [:]
    var keys = ""
    for line in lines(data) {
      if line.hasPrefix("["), line.hasSuffix("]") {
        section = String(line.dropFirst().dropLast())
        continue
      }
      if section == "Events", facts.background.isEmpty {
        let fields = line.split(separator: ",", omittingEmptySubsequences: false)
        if fields.count >= 3, ["0", "Background"].contains(fields[0].trimmingSpaces()) {
          facts.background = unquoted(String(fields[2]))
        }
      } else if section == "Metadata" || section == "Difficulty",
        let colon = line.firstIndex(of: ":")
      {
        let key = line[..<colon].trimmingSpaces()
        let value = line[line.index(after: colon)...].trimmingSpaces()
        if section == "Metadata" {
          metadata[key] = value
        } else if key == "CircleSize" {
          keys = value
        }
      }
    }
    let romanTitle = metadata["Title"] ?? ""
    let romanArtist = metadata["Artist"] ?? ""
    facts.title = nonEmpty(metadata["TitleUnicode"]) ?? romanTitle
    facts.artist = nonEmpty(metadata["ArtistUnicode"]) ?? romanArtist
    facts.titleTranslit = facts.title == romanTitle ? "" : romanTitle
    facts.artistTranslit = facts.artist == romanArtist ? "" : romanArtist
    facts.stepsTypes = ["osu!mania \(keys.isEmpty ? "?" : keys)K"]
    return facts
  }
}
