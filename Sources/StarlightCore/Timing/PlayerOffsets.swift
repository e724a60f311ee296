/// The player's own offsets, kept in their settings rather than in the tuning: they belong
/// to the player's speakers and screen, not to the game's rules, so a tuning profile never
/// carries them.
///
/// Signs: the audio offset is how late the player hears the music (every press is taken
/// back by it before judging; see `OffsetSuggestion`); the visual offset is how late the
/// display shows a frame (the views draw that far ahead).
public struct PlayerOffsets: Sendable, Equatable {
  public var audio: Nanoseconds
  public var visual: Nanoseconds

  public init(audio: Nanoseconds = 0, visual: Nanoseconds = 0) {
    self.audio = audio
    self.visual = visual
  }

  /// The widest offset taken: a second covers any output chain (Bluetooth speakers are
  /// about 200 to 300 ms); beyond it a value is a typing slip.
  public static let limit: Nanoseconds = Nanoseconds.perSecond

  /// Why `offsets` cannot be put in force; empty when they can.
  public static func problems(_ offsets: PlayerOffsets) -> [String] {
    var problems: [String] = []
    for (name, value) in [("audio offset", offsets.audio), ("visual offset", offsets.visual)]
    where abs(value) > limit {
      problems.append(
        "\(name) \(TuningField.format(value.milliseconds)) ms is beyond ±\(TuningField.format(limit.milliseconds)) ms"
      )
    }
    return problems
  }
}
