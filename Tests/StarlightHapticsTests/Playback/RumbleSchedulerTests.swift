import Foundation
import Testing

@testable import StarlightHaptics

@Suite("Rumble scheduler: what to send, and when")
struct RumbleSchedulerTests {
  private let strong = MotorLevels(low: 0.8, high: 0.1)
  private let sharp = MotorLevels(low: 0.3, high: 0.6)
  private let lease = RumbleScheduler.leaseMilliseconds

  private func command(_ levels: MotorLevels) -> RumbleCommand {
    RumbleCommand(levels: levels, durationMs: lease)
  }

  private func milliseconds(_ value: Int64) -> Int64 {
    value * nanosecondsPerMillisecond
  }

  // MARK: Playing a pattern

  @Test("each 10 ms sample is sent at its own tick, off a grid-aligned start too")
  func samplesAreSentOnTheirTicks() {
    let levels = [
      MotorLevels(low: 0.9, high: 0.1), MotorLevels(low: 0.6, high: 0.2),
      MotorLevels(low: 0.3, high: 0.3),
    ]
    var scheduler = RumbleScheduler()
    scheduler.start(steppedEnvelope(levels))
    // 3 ms into a 10 ms slot, so the pattern's ticks and the rate-limit grid are out of phase.
    let start = milliseconds(5_003)
    let sent = drive(&scheduler, from: start, durationMs: 100)
    #expect(
      sent == [
        SentCommand(timeNanoseconds: start, command: command(levels[0])),
        SentCommand(timeNanoseconds: start + milliseconds(10), command: command(levels[1])),
        SentCommand(timeNanoseconds: start + milliseconds(20), command: command(levels[2])),
        SentCommand(timeNanoseconds: start + milliseconds(30), command: .off),
      ])
  }

  @Test("a value held unchanged is sent once")
  func unchangedValueIsNotResent() {
    var scheduler = RumbleScheduler()
    scheduler.start(heldEnvelope(strong, durationMs: 300))
    let sent = drive(&scheduler, durationMs: 400)
    #expect(sent.map(\.command) == [command(strong), .off])
    #expect(sent.map(\.timeNanoseconds) == [0, milliseconds(300)])
  }

  @Test("a second pattern that changes nothing sends nothing")
  func equalOverlapSendsNothing() {
    var scheduler = RumbleScheduler()
    scheduler.start(heldEnvelope(strong, durationMs: 300))
    _ = scheduler.update(now: 0)
    scheduler.start(heldEnvelope(MotorLevels(low: 0.5, high: 0.05), durationMs: 100))
    #expect(drive(&scheduler, from: milliseconds(1), durationMs: 250).isEmpty)
  }

  @Test("the shipped thud is sent sample by sample and ends off")
  func thudIsSentSampleBySample() throws {
    let library = HapticPatternLibrary(directory: shippedHapticsDirectory)
    let thud = try #require(library.envelope(.thud))
    var scheduler = RumbleScheduler()
    scheduler.start(thud)
    let sent = drive(&scheduler, from: milliseconds(42), durationMs: 400)
    #expect(sent.map(\.command) == expectedCommands(for: thud))
    #expect(sent.last?.command == .off)
    #expect(scheduler.activeCount == 0)
  }

  @Test("a pattern begins at the first update after it is started")
  func patternStartsAtNextUpdate() {
    var scheduler = RumbleScheduler()
    _ = drive(&scheduler, durationMs: 50)
    scheduler.start(steppedEnvelope([strong, sharp]))
    let sent = drive(&scheduler, from: milliseconds(57), durationMs: 30)
    #expect(sent.map(\.timeNanoseconds) == [milliseconds(57), milliseconds(67), milliseconds(77)])
    #expect(sent.map(\.command) == [command(strong), command(sharp), .off])
  }

  // MARK: Combining

  @Test("overlapping patterns combine by the maximum per motor, as the renderer does")
  func overlapTakesMaximumPerMotor() {
    var scheduler = RumbleScheduler()
    scheduler.start(heldEnvelope(strong, durationMs: 100))
    scheduler.start(heldEnvelope(sharp, durationMs: 50))
    let sent = drive(&scheduler, durationMs: 150)
    #expect(
      sent.map(\.command) == [
        command(strong.combined(with: sharp)),  // low 0.8, high 0.6
        command(strong), .off,
      ])
    #expect(sent.map(\.timeNanoseconds) == [0, milliseconds(50), milliseconds(100)])
  }

  @Test("at most the newest sixteen patterns play")
  func voicesAreCapped() {
    var scheduler = RumbleScheduler()
    scheduler.start(heldEnvelope(MotorLevels(low: 1, high: 1), durationMs: 100))
    for _ in 0..<RumbleScheduler.maximumVoices {
      scheduler.start(heldEnvelope(strong, durationMs: 100))
    }
    #expect(scheduler.activeCount == RumbleScheduler.maximumVoices)
    // The strongest, oldest one was dropped.
    #expect(scheduler.update(now: 0) == command(strong))
  }

  // MARK: Rate limit

  @Test("never two sends in one 10 ms slot, however the patterns are phased")
  func atMostOneSendPerSlot() {
    var scheduler = RumbleScheduler()
    // Two patterns whose levels change every tick, 3 ms out of phase: 200 changes a second.
    let rising = (0..<100).map { MotorLevels(low: Double($0) / 100, high: 0) }
    let falling = (0..<100).map { MotorLevels(low: 0, high: 1 - Double($0) / 100) }
    scheduler.start(steppedEnvelope(rising))
    _ = scheduler.update(now: 0)
    _ = scheduler.update(now: milliseconds(1))
    _ = scheduler.update(now: milliseconds(2))
    scheduler.start(steppedEnvelope(falling))
    let sent = drive(&scheduler, from: milliseconds(3), durationMs: 1_100)
    let slots = sent.map { $0.timeNanoseconds / RumbleScheduler.sendSlotNanoseconds }
    #expect(Set(slots).count == slots.count)
    #expect(sent.count <= 1_100 / 10 + 1)
    // The rate limit delays changes but never loses the end: the pad ends off.
    #expect(sent.last?.command == .off)
  }

  @Test("a pattern changing every tick is sent about 100 times a second with a 1 kHz loop")
  func fullRateWithFastLoop() throws {
    let library = HapticPatternLibrary(directory: shippedHapticsDirectory)
    let charge = try #require(library.envelope(.capacitorCharge))
    var scheduler = RumbleScheduler()
    scheduler.start(charge)
    let sent = drive(&scheduler, from: milliseconds(7), durationMs: Int64(charge.durationMs) + 20)
    let seconds = Double(charge.durationMs) / 1_000
    #expect(Double(sent.count) <= 100 * seconds + 1)
    #expect(sent.map(\.command) == expectedCommands(for: charge))
  }

  @Test("a slower loop still sends the current value each time it can")
  func slowLoopSendsCurrentValue() {
    var scheduler = RumbleScheduler()
    let levels = (1...10).map { MotorLevels(low: Double($0) / 10, high: 0) }
    scheduler.start(steppedEnvelope(levels))
    // A 25 ms loop (a stalled frame) skips samples; it never sends a stale one.
    let sent = drive(&scheduler, durationMs: 125, stepMs: 25)
    #expect(sent.map(\.command) == [0, 2, 5, 7].map { command(levels[$0]) } + [.off])
  }

  // MARK: Lease

  @Test("held levels renew their lease at half its length, and only then")
  func leaseIsRenewed() {
    var scheduler = RumbleScheduler()
    scheduler.start(heldEnvelope(strong, durationMs: 1_200))
    let sent = drive(&scheduler, durationMs: 1_300)
    #expect(sent.map(\.command) == [command(strong), command(strong), command(strong), .off])
    #expect(
      sent.map(\.timeNanoseconds) == [
        0, milliseconds(500), milliseconds(1_000), milliseconds(1_200),
      ])
    #expect(sent.dropLast().allSatisfy { $0.command.durationMs == lease })
  }

  // MARK: Stop and device changes

  @Test("stop turns the motors off at once, even in a slot already used")
  func stopIsImmediate() {
    var scheduler = RumbleScheduler()
    scheduler.start(heldEnvelope(strong, durationMs: 500))
    #expect(scheduler.update(now: 0) == command(strong))
    #expect(scheduler.stop() == .off)
    #expect(scheduler.activeCount == 0)
    #expect(scheduler.stop() == nil)
    #expect(drive(&scheduler, from: milliseconds(1), durationMs: 600).isEmpty)
  }

  @Test("stop with nothing playing sends nothing")
  func stopWhenIdle() {
    var scheduler = RumbleScheduler()
    #expect(scheduler.stop() == nil)
    #expect(drive(&scheduler, durationMs: 100).isEmpty)
  }

  @Test("a new pad gets the current levels at once, mid-pattern")
  func deviceChangeResends() {
    var scheduler = RumbleScheduler()
    scheduler.start(heldEnvelope(strong, durationMs: 300))
    #expect(scheduler.update(now: 0) == command(strong))
    scheduler.deviceChanged()
    #expect(scheduler.update(now: milliseconds(1)) == command(strong))
    #expect(scheduler.update(now: milliseconds(2)) == nil)
  }

  // MARK: Time

  @Test("a clock that goes backwards neither traps nor stalls the rumble")
  func clockGoingBackwards() {
    var scheduler = RumbleScheduler()
    scheduler.start(steppedEnvelope([strong, sharp]))
    #expect(scheduler.update(now: milliseconds(1_000)) == command(strong))
    // Back to 0: the pattern restarts from there and sends are not blocked.
    #expect(scheduler.update(now: 0) == nil)
    #expect(scheduler.update(now: milliseconds(10)) == command(sharp))
    #expect(scheduler.update(now: milliseconds(20)) == .off)
  }

  @Test("extreme times do not trap", arguments: [Int64.min, -1, 0, Int64.max])
  func extremeTimes(start: Int64) {
    var scheduler = RumbleScheduler()
    scheduler.start(heldEnvelope(strong, durationMs: 100))
    // A pattern starts at its first update, whenever on the clock that falls.
    #expect(scheduler.update(now: start) == command(strong))
    _ = scheduler.update(now: start == .min ? .max : .min)
    _ = scheduler.update(now: start)
    scheduler.start(heldEnvelope(sharp, durationMs: 100))
    _ = scheduler.update(now: start &+ 1)
    // However the clock jumped, stopping leaves the motors off (or finds them off already).
    let last = scheduler.stop()
    #expect(last == nil || last == .off)
    #expect(scheduler.stop() == nil, "nothing is left to stop")
  }
}
