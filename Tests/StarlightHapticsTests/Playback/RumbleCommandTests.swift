import Testing

@testable import StarlightHaptics

@Suite("Rumble commands: motor levels on SDL's 16-bit scale")
struct RumbleCommandTests {
  @Test(
    "levels are rounded to the nearest step and clamped",
    arguments: [
      (0.0, UInt16(0)), (1.0, UInt16.max), (0.25, UInt16(16_384)), (0.75, UInt16(49_151)),
      (1e-6, UInt16(0)), (1e-5, UInt16(1)), (1.5, UInt16.max), (-0.5, UInt16(0)),
      (Double.nan, UInt16(0)), (Double.infinity, UInt16.max), (-Double.infinity, UInt16(0)),
    ])
  func quantization(level: Double, expected: UInt16) {
    #expect(RumbleCommand.quantize(level) == expected)
  }

  @Test("both motors off never carries a duration")
  func offHasNoDuration() {
    let command = RumbleCommand(levels: .silent, durationMs: 1_000)
    #expect(command == .off)
    #expect(command.isOff)
  }

  @Test("a level below one step counts as off")
  func belowOneStepIsOff() {
    let command = RumbleCommand(levels: MotorLevels(low: 1e-7, high: 0), durationMs: 1_000)
    #expect(command.isOff)
    #expect(command.durationMs == 0)
  }

  @Test("the same levels with another duration are the same levels")
  func sameLevelsIgnoresDuration() {
    let short = RumbleCommand(low: 10, high: 20, durationMs: 100)
    let long = RumbleCommand(low: 10, high: 20, durationMs: 1_000)
    #expect(short.sameLevels(as: long))
    #expect(!short.sameLevels(as: RumbleCommand(low: 10, high: 21, durationMs: 100)))
  }
}
