/// Descriptive fields of a beat map. Only `origin` and `overallDifficulty` reach judgement, and
/// only through the judge an attempt chooses (which records the values it used).
public struct BeatMapMetadata: Sendable, Equatable, Codable {
  public var title: String
  public var artist: String
  /// The chart's difficulty name ("Hard", "Expert", an osu! version name...).
  public var difficulty: String
  /// Where a song-select preview would start playing the audio, if the map says.
  public var previewStart: Nanoseconds?
  /// The game the chart was made for: it picks the judge a chart gets by default.
  public var origin: ChartOrigin
  /// An osu! chart's OD (`OverallDifficulty`), from which osu!'s judges make their windows.
  public var overallDifficulty: Double?

  public init(
    title: String, artist: String, difficulty: String, previewStart: Nanoseconds? = nil,
    origin: ChartOrigin = .starlight, overallDifficulty: Double? = nil
  ) {
    self.origin = origin
    self.overallDifficulty = overallDifficulty
    self.title = title
    self.artist = artist
    self.difficulty = difficulty
    self.previewStart = previewStart
  }

  private enum CodingKeys: String, CodingKey {
    case title, artist, difficulty, previewStart, origin, overallDifficulty
  }

  /// Metadata saved before charts had an origin came from this game's own maps.
  public init(from decoder: any Decoder) throws {
    let values = try decoder.container(keyedBy: CodingKeys.self)
    self.init(
      title: try values.decode(String.self, forKey: .title),
      artist: try values.decode(String.self, forKey: .artist),
      difficulty: try values.decode(String.self, forKey: .difficulty),
      previewStart: try values.decodeIfPresent(Nanoseconds.self, forKey: .previewStart),
      origin: try values.decodeIfPresent(ChartOrigin.self, forKey: .origin) ?? .starlight,
      overallDifficulty: try values.decodeIfPresent(Double.self, forKey: .overallDifficulty))
  }
}

/// The game a chart was written for, by the name beat map JSON stores. Open, not an enum:
/// each chart format's folder names its own game (`ChartFormat.origin`), and the judge a
/// game's charts get by default comes from the format registry.
public struct ChartOrigin: RawRepresentable, Sendable, Hashable, Codable {
  public let rawValue: String

  public init(rawValue: String) { self.rawValue = rawValue }

  /// This game's own beat maps.
  public static let starlight = ChartOrigin(rawValue: "starlight")
}
