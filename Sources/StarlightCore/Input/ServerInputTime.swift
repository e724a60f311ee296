/// A press's stamp from the time the display server gave its event, for presses a loaded
/// machine pumps late. X stamps each input event with its own millisecond clock (the
/// server's CLOCK_MONOTONIC, cut to 32 bits); the game's clock is another, so the event's
/// age is read on the server's clock and taken off the game's clock at the same instant.
/// The server saw the press within the millisecond it wrote (the middle of it is taken);
/// the pump is never before the press, so the earlier of the two is the stamp.
public enum ServerInputTime {
  /// An age past this is not the same clock (a remote display, a server clock of its
  /// own): the pump's stamp stands.
  public static let plausibleAge = Nanoseconds.seconds(1)

  /// The stamp of a press pumped at `pumpedAt` (the game's clock) whose event the server
  /// stamped `eventMilliseconds`, with `serverClockNow` the server's clock (CLOCK_MONOTONIC)
  /// read at the pump.
  public static func stamp(
    eventMilliseconds: UInt32, serverClockNow: Nanoseconds, pumpedAt: Nanoseconds
  ) -> Nanoseconds {
    guard let age = age(eventMilliseconds: eventMilliseconds, serverClockNow: serverClockNow)
    else { return pumpedAt }
    let halfMillisecond = Nanoseconds.perMillisecond / 2
    return min(pumpedAt, pumpedAt - age + halfMillisecond)
  }

  /// How long ago the millisecond the server wrote began, or nil when that is in the
  /// future or implausibly long ago.
  static func age(eventMilliseconds: UInt32, serverClockNow: Nanoseconds) -> Nanoseconds? {
    guard serverClockNow >= 0 else { return nil }
    let nowMilliseconds = serverClockNow / Nanoseconds.perMillisecond
    // The 32-bit millisecond count wraps every 49.7 days: the difference is taken in it.
    let elapsed = UInt32(truncatingIfNeeded: nowMilliseconds) &- eventMilliseconds
    let age =
      Nanoseconds(elapsed) * Nanoseconds.perMillisecond + serverClockNow
      % Nanoseconds.perMillisecond
    guard age <= plausibleAge else { return nil }
    return age
  }
}
