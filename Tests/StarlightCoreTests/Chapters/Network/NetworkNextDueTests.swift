import StarlightCore
import Testing

/// What Chapter 5 tells the judging thread to sleep until, worked out from the rules: with
/// nothing waiting, the tick at or past the time limit; a press waiting for its tick, that
/// tick; an attempt that is over, nothing.
@Suite struct NetworkNextDueTests {
  @Test func withNothingWaitingTheTimeLimitIsDue() throws {
    var rules = try NetworkDrive.rules()
    var effects: [GameEffect] = []
    rules.advance(to: NetworkDrive.ms(250), effects: &effects)
    #expect(rules.nextDueTime == Tuning.defaults.network.timeLimit)
  }

  @Test func aPressWaitingForItsTickIsDueAtThatTick() throws {
    var tuning = Tuning.defaults
    tuning.network.inputTick = .milliseconds(10)
    var rules = try NetworkDrive.rules(tuning: tuning)
    var effects: [GameEffect] = []
    rules.advance(to: NetworkDrive.ms(100), effects: &effects)
    // Pressed at 103 ms: it applies on the tick at 110 ms.
    rules.handle(NetworkDrive.press(NetworkDrive.ms(103), .right), effects: &effects)
    #expect(rules.nextDueTime == NetworkDrive.ms(110))
  }

  @Test func anAttemptOutOfTimeHasNothingDue() throws {
    var rules = try NetworkDrive.rules()
    var effects: [GameEffect] = []
    rules.advance(to: Tuning.defaults.network.timeLimit, effects: &effects)
    #expect(rules.outcome == .failed)
    #expect(rules.nextDueTime == nil)
  }
}
