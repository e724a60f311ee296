import Testing

@testable import StarlightCore

/// A press's stamp from the display server's millisecond time of its event, worked out by
/// hand: the server's clock reads 5,000.300 ms at the pump, the game's 80,000.000 ms.
@Suite struct ServerInputTimeTests {
  let serverNow = Nanoseconds(5_000_300_000)
  let pumped = Nanoseconds.milliseconds(80_000)

  @Test func aPressPumpedLateIsStampedAtTheMiddleOfTheServersMillisecond() {
    // The server stamped 4,977 ms: its millisecond began 23.3 ms before the pump, so the
    // press came about 22.8 ms before it.
    let stamp = ServerInputTime.stamp(
      eventMilliseconds: 4_977, serverClockNow: serverNow, pumpedAt: pumped)
    #expect(stamp == pumped - 23_300_000 + 500_000)
  }

  @Test func aPressPumpedAtOnceKeepsThePumpsStamp() {
    // The server's millisecond began 0.3 ms ago: its middle is after the pump, which the
    // press cannot be.
    let stamp = ServerInputTime.stamp(
      eventMilliseconds: 5_000, serverClockNow: serverNow, pumpedAt: pumped)
    #expect(stamp == pumped)
  }

  @Test func theServersMillisecondsWrapAfter49Days() {
    // 2^32 ms after the clock's start the server's count starts again from 0.
    let wrapped = Nanoseconds(UInt64(UInt32.max) + 1) * Nanoseconds.perMillisecond
    let now = wrapped + 2_000_000  // 2 ms after the wrap
    let stamp = ServerInputTime.stamp(
      eventMilliseconds: UInt32.max - 2, serverClockNow: now, pumpedAt: pumped)
    // UInt32.max - 2 is 3 ms before the wrap: 5 ms before the pump, less half a millisecond.
    #expect(stamp == pumped - 5_000_000 + 500_000)
  }

  @Test func aTimeFromAnotherClockLeavesThePumpsStamp() {
    // In the future, or more than a second old: a remote display's clock, not ours.
    for milliseconds: UInt32 in [5_010, 3_000, 1] {
      let stamp = ServerInputTime.stamp(
        eventMilliseconds: milliseconds, serverClockNow: serverNow, pumpedAt: pumped)
      #expect(stamp == pumped, "server time \(milliseconds)")
    }
  }
}
