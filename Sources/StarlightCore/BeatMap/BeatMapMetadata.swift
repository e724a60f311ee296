/// Descriptive fields of a beat map; none of them affect judgement.
public struct BeatMapMetadata: Sendable, Equatable, Codable {
  public var title: String
  public var artist: String
  /// The chart's difficulty name ("Hard", "Expert", an osu! version name...).
  public var difficulty: String
  /// Where a song-select preview would start playing the audio, if the map says.
  public var previewStart: Nanoseconds?

  public init(
    title: String, artist: String, difficulty: String, previewStart: Nanoseconds? = nil
  ) {
    self.title = title
    self.artist = artist
    self.difficulty = difficulty
    self.previewStart = previewStart
  }
}
