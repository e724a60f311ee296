import Testing

@testable import StarlightPlatform

/// The priority request, with the system calls injected: refused everywhere (an ordinary
/// user without RealtimeKit), the game goes on at what it has and says so once; granted,
/// each way is reported as what the kernel then says the thread has.
@Suite struct ThreadPrioritiesTests {
  /// System calls that answer as told, and remember what the thread has.
  final class ScriptedCalls: ThreadPriorityCalls, @unchecked Sendable {
    var sdlRefusal: String?
    var realtimeRefusal: String?
    var niceRefusal: String?
    var asked: [String] = []
    var have = ThreadPriority.timeSharing(nice: 0)

    init(sdl: String?, realtime: String?, nice: String?) {
      sdlRefusal = sdl
      realtimeRefusal = realtime
      niceRefusal = nice
    }

    func sdlRequest(timeCritical: Bool) -> String? {
      asked.append("SDL \(timeCritical ? "time critical" : "high")")
      return sdlRefusal
    }

    func setRealtime(level: Int32) -> String? {
      asked.append("SCHED_RR \(level)")
      if realtimeRefusal == nil { have = .realtime(policy: "SCHED_RR", level: level) }
      return realtimeRefusal
    }

    func setNice(_ nice: Int32) -> String? {
      asked.append("nice \(nice)")
      if niceRefusal == nil { have = .timeSharing(nice: nice) }
      return niceRefusal
    }

    func current() -> ThreadPriority { have }

    var drops = 0

    func guardRealtime() {
      asked.append("guard")
    }

    func realtimeLimitDrops() -> Int { drops }
  }

  @Test func refusedEverywhereTheGameGoesOnAndSaysSoOnce() {
    let calls = ScriptedCalls(
      sdl: "setpriority() failed", realtime: "Operation not permitted",
      nice: "Permission denied")
    let priorities = ThreadPriorities(calls: calls)
    let judging = priorities.raise(.judging, to: .timeCritical)
    let evdev = priorities.raise(.evdev, to: .high)
    #expect(judging.priority == .timeSharing(nice: 0))
    #expect(!judging.priority.isRaised)
    #expect(
      judging.how
        == "refused: SCHED_RR 10: Operation not permitted; SDL: setpriority() failed; nice -15: Permission denied"
    )
    #expect(evdev.how == "refused: SDL: setpriority() failed; nice -10: Permission denied")
    #expect(
      calls.asked == ["SCHED_RR 10", "SDL time critical", "nice -15", "SDL high", "nice -10"])
    // Two threads refused, one line in the log.
    #expect(priorities.refusalsSaid.count == 1)
    #expect(priorities.refusalsSaid.first?.hasPrefix("the judging thread could not") == true)
    #expect(priorities.grants.map(\.role) == [.judging, .evdev])
    #expect(priorities.summary.contains("judging normal (nice 0) (refused: SCHED_RR 10:"))
  }

  @Test func aRealtimePolicyRefusedFallsBackToANiceLevel() {
    let calls = ScriptedCalls(sdl: "no RealtimeKit", realtime: "Operation not permitted", nice: nil)
    let priorities = ThreadPriorities(calls: calls)
    let grant = priorities.raise(.judging, to: .timeCritical)
    #expect(grant.priority == .timeSharing(nice: -15))
    #expect(grant.how == "nice set directly")
    #expect(priorities.refusalsSaid.isEmpty)
  }

  @Test func grantedAsRootTheJudgingThreadRunsInRealTime() {
    let calls = ScriptedCalls(sdl: "no RealtimeKit", realtime: nil, nice: nil)
    let priorities = ThreadPriorities(calls: calls)
    let drawing = priorities.raise(.drawing, to: .ordinary)
    let judging = priorities.raise(.judging, to: .timeCritical)
    #expect(drawing.priority == .timeSharing(nice: 0))
    #expect(drawing.how == "not asked")
    #expect(judging.priority == .realtime(policy: "SCHED_RR", level: 10))
    // SDL never asked: its way to real time lowers the process's real-time CPU limit.
    #expect(calls.asked == ["SCHED_RR 10", "guard"])
    #expect(
      priorities.summary
        == "thread priorities: drawing normal (nice 0) (not asked); judging SCHED_RR 10 (SCHED_RR set directly)"
    )
  }

  @Test func aThreadMadeRealTimeThroughSDLIsGuardedTooAndTheLimitIsSaidOnce() {
    let calls = ScriptedCalls(sdl: nil, realtime: "Operation not permitted", nice: nil)
    calls.have = .realtime(policy: "SCHED_RR", level: 20)
    let priorities = ThreadPriorities(calls: calls)
    let grant = priorities.raise(.judging, to: .timeCritical)
    #expect(grant.how == "through SDL")
    #expect(calls.asked.last == "guard")
    #expect(!priorities.reportLimitReached(), "nothing reached yet")
    calls.drops = 1
    #expect(priorities.reportLimitReached())
    calls.drops = 2
    #expect(!priorities.reportLimitReached(), "said once")
    #expect(
      priorities.summary.hasSuffix("; real time given up at the kernel's real-time CPU limit"))
  }
}
