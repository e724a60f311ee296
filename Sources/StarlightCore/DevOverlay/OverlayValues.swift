/// Everything the dev overlay edits: the tuning, which the session puts in force and a
/// replay records, and the player's offsets, which the settings keep.
public struct OverlayValues: Sendable, Equatable {
  public var tuning: Tuning
  public var offsets: PlayerOffsets

  public init(tuning: Tuning, offsets: PlayerOffsets = PlayerOffsets()) {
    self.tuning = tuning
    self.offsets = offsets
  }

  /// The default tuning, no offsets.
  public static let defaults = OverlayValues(tuning: .defaults)
}
