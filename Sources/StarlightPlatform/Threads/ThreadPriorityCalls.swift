import CEvdev
import CSDL2
import CThreadGuard
import Foundation
import Glibc

/// The system calls behind a priority request, behind a protocol so that a test can refuse
/// them all (as an ordinary user without RealtimeKit is refused) and see the game go on.
public protocol ThreadPriorityCalls: Sendable {
  /// SDL's request, which goes through RealtimeKit over D-Bus where it runs and sets the
  /// policy or nice level itself where the process may; nil on success, else SDL's reason.
  func sdlRequest(timeCritical: Bool) -> String?
  /// `sched_setscheduler` on the calling thread; nil on success, else the reason.
  func setRealtime(level: Int32) -> String?
  /// `setpriority` on the calling thread; nil on success, else the reason.
  func setNice(_ nice: Int32) -> String?
  /// What the calling thread has now.
  func current() -> ThreadPriority
  /// Puts the calling thread, just made real-time, under the SIGXCPU guard
  /// (`CThreadGuard`): at the kernel's real-time CPU limit it goes back to the ordinary
  /// policy instead of the game ending.
  func guardRealtime()
  /// How many times the guard has put the real-time threads back (the limit reached).
  func realtimeLimitDrops() -> Int
}

/// The real calls, on the calling thread (Linux: a thread is a task with its own id).
public struct LinuxThreadPriorityCalls: ThreadPriorityCalls {
  public init() {}

  /// With real time forced (`ThreadPriorities.prepareSDL`), SDL readies the process for
  /// RealtimeKit before asking it, whether or not it answers: it lowers the limit on
  /// real-time CPU time without a pause (RLIMIT_RTTIME) to 100 ms soft, 200 ms hard, for
  /// good (only CAP_SYS_RESOURCE raises a hard limit), past which the kernel ends the game
  /// (SIGXCPU, then SIGKILL). RealtimeKit demands that limit of its clients; a process
  /// that may set the policy itself owes it nothing, so there the game's threads never go
  /// this way for real time.
  public func sdlRequest(timeCritical: Bool) -> String? {
    let priority = timeCritical ? SDL_THREAD_PRIORITY_TIME_CRITICAL : SDL_THREAD_PRIORITY_HIGH
    guard SDL_SetThreadPriority(priority) != 0 else { return nil }
    return String(cString: SDL_GetError())
  }

  /// Whether this process may give a thread a real-time policy itself (root with
  /// CAP_SYS_NICE, or an rtprio limit as audio groups grant): tried on the calling thread
  /// and undone.
  static func maySetRealtimeDirectly() -> Bool {
    let before = sched_getscheduler(threadID)
    var lowest = sched_param()
    lowest.sched_priority = 1
    guard sched_setscheduler(threadID, SCHED_RR, &lowest) == 0 else { return false }
    var ordinary = sched_param()
    _ = sched_setscheduler(threadID, before, &ordinary)
    return true
  }

  public func setRealtime(level: Int32) -> String? {
    var parameter = sched_param()
    parameter.sched_priority = level
    // SCHED_RESET_ON_FORK: a helper process the game starts does not inherit it.
    let resetOnFork: Int32 = 0x4000_0000
    guard sched_setscheduler(Self.threadID, SCHED_RR | resetOnFork, &parameter) != 0 else {
      return nil
    }
    return String(cString: strerror(errno))
  }

  public func setNice(_ nice: Int32) -> String? {
    guard setpriority(__priority_which_t(PRIO_PROCESS.rawValue), id_t(Self.threadID), nice) != 0
    else { return nil }
    return String(cString: strerror(errno))
  }

  public func current() -> ThreadPriority {
    let policy = sched_getscheduler(Self.threadID) & ~0x4000_0000
    if policy == SCHED_RR || policy == SCHED_FIFO {
      var parameter = sched_param()
      sched_getparam(Self.threadID, &parameter)
      return .realtime(
        policy: policy == SCHED_RR ? "SCHED_RR" : "SCHED_FIFO", level: parameter.sched_priority)
    }
    errno = 0
    let nice = getpriority(__priority_which_t(PRIO_PROCESS.rawValue), id_t(Self.threadID))
    return .timeSharing(nice: errno == 0 ? nice : 0)
  }

  public func guardRealtime() {
    _ = starlight_thread_guard_add(Self.threadID)
  }

  /// Installs the SIGXCPU handler, before any thread is made real-time.
  static func installGuard() {
    _ = starlight_thread_guard_install()
  }

  public func realtimeLimitDrops() -> Int { Int(starlight_thread_guard_drops()) }

  private static var threadID: pid_t { starlight_thread_id() }
}
