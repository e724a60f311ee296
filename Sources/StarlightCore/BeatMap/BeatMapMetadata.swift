/// Descriptive fields of a beat map; none of them affect judgement.
public struct BeatMapMetadata: Sendable, Equatable, Codable {
  public var title: String
  public var artist: String
  public var difficulty: String

  public init(title: String, artist: String, difficulty: String) {
    self.title = title
    self.artist = artist
    self.difficulty = difficulty
  }
}
