import CSDL2
import StarlightCore

/// The media clock of live play: SDL's performance counter (CLOCK_MONOTONIC_RAW on
/// Linux), converted to nanoseconds without overflow.
public struct PerformanceClock: MediaClock {
  private let frequency: UInt64

  public init() {
    frequency = max(1, SDL_GetPerformanceFrequency())
  }

  public func now() -> Nanoseconds { nanoseconds(fromCounter: SDL_GetPerformanceCounter()) }

  public func nanoseconds(fromCounter counter: UInt64) -> Nanoseconds {
    let perSecond = UInt64(Nanoseconds.perSecond)
    let whole = counter / frequency
    let remainder = counter % frequency
    return Nanoseconds(whole * perSecond + remainder * perSecond / frequency)
  }
}
