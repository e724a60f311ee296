import Foundation
import Testing

@testable import StarlightCore

@Suite struct PeakLimiterTests {
  static func limiter() -> PeakLimiter {
    PeakLimiter(ceiling: 0.5, window: 49, releaseFrames: 3_840, channels: 2)
  }

  static func run(_ limiter: inout PeakLimiter, _ input: [Float]) -> [Float] {
    var buffer = input
    buffer.withUnsafeMutableBufferPointer { pointer in
      guard let base = pointer.baseAddress else { return }
      limiter.process(base, frames: pointer.count / 2)
    }
    return buffer
  }

  @Test func quietSignalPassesUnchangedOnlyDelayed() {
    var limiter = Self.limiter()
    let input = (0..<2_000).flatMap { frame -> [Float] in
      let value = Float(frame % 100) / 250 - 0.2
      return [value, -value]
    }
    let output = Self.run(&limiter, input)
    let delay = limiter.delayFrames
    #expect(delay == 48)
    for frame in delay..<2_000 {
      #expect(output[frame * 2] == input[(frame - delay) * 2])
      #expect(output[frame * 2 + 1] == input[(frame - delay) * 2 + 1])
    }
  }

  @Test func loudPeakIsMetByARampNotAStep() {
    var limiter = Self.limiter()
    var input = [Float](repeating: 0.3, count: 4_000 * 2)
    for frame in 1_000..<1_010 {
      input[frame * 2] = 2
      input[frame * 2 + 1] = -2
    }
    let output = Self.run(&limiter, input)
    #expect(output.allSatisfy { abs($0) <= 0.5 })
    #expect(limiter.clampedSamples == 0)
    // Before the peak arrives the 0.3 level is turned down gradually, one window long.
    let delay = limiter.delayFrames
    let approach = (1_000 - 49 + delay)..<(1_000 + delay)
    var previous = output[(approach.lowerBound - 1) * 2]
    for frame in approach {
      let value = output[frame * 2]
      #expect(value <= previous + 1e-6)
      #expect(previous - value < 0.3 * 0.9 / 49 * 1.01)
      previous = value
    }
  }

  @Test func fullScaleSineIsHeldAtTheCeiling() {
    var limiter = Self.limiter()
    let input = (0..<48_000).flatMap { frame -> [Float] in
      let value = Float(sin(Double(frame) * 0.05))
      return [value, value]
    }
    let output = Self.run(&limiter, input)
    let peak = output.reduce(0) { max($0, abs($1)) }
    #expect(peak <= 0.5)
    #expect(peak > 0.45)
    #expect(limiter.clampedSamples == 0)
  }
}
