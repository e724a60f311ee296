import Logging
import Synchronization

/// How the game asks for scheduling, as desktop audio programs do, and what each of its
/// threads got. A thread calls `raise` on itself as it starts: a real-time policy set directly
/// where the process may (root, or an rtprio limit as audio groups grant), else asked of
/// RealtimeKit over D-Bus (as desktops hand it to ordinary users), else a raised nice level,
/// set directly or through RealtimeKit. Refused, the game plays on as it is and says so once
/// in the log; `--stats` lists what every thread ended up with and which way.
public final class ThreadPriorities: Sendable {
  /// What a role asks for.
  public enum Wish: Sendable, Equatable {
    /// Real time where allowed (judging: late hit sounds otherwise).
    case timeCritical
    /// More CPU than ordinary programs, not real time (input readers).
    case high
    /// Whatever the process has (drawing: it may wait; nothing is late because of it).
    case ordinary
  }

  /// The outcome of one thread's request.
  public struct Grant: Sendable, Equatable {
    public let role: ThreadRole
    public let priority: ThreadPriority
    /// How it was obtained, or why it was not (the refusals, in order).
    public internal(set) var how: String
  }

  private struct State {
    var grants: [Grant] = []
    /// What the log was told about refusals: one line, whichever thread was refused first.
    var refusalsSaid: [String] = []
    /// Whether `reportLimitReached` has said so.
    var limitReported = false
    /// RealtimeKit's limits, or why they could not be read: asked once per process.
    var realtimeKitLimits: Result<RealtimeKitLimits, RealtimeKitRefusal>?
  }

  private let calls: any ThreadPriorityCalls
  private let realtimeKit: any RealtimeKitRequests
  private let state = Mutex(State())
  private let cpuLimitLowered = Atomic(false)

  /// Whether the process's real-time CPU is limited (`RLIMIT_RTTIME`, lowered for
  /// RealtimeKit): then a real-time thread must not queue on a lock an ordinary thread
  /// holds (`PriorityInheritingLock.withLockPolling`).
  public var realtimeCPULimited: Bool { cpuLimitLowered.load(ordering: .acquiring) }
  private let logger = Logger(label: "starlight.threads")

  /// `realtimeKit`: the system bus's RealtimeKit unless a test brings its own.
  public init(
    calls: any ThreadPriorityCalls = LinuxThreadPriorityCalls(),
    realtimeKit: any RealtimeKitRequests = RealtimeKitClient()
  ) {
    self.calls = calls
    self.realtimeKit = realtimeKit
  }

  /// Installs the SIGXCPU guard (`CThreadGuard`) before any thread asks for real time.
  public static func prepare() {
    LinuxThreadPriorityCalls.installGuard()
  }

  /// Asks for `wish` for the calling thread, which plays `role`; returns what it got.
  /// `keepingRealtime`: a thread that runs real-time already (another library's, as
  /// PipeWire's data thread that fills the game's stream) keeps its level, since asking
  /// again could only lower it.
  @discardableResult
  public func raise(_ role: ThreadRole, to wish: Wish, keepingRealtime: Bool = false) -> Grant {
    var refusals: [String] = []
    let grant: Grant
    switch wish {
    case .ordinary:
      grant = Grant(role: role, priority: calls.current(), how: "not asked")
    case .timeCritical, .high:
      let current = calls.current()
      grant =
        keepingRealtime && current.isRealtime
        ? Grant(role: role, priority: current, how: "real time already, kept")
        : request(role, wish: wish, refusals: &refusals)
    }
    if grant.priority.isRealtime {
      calls.guardRealtime()
      // A limit the process was started under (`prlimit --rttime`, a desktop's) counts too.
      if LinuxThreadPriorityCalls.realtimeCPUIsLimited {
        cpuLimitLowered.store(true, ordering: .releasing)
      }
    }
    // Short of the wish: real time for a time-critical thread, a raised level for the rest.
    let short =
      wish == .timeCritical ? !grant.priority.isRealtime : wish == .high && !grant.priority.isRaised
    record(grant, short: short)
    return grant
  }

  /// Says once, in the log, that the kernel's real-time CPU limit was reached and the
  /// real-time threads went back to the ordinary policy (`CThreadGuard`); the judging loop
  /// asks between steps. True when it said so now.
  @discardableResult
  public func reportLimitReached() -> Bool {
    guard calls.realtimeLimitDrops() > 0 else { return false }
    let first = state.withLock { state in
      defer { state.limitReported = true }
      return !state.limitReported
    }
    if first {
      logger.warning(
        "a real-time thread ran past the kernel's limit on real-time CPU time without a pause (RLIMIT_RTTIME); the judging and audio threads went back to the ordinary policy so the game goes on, and hit sounds may come late while the machine is busy"
      )
    }
    return first
  }

  /// The refusal lines written to the log (at most one).
  public var refusalsSaid: [String] { state.withLock { $0.refusalsSaid } }

  /// Every thread's grant so far, in the order they were made.
  public var grants: [Grant] { state.withLock { $0.grants } }

  /// One line for `--stats`: each role and what it got.
  public var summary: String {
    let parts = grants.map { "\($0.role.rawValue) \($0.priority) (\($0.how))" }
    let dropped =
      calls.realtimeLimitDrops() > 0
      ? "; real time given up at the kernel's real-time CPU limit" : ""
    return "thread priorities: " + (parts.isEmpty ? "none recorded" : parts.joined(separator: "; "))
      + dropped
  }

