/// What RealtimeKit hands out, read from its properties before asking: a request above these
/// is refused outright.
public struct RealtimeKitLimits: Sendable, Equatable {
  /// The highest real-time level it grants (`MaxRealtimePriority`; 20 by default).
  public let maxRealtimePriority: Int32
  /// The largest hard `RLIMIT_RTTIME` a client may have, in microseconds (`RTTimeUSecMax`;
  /// 200 000 by default): it refuses a process whose limit is higher or unlimited.
  public let realtimeCPUMicroseconds: Int64
  /// The lowest nice level it grants (`MinNiceLevel`; -15 by default).
  public let minNiceLevel: Int32

  public init(maxRealtimePriority: Int32, realtimeCPUMicroseconds: Int64, minNiceLevel: Int32) {
    self.maxRealtimePriority = maxRealtimePriority
    self.realtimeCPUMicroseconds = realtimeCPUMicroseconds
    self.minNiceLevel = minNiceLevel
  }
}

/// Why RealtimeKit did not grant a request: its own error, or no bus or no service to ask.
public struct RealtimeKitRefusal: Error, Sendable, Equatable, CustomStringConvertible {
  public let reason: String

  public init(_ reason: String) {
    self.reason = reason
  }

  public var description: String { reason }
}

/// The requests the game makes of RealtimeKit (`org.freedesktop.RealtimeKit1`), the D-Bus
/// service through which desktops hand real time to ordinary users; behind a protocol so the
/// scheduling policy (`ThreadPriorities`) can be tested with an answer of its own choosing.
public protocol RealtimeKitRequests: Sendable {
  /// Its limits (read once per process by the caller).
  func limits() -> Result<RealtimeKitLimits, RealtimeKitRefusal>
  /// Asks for `SCHED_RR` at `priority` for thread `thread` of this process; nil when granted.
  func makeThreadRealtime(thread: Int32, priority: Int32) -> RealtimeKitRefusal?
  /// Asks for nice level `nice` for thread `thread` of this process; nil when granted.
  func makeThreadHighPriority(thread: Int32, nice: Int32) -> RealtimeKitRefusal?
}
