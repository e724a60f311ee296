import Foundation
import Testing

@testable import StarlightPlatform

/// The game's RealtimeKit client over a real D-Bus: a private dbus-daemon with a fake
/// RealtimeKit on it (`FakeRealtimeKitService`), the thread's own system calls scripted
/// (`ScriptedThreadCalls`: an ordinary user's, refused a real-time policy and a nice level).
/// Nothing waits on the clock: every step is a message and its answer.
@Suite struct RealtimeKitBusTests {
  static let limits = RealtimeKitLimits(
    maxRealtimePriority: 20, realtimeCPUMicroseconds: 200_000, minNiceLevel: -15)

  static func ordinaryUser() -> ScriptedThreadCalls {
    ScriptedThreadCalls(realtime: "Operation not permitted", nice: "Permission denied")
  }

  @Test func grantedTheRequestCarriesTheThreadAndLevelAfterTheCPULimitIsSet() throws {
    let bus = try PrivateBus()
    defer { bus.stop() }
    let calls = Self.ordinaryUser()
    let seenBeforeRequest = SeenCalls()
    let service = try FakeRealtimeKitService(
      busAddress: bus.address, limits: Self.limits, answer: .grant
    ) { _, level in
      // What the client had done when the request came; the grant, as the daemon makes it.
      seenBeforeRequest.value.append(calls.asked)
      calls.have = .realtime(policy: "SCHED_RR", level: Int32(level))
    }
    let priorities = ThreadPriorities(
      calls: calls, realtimeKit: RealtimeKitClient(busAddress: bus.address))

    let judging = priorities.raise(.judging, to: .timeCritical)
    calls.thread = 4322
    calls.have = .timeSharing(nice: 0)
    let audio = priorities.raise(.audio, to: .timeCritical)

    #expect(judging.priority == .realtime(policy: "SCHED_RR", level: 10))
    #expect(judging.how == "from RealtimeKit")
    #expect(audio.priority == .realtime(policy: "SCHED_RR", level: 12))
    #expect(priorities.summary.contains("judging SCHED_RR 10 (from RealtimeKit)"))
    // Each request came after the real-time CPU limit was set (and the policy refused).
    #expect(
      seenBeforeRequest.value == [
        ["SCHED_RR 10", "RLIMIT_RTTIME 100000/200000"],
        [
          "SCHED_RR 10", "RLIMIT_RTTIME 100000/200000", "guard", "SCHED_RR 12",
          "RLIMIT_RTTIME 100000/200000",
        ],
      ])
    bus.stop()
    service.join()
    let process = getpid()
    // The limits read once, before the first request; each request names its own thread.
    #expect(
      service.calls == [
        "Get MaxRealtimePriority", "Get RTTimeUSecMax", "Get MinNiceLevel",
        "MakeThreadRealtimeWithPID \(process) 4321 10",
        "MakeThreadRealtimeWithPID \(process) 4322 12",
      ])
    #expect(priorities.refusalsSaid.isEmpty)
  }

  @Test func refusedTheGameGoesOnAndSaysWhyOnce() throws {
    let bus = try PrivateBus()
    defer { bus.stop() }
    let calls = Self.ordinaryUser()
    let service = try FakeRealtimeKitService(
      busAddress: bus.address, limits: Self.limits,
      answer: .refuse(
        name: "org.freedesktop.DBus.Error.AccessDenied", message: "Operation not permitted"))
    let priorities = ThreadPriorities(
      calls: calls, realtimeKit: RealtimeKitClient(busAddress: bus.address))

    let judging = priorities.raise(.judging, to: .timeCritical)
    let audio = priorities.raise(.audio, to: .timeCritical)

    #expect(judging.priority == .timeSharing(nice: 0))
    #expect(
      judging.how
        == "refused: SCHED_RR 10: Operation not permitted (rtprio limit 0); RealtimeKit SCHED_RR 10: AccessDenied: Operation not permitted; nice -15: Permission denied; RealtimeKit nice -15: AccessDenied: Operation not permitted"
    )
    #expect(audio.how.contains("RealtimeKit SCHED_RR 12: AccessDenied: Operation not permitted"))
    #expect(priorities.refusalsSaid.count == 1)
    bus.stop()
    service.join()
    #expect(service.calls.filter { $0.hasPrefix("MakeThreadRealtimeWithPID") }.count == 2)
  }

  @Test func withNoServiceOrNoBusTheGameGoesOnAndSaysSoOnce() throws {
    let bus = try PrivateBus()
    defer { bus.stop() }
    for address in [bus.address, bus.nowhere] {
      let calls = Self.ordinaryUser()
      let priorities = ThreadPriorities(
        calls: calls, realtimeKit: RealtimeKitClient(busAddress: address))
      let judging = priorities.raise(.judging, to: .timeCritical)
      let evdev = priorities.raise(.evdev, to: .high)
      let audio = priorities.raise(.audio, to: .timeCritical)

      #expect(judging.priority == .timeSharing(nice: 0))
      let reason =
        address == bus.address
        ? "RealtimeKit: ServiceUnknown: The name org.freedesktop.RealtimeKit1 was not provided by any .service files"
        : "RealtimeKit: no bus at \(bus.nowhere)"
      #expect(judging.how.contains(reason), "\(judging.how)")
      #expect(evdev.how.contains(reason), "\(evdev.how)")
      #expect(audio.how.contains(reason), "\(audio.how)")
      // Three threads short of their wish, one line; the CPU limit never lowered for nothing.
      #expect(priorities.refusalsSaid.count == 1)
      #expect(!calls.asked.contains { $0.hasPrefix("RLIMIT_RTTIME") })
    }
  }
}

/// What the client had asked of the system at each request, written on the fake service's
/// thread while the client waits for the answer.
final class SeenCalls: @unchecked Sendable {
  var value: [[String]] = []
}
