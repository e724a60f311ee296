import CSDL2
import Logging
import Synchronization

/// How the game asks for scheduling, as desktop audio programs do, and what each of its
/// threads got. A thread calls `raise` on itself as it starts: first SDL's request (which
/// goes through RealtimeKit over D-Bus where it runs, else sets the policy or nice level
/// where the process may), then a real-time policy directly, then a raised nice level.
/// Refused, the game plays on as it is and says so once in the log; `--stats` lists what
/// every thread ended up with.
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
    public let how: String
  }

  private struct State {
    var grants: [Grant] = []
    /// What the log was told about refusals: one line, whichever thread was refused first.
    var refusalsSaid: [String] = []
    /// Whether `reportLimitReached` has said so.
    var limitReported = false
  }

  private let calls: any ThreadPriorityCalls
  private let state = Mutex(State())
  private let logger = Logger(label: "starlight.threads")

  public init(calls: any ThreadPriorityCalls = LinuxThreadPriorityCalls()) {
    self.calls = calls
  }

  /// Makes SDL's time-critical request a real-time one through RealtimeKit (SDL otherwise
  /// only lowers the nice level); set before the audio device opens, so SDL's own audio
  /// thread asks too. Not where the process may set a real-time policy itself: there SDL's
  /// preparation for RealtimeKit would only lower the process's real-time CPU limit to
  /// 100 ms for good (see `LinuxThreadPriorityCalls.sdlRequest`); the game's threads, the
  /// audio thread among them, set the policy directly instead.
  public static func prepareSDL() {
    LinuxThreadPriorityCalls.installGuard()
    guard !LinuxThreadPriorityCalls.maySetRealtimeDirectly() else { return }
    SDL_SetHint(SDL_HINT_THREAD_FORCE_REALTIME_TIME_CRITICAL, "1")
  }

  /// Asks for `wish` for the calling thread, which plays `role`; returns what it got.
  @discardableResult
  public func raise(_ role: ThreadRole, to wish: Wish) -> Grant {
    var refusals: [String] = []
    let grant: Grant
    switch wish {
    case .ordinary:
      grant = Grant(role: role, priority: calls.current(), how: "not asked")
    case .timeCritical, .high:
      grant = request(role, wish: wish, refusals: &refusals)
    }
    if grant.priority.isRealtime { calls.guardRealtime() }
    record(grant, refused: wish != .ordinary && !grant.priority.isRaised)
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
    // A real-time policy set directly first (as root, or with an rtprio limit): SDL's way
    // readies the process for RealtimeKit whatever answers, lowering its real-time CPU
    // limit for good (see `LinuxThreadPriorityCalls.sdlRequest`).
    if wish == .timeCritical {
      let level = ThreadTuning.realtimeLevel(for: role)
      if let refused = calls.setRealtime(level: level) {
        refusals.append("SCHED_RR \(level): \(refused)")
      } else {
        return Grant(role: role, priority: calls.current(), how: "SCHED_RR set directly")
      }
    }
    if let refused = calls.sdlRequest(timeCritical: wish == .timeCritical) {
      refusals.append("SDL: \(refused)")
    } else if calls.current().isRaised {
      return Grant(role: role, priority: calls.current(), how: "through SDL")
    } else {
      refusals.append("SDL: granted nothing")
    }
    let nice = wish == .timeCritical ? ThreadTuning.criticalNice : ThreadTuning.highNice
    if let refused = calls.setNice(nice) {
      refusals.append("nice \(nice): \(refused)")
    } else {
      return Grant(role: role, priority: calls.current(), how: "nice set directly")
    }
    return Grant(
      role: role, priority: calls.current(), how: "refused: " + refusals.joined(separator: "; "))
  }

  private func record(_ grant: Grant, refused: Bool) {
    let line =
      "the \(grant.role.rawValue) thread could not get a raised priority (\(grant.how)); the game plays on at \(grant.priority), and hit sounds may come late while the machine is busy"
    let sayRefusal = state.withLock { state in
      state.grants.append(grant)
      guard refused, state.refusalsSaid.isEmpty else { return false }
      state.refusalsSaid.append(line)
      return true
    }
    if sayRefusal {
      logger.warning("\(line)")
    } else if refused {
      logger.debug("\(grant.role.rawValue) thread: \(grant.priority) (\(grant.how))")
    } else {
      logger.info("\(grant.role.rawValue) thread: \(grant.priority) (\(grant.how))")
    }
  }
}
