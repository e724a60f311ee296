import Foundation
import StarlightCore

/// The wall clock (CLOCK_REALTIME), for the break reminder alone: seed 003 takes play time
/// from the wall, so a suspended machine or a long pause counts as the rest it was. Never
/// used for song time, which runs on `PerformanceClock`.
public struct WallClock: MediaClock {
  public init() {}

  public func now() -> Nanoseconds {
    var spec = timespec()
    clock_gettime(CLOCK_REALTIME, &spec)
    return Nanoseconds(spec.tv_sec) * .perSecond + Nanoseconds(spec.tv_nsec)
  }
}
