import CEvdev
import CThreadGuard
import Foundation
import Glibc

/// The system calls behind a priority request, behind a protocol so that a test can refuse
/// them all (as an ordinary user without RealtimeKit is refused) and see the game go on.
public protocol ThreadPriorityCalls: Sendable {
  /// The calling thread's id (Linux: a thread is a task with its own id), as RealtimeKit is
  /// told it.
  func threadID() -> Int32
  /// The highest real-time level this process may set itself (`RLIMIT_RTPRIO`, soft; 0
  /// when none: root may still, with CAP_SYS_NICE).
  func realtimePriorityLimit() -> Int32
  /// Lowers the process's limit on real-time CPU time without a pause (`RLIMIT_RTTIME`) to
  /// at most `microseconds` hard (RealtimeKit's demand), the soft limit below it so the
  /// SIGXCPU guard acts before the kernel's SIGKILL; nil on success, else the reason.
  func limitRealtimeCPU(toAtMost microseconds: Int64) -> String?
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

  public func threadID() -> Int32 { Self.threadID }

  public func realtimePriorityLimit() -> Int32 {
    var limit = rlimit()
    guard getrlimit(__rlimit_resource_t(__RLIMIT_RTPRIO.rawValue), &limit) == 0 else { return 0 }
    return Int32(clamping: limit.rlim_cur)
  }

  /// Whether the process runs under a real-time CPU limit (`RLIMIT_RTTIME` not unlimited).
  static var realtimeCPUIsLimited: Bool {
    var limit = rlimit()
    guard getrlimit(__rlimit_resource_t(__RLIMIT_RTTIME.rawValue), &limit) == 0 else {
      return false
    }
    return limit.rlim_cur != rlim_t.max
  }

  public func limitRealtimeCPU(toAtMost microseconds: Int64) -> String? {
    let resource = __rlimit_resource_t(__RLIMIT_RTTIME.rawValue)
    var limit = rlimit()
    guard getrlimit(resource, &limit) == 0 else { return String(cString: strerror(errno)) }
    // Only ever lowered: raising a hard limit needs CAP_SYS_RESOURCE (RLIM_INFINITY is the
    // largest value, so an unlimited one is lowered too).
    let hard = min(limit.rlim_max, rlim_t(max(0, microseconds)))
    limit.rlim_max = hard
    limit.rlim_cur = min(limit.rlim_cur, hard / rlim_t(ThreadTuning.realtimeCPUSoftDivisor))
    guard setrlimit(resource, &limit) == 0 else { return String(cString: strerror(errno)) }
    return nil
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
