/// The scheduling a thread of the game runs with, as read back from the kernel after asking
/// (what was asked for and what was granted can differ: RealtimeKit caps levels, a nice
/// level may be refused while a real-time policy is not).
public enum ThreadPriority: Sendable, Equatable, CustomStringConvertible {
  /// A real-time policy (`SCHED_RR` or `SCHED_FIFO`) at this level (1...99).
  case realtime(policy: String, level: Int32)
  /// The ordinary time-sharing policy at this nice level (negative: more CPU).
  case timeSharing(nice: Int32)

  public var description: String {
    switch self {
    case .realtime(let policy, let level): "\(policy) \(level)"
    case .timeSharing(let nice) where nice == 0: "normal (nice 0)"
    case .timeSharing(let nice): "nice \(nice)"
    }
  }

  /// Whether this is a real-time policy.
  public var isRealtime: Bool {
    if case .realtime = self { true } else { false }
  }

  /// Whether this beats the ordinary scheduling every other process gets.
  public var isRaised: Bool {
    switch self {
    case .realtime: true
    case .timeSharing(let nice): nice < 0
    }
  }
}

/// The game's threads, named in the log and in `--stats`.
public enum ThreadRole: String, Sendable, CaseIterable {
  /// Judges presses and hands their sounds to the audio thread; never draws.
  case judging
  /// Draws and presents frames; owns the renderer (see `DrawingThread`).
  case drawing
  /// The window's thread: pumps SDL's events (SDL wants them pumped on the thread that made
  /// the window), so SDL's presses are stamped while a frame is drawn.
  case events
  /// SDL_mixer's callback thread, which mixes every buffer.
  case audio
  /// Reads gamepads (and opted-in keyboards) straight from their evdev devices.
  case evdev
}
