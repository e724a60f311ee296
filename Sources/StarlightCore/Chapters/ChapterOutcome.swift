/// Where an attempt at a chapter stands.
public enum ChapterOutcome: String, Sendable, Equatable, Codable {
  case playing
  case cleared
  case failed
}
