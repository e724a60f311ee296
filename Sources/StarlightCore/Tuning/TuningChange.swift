/// The tuning that takes effect at one instant of an attempt (chapter time, a song's time
/// for Chapter 4, after the audio offset like every action): the dev overlay's edit, as a
/// replay records it so re-simulation judges each press under the values then in force.
public struct TuningChange: Sendable, Equatable {
  public var time: Nanoseconds
  public var tuning: Tuning

  public init(time: Nanoseconds, tuning: Tuning) {
    self.time = time
    self.tuning = tuning
  }
}
