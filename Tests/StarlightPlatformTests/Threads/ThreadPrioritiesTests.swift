import Glibc
import Testing

@testable import StarlightPlatform

/// The priority request, with the system calls and RealtimeKit injected: refused everywhere
/// (an ordinary user without RealtimeKit), the game goes on at what it has and says so once;
/// granted, each way is reported as what the kernel then says the thread has, and which way.
@Suite struct ThreadPrioritiesTests {
  static let noService =
    "ServiceUnknown: The name org.freedesktop.RealtimeKit1 was not provided by any .service files"

  @Test func refusedEverywhereTheGameGoesOnAndSaysSoOnce() {
    let calls = ScriptedThreadCalls(realtime: "Operation not permitted", nice: "Permission denied")
    let priorities = ThreadPriorities(
      calls: calls, realtimeKit: InMemoryRealtimeKit(calls: calls, absent: Self.noService))
    let judging = priorities.raise(.judging, to: .timeCritical)
    let evdev = priorities.raise(.evdev, to: .high)
    #expect(judging.priority == .timeSharing(nice: 0))
    #expect(
      judging.how
        == "refused: SCHED_RR 10: Operation not permitted (rtprio limit 0); RealtimeKit: \(Self.noService); nice -15: Permission denied"
    )
    #expect(evdev.how == "refused: nice -10: Permission denied; RealtimeKit: \(Self.noService)")
    #expect(calls.asked == ["SCHED_RR 10", "nice -15", "nice -10"])
    // Two threads refused, one line in the log.
    #expect(priorities.refusalsSaid.count == 1)
    #expect(priorities.refusalsSaid.first?.hasPrefix("the judging thread could not") == true)
    #expect(priorities.grants.map(\.role) == [.judging, .evdev])
    #expect(priorities.summary.contains("judging normal (nice 0) (refused: SCHED_RR 10:"))
  }

  @Test func realTimeRefusedANiceLevelIsTakenAndTheShortfallSaidOnce() {
    let calls = ScriptedThreadCalls(realtime: "Operation not permitted", nice: nil)
    let priorities = ThreadPriorities(
      calls: calls, realtimeKit: InMemoryRealtimeKit(calls: calls, absent: Self.noService))
    let grant = priorities.raise(.judging, to: .timeCritical)
    priorities.raise(.audio, to: .timeCritical)
    #expect(grant.priority == .timeSharing(nice: -15))
    #expect(grant.how.hasPrefix("set directly; real time refused: SCHED_RR 10:"))
    #expect(priorities.refusalsSaid.count == 1)
    #expect(
      priorities.refusalsSaid.first?.hasPrefix("the judging thread could not get real time") == true
    )
  }

  @Test func grantedAsRootTheJudgingThreadRunsInRealTime() {
    let calls = ScriptedThreadCalls(realtime: nil, nice: nil)
    let priorities = ThreadPriorities(
      calls: calls, realtimeKit: InMemoryRealtimeKit(calls: calls, absent: Self.noService))
    let drawing = priorities.raise(.drawing, to: .ordinary)
    let judging = priorities.raise(.judging, to: .timeCritical)
    #expect(drawing.priority == .timeSharing(nice: 0))
    #expect(drawing.how == "not asked")
    #expect(judging.priority == .realtime(policy: "SCHED_RR", level: 10))
    // Neither RealtimeKit nor its lowered real-time CPU limit: the policy was set directly.
    #expect(calls.asked == ["SCHED_RR 10", "guard"])
    #expect(
      priorities.summary
        == "thread priorities: drawing normal (nice 0) (not asked); judging SCHED_RR 10 (set directly)"
    )
  }

  @Test func aThreadAlreadyRealTimeKeepsItsLevel() {
    // PipeWire's data thread, made FIFO 20 by PipeWire's own module, fills the game's stream.
    let calls = ScriptedThreadCalls(realtime: nil, nice: nil)
    calls.have = .realtime(policy: "SCHED_FIFO", level: 20)
    let priorities = ThreadPriorities(
      calls: calls, realtimeKit: InMemoryRealtimeKit(calls: calls, absent: Self.noService))
    let audio = priorities.raise(.audio, to: .timeCritical, keepingRealtime: true)
    #expect(audio.priority == .realtime(policy: "SCHED_FIFO", level: 20))
    #expect(audio.how == "real time already, kept")
    // Nothing set (a SCHED_RR 12 would have lowered it), the guard installed all the same.
    #expect(calls.asked == ["guard"])
    // Not asked to keep it, the role's own level is set.
    let again = priorities.raise(.audio, to: .timeCritical)
    #expect(again.priority == .realtime(policy: "SCHED_RR", level: 12))
  }

  @Test func anRtprioLimitIsUsedUpToItsLevel() {
    let calls = ScriptedThreadCalls(realtime: nil, nice: nil)
    calls.rtprioLimit = 11
    let priorities = ThreadPriorities(
      calls: calls, realtimeKit: InMemoryRealtimeKit(calls: calls, absent: Self.noService))
    let audio = priorities.raise(.audio, to: .timeCritical)
    let judging = priorities.raise(.judging, to: .timeCritical)
    #expect(audio.priority == .realtime(policy: "SCHED_RR", level: 11))
    #expect(audio.how == "from rtprio limit 11")
    #expect(judging.priority == .realtime(policy: "SCHED_RR", level: 10))
    #expect(calls.asked == ["SCHED_RR 11", "guard", "SCHED_RR 10", "guard"])
    #expect(priorities.refusalsSaid.isEmpty)
    #expect(!priorities.realtimeCPULimited, "set directly: no real-time CPU limit")
  }

  @Test func realtimeKitGrantsWithinItsMaximumAfterTheCPULimitIsSet() {
    let calls = ScriptedThreadCalls(realtime: "Operation not permitted", nice: "Permission denied")
    var realtimeKit = InMemoryRealtimeKit(calls: calls)
    realtimeKit.grantedLimits = RealtimeKitLimits(
      maxRealtimePriority: 9, realtimeCPUMicroseconds: 150_000, minNiceLevel: -11)
    let priorities = ThreadPriorities(calls: calls, realtimeKit: realtimeKit)
    let judging = priorities.raise(.judging, to: .timeCritical)
    let evdev = priorities.raise(.evdev, to: .high)
    #expect(judging.priority == .realtime(policy: "SCHED_RR", level: 9))
    #expect(judging.how == "from RealtimeKit")
    // Real time capped at its maximum (9, not 10); -10 is within its lowest nice level (-11).
    #expect(evdev.priority == .timeSharing(nice: -10))
    #expect(
      calls.asked == [
        "SCHED_RR 10", "RLIMIT_RTTIME 75000/150000", "RealtimeKit thread 4321 SCHED_RR 9", "guard",
        "nice -10", "RealtimeKit thread 4321 nice -10",
      ])
    #expect(priorities.refusalsSaid.isEmpty)
    #expect(priorities.summary.contains("judging SCHED_RR 9 (from RealtimeKit)"))
    // The limit lowered for RealtimeKit: judging waits for the world without lending.
    #expect(priorities.realtimeCPULimited)
  }

  @Test func aThreadMadeRealTimeThroughRealtimeKitIsGuardedAndTheLimitIsSaidOnce() {
    let calls = ScriptedThreadCalls(realtime: "Operation not permitted", nice: nil)
    let priorities = ThreadPriorities(
      calls: calls, realtimeKit: InMemoryRealtimeKit(calls: calls))
    let grant = priorities.raise(.judging, to: .timeCritical)
    #expect(grant.how == "from RealtimeKit")
    #expect(calls.asked.last == "guard")
    #expect(!priorities.reportLimitReached(), "nothing reached yet")
    calls.drops = 1
    #expect(priorities.reportLimitReached())
    calls.drops = 2
    #expect(!priorities.reportLimitReached(), "said once")
    #expect(
      priorities.summary.hasSuffix("; real time given up at the kernel's real-time CPU limit"))
  }

  /// A real-time CPU limit the game was started under (`prlimit --rttime`) counts as
  /// RealtimeKit's does: judging then waits for the world without lending its level.
  @Test func aLimitTheProcessWasStartedUnderCounts() {
    let resource = __rlimit_resource_t(__RLIMIT_RTTIME.rawValue)
    var saved = rlimit()
    getrlimit(resource, &saved)
    var soft = saved
    soft.rlim_cur = min(saved.rlim_max, 1_000_000)
    setrlimit(resource, &soft)
    defer { setrlimit(resource, &saved) }
    let calls = ScriptedThreadCalls(realtime: nil, nice: nil)
    calls.rtprioLimit = 11
    let priorities = ThreadPriorities(
      calls: calls, realtimeKit: InMemoryRealtimeKit(calls: calls, absent: Self.noService))
    #expect(!priorities.realtimeCPULimited, "nothing real-time yet")
    _ = priorities.raise(.judging, to: .timeCritical)
    #expect(priorities.realtimeCPULimited)
  }
}
