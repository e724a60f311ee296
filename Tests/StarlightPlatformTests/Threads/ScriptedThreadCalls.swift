@testable import StarlightPlatform

/// System calls that answer as told and remember what the thread has and what was asked, in
/// order (a RealtimeKit stand-in adds its own requests to the same record).
final class ScriptedThreadCalls: ThreadPriorityCalls, @unchecked Sendable {
  var realtimeRefusal: String?
  var niceRefusal: String?
  var rtprioLimit: Int32 = 0
  var thread: Int32 = 4321
  var asked: [String] = []
  var have = ThreadPriority.timeSharing(nice: 0)
  var drops = 0

  init(realtime: String?, nice: String?) {
    realtimeRefusal = realtime
    niceRefusal = nice
  }

  func threadID() -> Int32 { thread }

  func realtimePriorityLimit() -> Int32 { rtprioLimit }

  func limitRealtimeCPU(toAtMost microseconds: Int64) -> String? {
    asked.append("RLIMIT_RTTIME \(microseconds / 2)/\(microseconds)")
    return nil
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

  func guardRealtime() {
    asked.append("guard")
  }

  func realtimeLimitDrops() -> Int { drops }
}

/// RealtimeKit answering in memory: absent (`limits` fails), or granting what it is asked
/// within its limits and changing the scripted thread as the daemon would.
struct InMemoryRealtimeKit: RealtimeKitRequests {
  let calls: ScriptedThreadCalls
  var absent: String?
  var grantedLimits = RealtimeKitLimits(
    maxRealtimePriority: 20, realtimeCPUMicroseconds: 200_000, minNiceLevel: -15)

  func limits() -> Result<RealtimeKitLimits, RealtimeKitRefusal> {
    if let absent { return .failure(RealtimeKitRefusal(absent)) }
    return .success(grantedLimits)
  }

  func makeThreadRealtime(thread: Int32, priority: Int32) -> RealtimeKitRefusal? {
    calls.asked.append("RealtimeKit thread \(thread) SCHED_RR \(priority)")
    calls.have = .realtime(policy: "SCHED_RR", level: priority)
    return nil
  }

  func makeThreadHighPriority(thread: Int32, nice: Int32) -> RealtimeKitRefusal? {
    calls.asked.append("RealtimeKit thread \(thread) nice \(nice)")
    calls.have = .timeSharing(nice: nice)
    return nil
  }
}
