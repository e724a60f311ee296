/// Another game's Songs folder found where that game keeps it (StepMania's, osu!'s under
/// Wine), offered to the player and added only if they say so.
public struct FoundSongFolder: Sendable, Equatable, Hashable {
  /// The game's name as the offer says it ("StepMania 5.1").
  public var game: String
  public var path: String

  public init(game: String, path: String) {
    self.game = game
    self.path = path
  }
}
