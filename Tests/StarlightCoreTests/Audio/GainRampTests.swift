import Testing

@testable import StarlightCore

@Suite struct GainRampTests {
  @Test func rampsLinearlyAndEndsExactlyOnTarget() {
    var ramp = GainRamp(constant: 0)
    ramp.ramp(to: 1, over: 1_000)
    #expect(ramp.value == 0)
    #expect(ramp.value(atOffset: 250) == 0.25)
    #expect(ramp.value(atOffset: 500) == 0.5)
    #expect(ramp.value(atOffset: 1_000) == 1)
    ramp.advance(by: 999)
    #expect(abs(ramp.value - 0.999) < 1e-6)
    ramp.advance(by: 1)
    #expect(ramp.isSettled)
    #expect(ramp.value == 1)
  }

  @Test func retargetingStartsFromTheCurrentValue() {
    var ramp = GainRamp(constant: 1)
    ramp.ramp(to: 0, over: 400)
    ramp.advance(by: 100)
    let before = ramp.value
    ramp.ramp(to: 1, over: 300)
    #expect(ramp.value == before)
    #expect(abs(ramp.value(atOffset: 150) - (0.75 + 0.25 * 0.5)) < 1e-6)
  }

  @Test func zeroLengthRampJumps() {
    var ramp = GainRamp(constant: 0.3)
    ramp.ramp(to: 0.8, over: 0)
    #expect(ramp.value == 0.8)
    #expect(ramp.isSettled)
  }
}
