import StarlightCore

/// The scheduling the game asks for when SDL's own request is refused.
public enum ThreadTuning {
  /// The real-time level the judging thread asks for directly: above ordinary programs
  /// and drawing, below the sound server's and the kernel's own real-time threads (which
  /// RealtimeKit hands out up to 20 to, PipeWire's data thread at 88).
  public static let realtimeLevel: Int32 = 10
  /// The audio thread's: above judging (a buffer it misses is a gap for every sound).
  public static let audioRealtimeLevel: Int32 = 12

  /// The real-time level `role` asks for (directly, or of RealtimeKit, which caps it).
  public static func realtimeLevel(for role: ThreadRole) -> Int32 {
    role == .audio ? audioRealtimeLevel : realtimeLevel
  }
  /// The longest a request to RealtimeKit waits for its answer: a bound for a bus or a
  /// service that hangs (it answers in about a millisecond), so a thread's start never stalls.
  public static let realtimeKitReplyTimeout = Nanoseconds.milliseconds(1000)
  /// The soft real-time CPU limit (`RLIMIT_RTTIME`) is the hard one RealtimeKit demands divided
  /// by this: the SIGXCPU guard then acts at half of it, well before the kernel's SIGKILL at
  /// the hard limit (SDL's 100 ms soft, 200 ms hard).
  public static let realtimeCPUSoftDivisor: Int64 = 2
  /// The nice level asked for when no real-time policy is allowed: what kept every hit
  /// sound on time under four busy processes when the game was started with `nice -n -15`.
  public static let criticalNice: Int32 = -15
  /// The longest the judging thread sleeps with nothing due and no input: a rumble
  /// pattern's envelope goes out at 100 Hz, and a device coming back, a song decoded in
  /// the background or `--quit-after` is noticed within it.
  public static let judgingLongestSleep = Nanoseconds.milliseconds(10)
  /// How often a real-time thread under a real-time CPU limit tries the world lock while
  /// another holds it (`PriorityInheritingLock.withLockPolling`): a frame holds it for about
  /// half a millisecond.
  public static let lockRetry = 100 * Nanoseconds.perMicrosecond
  /// An input reader's nice level: ahead of ordinary programs, behind the judging thread.
  public static let highNice: Int32 = -10
}
