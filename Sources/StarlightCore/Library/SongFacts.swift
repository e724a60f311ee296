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
    return source.reader.songFacts(data: data)
  }

  // Text helpers the formats' own facts readers share.
  static func lines(_ data: [UInt8]) -> [String] {
    String(decoding: data, as: UTF8.self).split(omittingEmptySubsequences: true) {
      $0 == "\n" || $0 == "\r\n" || $0 == "\r"
    }.map { String($0).trimmingSpaces() }
  }

  static func unquoted(_ text: String) -> String {
    let trimmed = text.trimmingSpaces()
    guard trimmed.count >= 2, trimmed.first == "\"" || trimmed.first == "'",
      trimmed.last == trimmed.first
    else { return trimmed }
    return String(trimmed.dropFirst().dropLast())
  }

  static func nonEmpty(_ text: String?) -> String? {
    guard let text, !text.isEmpty else { return nil }
    return text
  }
}
