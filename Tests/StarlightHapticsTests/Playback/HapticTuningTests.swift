import Testing

@testable import StarlightHaptics

@Suite("Haptic tuning: the Chapter 4 cues")
struct HapticTuningTests {
  @Test("the miss buzz is a short, sharp tap that never outweighs a block")
  func missBuzzIsLighterThanABlock() throws {
    let renderer = HapticRenderer()
    let buzz = renderer.renderTransient(
      intensity: HapticTuning.missBuzzIntensity, sharpness: HapticTuning.missBuzzSharpness)
    let library = HapticPatternLibrary(directory: shippedHapticsDirectory)
    let block = try #require(library.envelope(HapticTuning.firewallBlockPattern))
    let buzzPeak = buzz.samples.map { max($0.low, $0.high) }.max() ?? 0
    let blockPeak = block.samples.map { max($0.low, $0.high) }.max() ?? 0
    #expect(buzzPeak > 0)
    #expect(buzzPeak < blockPeak)
    // Sharp: mostly on the small, fast motor, unlike the dull thud.
    #expect(buzz.samples[0].high > buzz.samples[0].low)
    #expect(block.samples[0].low > block.samples[0].high)
    #expect(buzz.durationMs <= 2 * renderer.transientPulseMs)
  }
}
