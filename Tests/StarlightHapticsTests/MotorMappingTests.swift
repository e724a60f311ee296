import Testing

@testable import StarlightHaptics

@Suite("Motor mapping: intensity and sharpness to two motors")
struct MotorMappingTests {
  @Test(
    "low = intensity × max(1 − sharpness, 0.2), high = intensity × sharpness",
    arguments: [
      // (intensity, sharpness, low, high)
      (1.0, 0.0, 1.0, 0.0),
      (1.0, 0.5, 0.5, 0.5),
      (0.8, 0.25, 0.6, 0.2),
      (1.0, 0.8, 0.2, 0.8),
      (1.0, 1.0, 0.2, 1.0),
      (0.5, 1.0, 0.1, 0.5),
      (0.0, 0.7, 0.0, 0.0),
    ])
  func mapping(intensity: Double, sharpness: Double, low: Double, high: Double) {
    let levels = MotorMapping.levels(intensity: intensity, sharpness: sharpness)
    #expect(isClose(levels.low, low))
    #expect(isClose(levels.high, high))
  }

  @Test("inputs outside 0...1 are clamped")
  func clampsInputs() {
    #expect(MotorMapping.levels(intensity: 2, sharpness: -1) == MotorLevels(low: 1, high: 0))
    #expect(MotorMapping.levels(intensity: -1, sharpness: 2) == .silent)
  }

  @Test("combining takes the maximum per motor")
  func combine() {
    let dull = MotorLevels(low: 0.7, high: 0.1)
    let sharp = MotorLevels(low: 0.2, high: 0.9)
    #expect(dull.combined(with: sharp) == MotorLevels(low: 0.7, high: 0.9))
  }
}
