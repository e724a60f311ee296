import CSDL2
import StarlightHaptics

/// Plays one envelope on a connected pad from start to end, outside the game: the command
/// line's `haptics play`. Starts only SDL's controller subsystem (no window, no audio) and
/// steps a `HapticManager` on the media clock until the envelope is over.
public enum RumblePreview {
  public enum Outcome: Sendable, Equatable {
    /// SDL's controller subsystem could not start; the message is SDL's.
    case unavailable(String)
    /// No connected game controller has rumble motors.
    case noController
    /// Played to the end on `controller`; `updates` commands were sent over `duration`.
    case played(controller: String, updates: Int, duration: Int64)
    /// The pad was unplugged before the envelope was over.
    case unplugged(controller: String)
  }

  /// Time for pads that the system reports a moment after SDL starts.
  private static let discoveryNanoseconds: Int64 = 300_000_000
  /// Loop period, as in the game: the manager sends at most every 10 ms anyway.
  private static let pollIntervalMs: UInt32 = 1
  private static let subsystems = UInt32(SDL_INIT_GAMECONTROLLER)

  public static func play(_ envelope: HapticEnvelope) -> Outcome {
    guard SDL_InitSubSystem(subsystems) == 0 else {
      return .unavailable(String(cString: SDL_GetError()))
    }
    defer { SDL_QuitSubSystem(subsystems) }
    let clock = PerformanceClock()
    let manager = HapticManager(library: nil)
    defer { manager.shutdown() }

    let discoveryEnd = clock.now() + discoveryNanoseconds
    while !manager.hasTarget && clock.now() < discoveryEnd {
      pump(into: manager)
      SDL_Delay(pollIntervalMs)
    }
    guard let controller = manager.targetName else {
      return .noController
    }

    let start = clock.now()
    // One tick past the end so the final "off" sample is sent by the schedule itself.
    let end = start + Int64(envelope.durationMs + max(envelope.tickMs, 1)) * 1_000_000
    manager.play(envelope)
    var now = start
    while now < end {
      pump(into: manager)
      manager.update(now: now)
      SDL_Delay(pollIntervalMs)
      now = clock.now()
    }
    manager.stopAll()
    guard manager.hasTarget else {
      return .unplugged(controller: controller)
    }
    return .played(controller: controller, updates: manager.sentCount, duration: now - start)
  }

  private static func pump(into manager: HapticManager) {
    var event = SDL_Event()
    while SDL_PollEvent(&event) != 0 {
      manager.handle(event)
    }
  }
}
