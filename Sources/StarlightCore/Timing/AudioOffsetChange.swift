/// The audio offset put in force at one instant of an attempt (judging time: chapter time
/// after the offset that was in force until then), as the dev overlay's edit or its
/// suggestion applied mid-run. Presses are recorded already corrected, so a replay
/// re-simulates without it; it is kept so the run's errors can be read under one offset.
public struct AudioOffsetChange: Sendable, Equatable {
  public var time: Nanoseconds
  public var offset: Nanoseconds

  public init(time: Nanoseconds, offset: Nanoseconds) {
    self.time = time
    self.offset = offset
  }
}
