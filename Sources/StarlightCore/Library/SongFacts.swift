import Foundation

/// A chart file's song-level facts the song list shows and the chart importers do not need:
/// the transliterated names, the art it names, `#DISPLAYBPM`, and each chart's steps type.
/// Read from the file's bytes on their own, so the importers stay about notes and timing.
public struct SongFacts: Sendable, Equatable {
  /// The title and artist in their own script (StepMania's `#TITLE`, osu!'s `TitleUnicode`).
  public var title = ""
  public var artist = ""
  /// The transliteration (`#TITLETRANSLIT`; osu!'s romanised `Title`), empty when none.
  public var titleTranslit = ""
  public var artistTranslit = ""
  /// Art files as named in the chart, relative to it.
  public var banner = ""
  public var background = ""
  /// `#DISPLAYBPM` as written, colons kept ("120:180"); empty when none.
  public var displayBPMTag = ""
  /// Each chart's steps type by index (StepMania; one entry for the other formats).
  public var stepsTypes: [String] = []

  public init() {}

  public static func read(data: [UInt8], format: LibraryChartFormat) -> SongFacts {
    guard case .imported(let source) = format else {
      // The game's own maps: their names come from their metadata, as they are.
      var facts = SongFacts()
      facts.stepsTypes = ["StarlightSync"]
      return facts
    }
    switch source {
    case .stepMania, .stepManiaSSC: return stepMania(data, isSSC: source == .stepManiaSSC)
    case .osu: return osu(data)
    case .quaver: return quaver(data)
    }
  }

  private static func stepMania(_ data: [UInt8], isSSC: Bool) -> SongFacts {
    let file = MSDFile(data)
    var facts = SongFacts()
    var jacket = ""
    for value in file.values {
      let tag = file.tag(value)
      let text = file.param(value, 1).trimmingSpaces()
      // Song tags come before the first chart; a chart's own tags of the same name in an
      // `.ssc` do not replace them.
      if tag == "NOTEDATA" || tag == "NOTES" { break }
      switch tag {
      case "TITLE": facts.title = text
      case "ARTIST": facts.artist = text
      case "TITLETRANSLIT": facts.titleTranslit = text
      case "ARTISTTRANSLIT": facts.artistTranslit = text
      case "BANNER": facts.banner = text
      case "BACKGROUND": facts.background = text
      case "JACKET": jacket = text
      case "DISPLAYBPM":
        facts.displayBPMTag = value.params.dropFirst().map { file.text($0) }.joined(
          separator: ":"
        ).trimmingSpaces()
      default: break
      }
    }
    // A jacket is square art of the song: the list shows it where there is no banner.
    if facts.banner.isEmpty { facts.banner = jacket }
    facts.stepsTypes = StepManiaSong(file: file, isSSC: isSSC).charts.map(\.stepsType)
    return facts
  }

  /// `[Metadata]` keys and the background event of `[Events]` (`0,0,"bg.jpg",0,0`).
  private static func osu(_ data: [UInt8]) -> SongFacts {
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

  /// Quaver's top-level `BackgroundFile:` and `BannerFile:` (plain YAML scalars).
  private static func quaver(_ data: [UInt8]) -> SongFacts {
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

  private static func lines(_ data: [UInt8]) -> [String] {
    String(decoding: data, as: UTF8.self).split(omittingEmptySubsequences: true) {
      $0 == "\n" || $0 == "\r\n" || $0 == "\r"
    }.map { String($0).trimmingSpaces() }
  }

  private static func unquoted(_ text: String) -> String {
    let trimmed = text.trimmingSpaces()
    guard trimmed.count >= 2, trimmed.first == "\"" || trimmed.first == "'",
      trimmed.last == trimmed.first
    else { return trimmed }
    return String(trimmed.dropFirst().dropLast())
  }

  private static func nonEmpty(_ text: String?) -> String? {
    guard let text, !text.isEmpty else { return nil }
    return text
  }
}
