/// What a pad's motors should do and when to tell it, with no SDL in it, so every decision can
/// be tested with plain numbers. `HapticManager` in the platform layer owns one and sends what
/// it returns.
///
/// - **Fire and forget.** `start` queues a rendered envelope. It begins at the next `update`
///   (the game loop's media-clock time, integer nanoseconds), plays to its end and is dropped.
/// - **Overlapping patterns** combine per motor by taking the maximum, the same rule the
///   renderer uses for overlapping events inside one pattern (`MotorLevels.combined`): two
///   thuds at once feel like one thud rather than a doubled one clipped at full strength, and
///   a quiet pattern never makes a strong one feel stronger.
/// - **Change detection.** A command is returned only when the levels, on SDL's 16-bit scale,
///   differ from the last ones sent; floating-point noise below one step never causes a send.
/// - **Rate limit.** At most one command per `sendSlotNanoseconds` slot of the media clock:
///   at most 100 a second. Slots rather than a minimum gap since the last send, because with
///   a gap each send would slip later by up to one loop iteration and the slips would add up
///   until samples of a 10 ms envelope were skipped; against a fixed grid every 10 ms sample
///   still gets through, at most one loop iteration late. A change in a slot that has
///   already been used waits for the next slot, which sends the levels current then.
/// - **Lease.** A command that is not "off" tells the pad to stop by itself after
///   `leaseMilliseconds`, so a game that hangs never leaves a pad buzzing. Levels held unchanged
///   for `leaseRefreshNanoseconds` are sent again to renew the lease; this is the only time a
///   value is sent unchanged (SDL passes it to the device only as a new timeout).
/// - **Stop** is immediate: `stop()` clears every pattern and returns "off" at once, outside
///   the rate limit, because pause, focus loss and quit must not leave a motor running.
public struct RumbleScheduler: Sendable {
  /// 10 ms: at most 100 rumble updates a second, the design's ceiling (and the renderer's tick).
  public static let sendSlotNanoseconds: Int64 = 10_000_000
  /// How long a pad keeps the last levels it was sent if the game stops sending.
  public static let leaseMilliseconds: UInt32 = 1_000
  /// Held levels are renewed when half the lease is gone, well before the pad times out.
  public static let leaseRefreshNanoseconds: Int64 = 500_000_000
  /// Patterns playing at once; past this the oldest is dropped (it is nearly over anyway),
  /// so a burst of cues can never grow the list without bound.
  public static let maximumVoices = 16

  private static let nanosecondsPerMillisecond: Int64 = 1_000_000

  private struct Voice: Sendable {
    var envelope: HapticEnvelope
    /// Nil until the first update after `start`.
    var startNanoseconds: Int64?
    /// The caller's name for it, to stop it early (a charge let go of).
    var handle: Int?
  }

  private var voices: [Voice] = []
  /// What the pad was last told; a pad is taken to be off until told otherwise.
  public private(set) var lastSent = RumbleCommand.off
  private var lastSendNanoseconds: Int64?

  public init() {}

  /// Patterns playing or waiting for their first update.
  public var activeCount: Int {
    voices.count
  }

  /// Queues `envelope` to begin at the next `update`.
  public mutating func start(_ envelope: HapticEnvelope, handle: Int? = nil) {
    voices.append(Voice(envelope: envelope, startNanoseconds: nil, handle: handle))
    if voices.count > Self.maximumVoices {
      voices.removeFirst(voices.count - Self.maximumVoices)
    }
  }

  /// Advances every pattern to `now` and returns the command to send, or nil when nothing
  /// needs sending (unchanged, or this rate-limit slot is used).
  public mutating func update(now: Int64) -> RumbleCommand? {
    let wanted = RumbleCommand(levels: advance(to: now), durationMs: Self.leaseMilliseconds)
    guard shouldSend(wanted, now: now) else {
      return nil
    }
    lastSent = wanted
    lastSendNanoseconds = now
    return wanted
  }

  /// Drops the patterns started with `handle`; the next update sends the levels without them.
  public mutating func stop(handle: Int) {
    voices.removeAll { $0.handle == handle }
  }

  /// Clears every pattern; returns "off" when the pad may still be rumbling, else nil.
  public mutating func stop() -> RumbleCommand? {
    voices.removeAll()
    guard !lastSent.isOff else {
      return nil
    }
    lastSent = .off
    return .off
  }

  /// The rumble goes to another pad from now on (or to none). The new one is taken to be
  /// off, so the next update sends it the current levels; patterns play on undisturbed.
  public mutating func deviceChanged() {
    lastSent = .off
    lastSendNanoseconds = nil
  }

  // MARK: - Decisions

  /// Pins queued patterns to `now`, drops finished ones and combines the rest.
  private mutating func advance(to now: Int64) -> MotorLevels {
    var combined = MotorLevels.silent
    var playing: [Voice] = []
    playing.reserveCapacity(voices.count)
    for var voice in voices {
      let start = voice.startNanoseconds ?? now
      voice.startNanoseconds = start
      guard let elapsedMs = Self.elapsedMilliseconds(from: start, to: now) else {
        // The clock went backwards past the start (a new clock): start over from now.
        voice.startNanoseconds = now
        combined = combined.combined(with: voice.envelope.levels(atMs: 0))
        playing.append(voice)
        continue
      }
      if Self.isFinished(voice.envelope, atMs: elapsedMs) {
        continue
      }
      combined = combined.combined(with: voice.envelope.levels(atMs: elapsedMs))
      playing.append(voice)
    }
    voices = playing
    return combined
  }

  private func shouldSend(_ wanted: RumbleCommand, now: Int64) -> Bool {
    if wanted.sameLevels(as: lastSent) {
      guard !wanted.isOff, let last = lastSendNanoseconds,
        Self.nanoseconds(from: last, to: now) >= Self.leaseRefreshNanoseconds
      else {
        return false
      }
    }
    guard let last = lastSendNanoseconds else {
      return true
    }
    // A clock that went backwards counts as a new slot rather than blocking sends.
    return now < last || Self.slot(of: now) != Self.slot(of: last)
  }

  // MARK: - Overflow-safe time arithmetic

  /// Whole milliseconds from `start` to `now`, or nil when `now` is before `start`.
  private static func elapsedMilliseconds(from start: Int64, to now: Int64) -> Int? {
    guard now >= start else {
      return nil
    }
    return Int(nanoseconds(from: start, to: now) / nanosecondsPerMillisecond)
  }

  /// `now - start`, saturated rather than trapping on overflow.
  private static func nanoseconds(from start: Int64, to now: Int64) -> Int64 {
    let (difference, overflowed) = now.subtractingReportingOverflow(start)
    guard !overflowed else {
      return now >= start ? .max : .min
    }
    return difference
  }

  /// Past the end: the last sample holds one tick, then the envelope is silent for good.
  private static func isFinished(_ envelope: HapticEnvelope, atMs elapsedMs: Int) -> Bool {
    let (sinceEnd, overflowed) = elapsedMs.subtractingReportingOverflow(envelope.durationMs)
    return overflowed ? envelope.durationMs < 0 : sinceEnd >= max(envelope.tickMs, 1)
  }

  /// The 10 ms slot `time` falls in, rounding towards minus infinity.
  private static func slot(of time: Int64) -> Int64 {
    let quotient = time / sendSlotNanoseconds
    return time % sendSlotNanoseconds < 0 ? quotient - 1 : quotient
  }
}