  private func request(_ role: ThreadRole, wish: Wish, refusals: inout [String]) -> Grant {
    if wish == .timeCritical {
      if let grant = realtimeDirectly(role, refusals: &refusals) { return grant }
      if let grant = realtimeFromRealtimeKit(role, refusals: &refusals) { return grant }
    }
    let nice = wish == .timeCritical ? ThreadTuning.criticalNice : ThreadTuning.highNice
    // Real time refused, a nice level granted: the reasons stay in `how` for `--stats`.
    let after = refusals.isEmpty ? "" : "; real time refused: " + refusals.joined(separator: "; ")
    if let refused = calls.setNice(nice) {
      refusals.append("nice \(nice): \(refused)")
    } else {
      return Grant(role: role, priority: calls.current(), how: "set directly" + after)
    }
    if var grant = niceFromRealtimeKit(role, nice: nice, wish: wish, refusals: &refusals) {
      grant.how += after
      return grant
    }
    return Grant(
      role: role, priority: calls.current(), how: "refused: " + refusals.joined(separator: "; "))
  }

  /// Where the process may set a real-time policy itself: privileged (at the role's level),
  /// or under an rtprio limit (at most the limit's level). This way first: RealtimeKit's
  /// demands a lowered real-time CPU limit for the whole process.
  private func realtimeDirectly(_ role: ThreadRole, refusals: inout [String]) -> Grant? {
    let wanted = ThreadTuning.realtimeLevel(for: role)
    let allowed = calls.realtimePriorityLimit()
    let level = allowed > 0 ? min(wanted, allowed) : wanted
    if let refused = calls.setRealtime(level: level) {
      refusals.append("SCHED_RR \(level): \(refused) (rtprio limit \(allowed))")
      return nil
    }
    let how = allowed > 0 ? "from rtprio limit \(allowed)" : "set directly"
    return Grant(role: role, priority: calls.current(), how: how)
  }

  /// RealtimeKit's way: its limits read first, the process's `RLIMIT_RTTIME` lowered to what
  /// it demands, then the request at the role's level (at most its maximum).
  private func realtimeFromRealtimeKit(_ role: ThreadRole, refusals: inout [String]) -> Grant? {
    let limits: RealtimeKitLimits
    switch realtimeKitLimits() {
    case .failure(let refusal):
      refusals.append("RealtimeKit: \(refusal)")
      return nil
    case .success(let found): limits = found
    }
    let level = min(ThreadTuning.realtimeLevel(for: role), limits.maxRealtimePriority)
    guard level >= 1 else {
      refusals.append("RealtimeKit: no real-time level (maximum \(limits.maxRealtimePriority))")
      return nil
    }
    let microseconds = limits.realtimeCPUMicroseconds
    if let refused = calls.limitRealtimeCPU(toAtMost: microseconds) {
      refusals.append("RLIMIT_RTTIME \(microseconds) µs: \(refused)")
      return nil
    }
    cpuLimitLowered.store(true, ordering: .releasing)
    return granted(
      role, asked: "RealtimeKit SCHED_RR \(level)",
      refusal: realtimeKit.makeThreadRealtime(thread: calls.threadID(), priority: level),
      holds: \.isRealtime, refusals: &refusals)
  }

  /// A nice level through RealtimeKit (at least its minimum); its refusal to answer at all
  /// is already among the reasons when real time was asked of it first.
  private func niceFromRealtimeKit(
    _ role: ThreadRole, nice: Int32, wish: Wish, refusals: inout [String]
  ) -> Grant? {
    let limits: RealtimeKitLimits
    switch realtimeKitLimits() {
    case .failure(let refusal):
      if wish != .timeCritical { refusals.append("RealtimeKit: \(refusal)") }
      return nil
    case .success(let found): limits = found
    }
    let level = max(nice, limits.minNiceLevel)
    return granted(
      role, asked: "RealtimeKit nice \(level)",
      refusal: realtimeKit.makeThreadHighPriority(thread: calls.threadID(), nice: level),
      holds: \.isRaised, refusals: &refusals)
  }

  /// RealtimeKit's answer to what was `asked`, checked against what the thread has now (the
  /// daemon may answer yes and the kernel still show otherwise).
  private func granted(
    _ role: ThreadRole, asked: String, refusal: RealtimeKitRefusal?,
    holds: (ThreadPriority) -> Bool, refusals: inout [String]
  ) -> Grant? {
    if let refusal {
      refusals.append("\(asked): \(refusal)")
      return nil
    }
    let now = calls.current()
    guard holds(now) else {
      refusals.append("\(asked): granted, but the thread has \(now)")
      return nil
    }
    return Grant(role: role, priority: now, how: "from RealtimeKit")
  }

  /// RealtimeKit's limits, asked of it once (two threads asking at once may both ask).
  private func realtimeKitLimits() -> Result<RealtimeKitLimits, RealtimeKitRefusal> {
    if let known = state.withLock({ $0.realtimeKitLimits }) { return known }
    let found = realtimeKit.limits()
    state.withLock { $0.realtimeKitLimits = found }
    return found
  }

  private func record(_ grant: Grant, short: Bool) {
    let wanted = grant.priority.isRaised ? "real time" : "a raised priority"
    let line =
      "the \(grant.role.rawValue) thread could not get \(wanted) (\(grant.how)); the game plays on at \(grant.priority), and hit sounds may come late while the machine is busy"
    let sayRefusal = state.withLock { state in
      state.grants.append(grant)
      guard short, state.refusalsSaid.isEmpty else { return false }
      state.refusalsSaid.append(line)
      return true
    }
    if sayRefusal {
      logger.warning("\(line)")
    } else if short {
      logger.debug("\(grant.role.rawValue) thread: \(grant.priority) (\(grant.how))")
    } else {
      logger.info("\(grant.role.rawValue) thread: \(grant.priority) (\(grant.how))")
    }
  }
}
