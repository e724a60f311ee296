/// An effect of the calibration scene and the media instant it belongs to: the scene hands
/// each click to the interpreter at its beat's own instant, not the frame's.
public struct CalibrationCue: Sendable, Equatable {
  public let effect: GameEffect
  public let time: Nanoseconds

  public init(effect: GameEffect, time: Nanoseconds) {
    self.effect = effect
    self.time = time
  }
}
