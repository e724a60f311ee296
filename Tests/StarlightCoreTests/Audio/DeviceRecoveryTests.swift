import Testing

@testable import StarlightCore

@Suite struct DeviceRecoveryTests {
  @Test func retriesAtOnceThenBacksOffThenGivesUp() {
    var recovery = DeviceRecovery()
    #expect(!recovery.shouldAttempt(at: 0))
    recovery.deviceLost(at: .seconds(10))
    #expect(recovery.shouldAttempt(at: .seconds(10)))
    var now = Nanoseconds.seconds(10)
    var waits: [Nanoseconds] = []
    while recovery.isReconnecting {
      #expect(recovery.shouldAttempt(at: now))
      recovery.attemptFailed(at: now)
      guard case .reconnecting(_, let next) = recovery.state else { break }
      #expect(!recovery.shouldAttempt(at: next - 1))
      waits.append(next - now)
      now = next
    }
    #expect(recovery.state == .gaveUp)
    #expect(
      waits == [250, 500, 1_000, 2_000, 4_000, 4_000, 4_000].map { Nanoseconds.milliseconds($0) })
  }

  @Test func aNewDeviceRestartsTheAttemptsEvenAfterGivingUp() {
    var recovery = DeviceRecovery()
    recovery.deviceLost(at: 0)
    for _ in 0..<DeviceRecovery.maxAttempts { recovery.attemptFailed(at: 0) }
    #expect(recovery.state == .gaveUp)
    recovery.deviceAppeared(at: .seconds(60))
    #expect(recovery.shouldAttempt(at: .seconds(60)))
    recovery.reopened()
    #expect(recovery.state == .open)
  }
}
