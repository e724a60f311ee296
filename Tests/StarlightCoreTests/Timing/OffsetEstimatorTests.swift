import Foundation
import StarlightSupport
import Testing

@testable import StarlightCore

/// The calibration estimator on synthetic sessions: a known offset, normal jitter of sigma,
/// and a few wild presses. Its p95 error over 1,000 seeded sessions of 50 presses must stay
/// within 1.25 x the statistical limit of a clean mean (1.96 sigma / sqrt(50)).
@Suite("Offset estimator")
struct OffsetEstimatorTests {
  let estimator = CalibrationTuning.defaults.estimator

  /// One session: `count` presses around `offset` with normal jitter, `wild` of them
  /// replaced by presses 150-400 ms off either way (a missed beat, a double tap).
  static func session(
    offset: Nanoseconds, sigma: Double, count: Int, wild: Int, generator: inout SplitMix64
  ) -> [Nanoseconds] {
    var presses = (0..<count).map { _ in
      offset + Nanoseconds((generator.nextGaussian() * sigma * 1e6).rounded())
    }
    for index in 0..<wild {
      let size = 150 + 250 * generator.nextUnit()
      let sign: Double = generator.nextUnit() < 0.5 ? -1 : 1
      presses[index * (count / max(1, wild))] = offset + Nanoseconds((sign * size * 1e6).rounded())
    }
    return presses
  }

  /// Absolute errors (ms) of the estimate over `sessions` seeded sessions.
  func errors(offsetMs: Int64, sigma: Double, wild: Int, sessions: Int = 1_000) -> [Double] {
    var generator = SplitMix64(seed: UInt64(bitPattern: offsetMs) &+ UInt64(sigma * 100))
    return (0..<sessions).map { _ in
      let presses = Self.session(
        offset: .milliseconds(offsetMs), sigma: sigma, count: 50, wild: wild,
        generator: &generator)
      guard let estimate = estimator.estimate(presses) else { return .infinity }
      return abs((estimate.offset - .milliseconds(offsetMs)).milliseconds)
    }
  }

  static func percentile(_ values: [Double], _ share: Double) -> Double {
    Percentile.of(values, share) ?? 0
  }

  @Test(
    "p95 error within 1.25 x the statistical limit, with and without wild presses",
    arguments: [-120, -60, 0, 45, 120], [5.0, 15.0])
  func p95WithinLimit(offsetMs: Int, sigma: Double) {
    let limit = 1.25 * 1.96 * sigma / 50.0.squareRoot()
    for wild in [0, 3] {
      let p95 = Self.percentile(errors(offsetMs: Int64(offsetMs), sigma: sigma, wild: wild), 0.95)
      #expect(p95 <= limit, "offset \(offsetMs) ms, sigma \(sigma), \(wild) wild: p95 \(p95) ms")
    }
  }

  @Test("wild presses are dropped and counted, the spread and confidence describe the rest")
  func strayPressesDropped() throws {
    var generator = SplitMix64(seed: 7)
    let presses = Self.session(
      offset: .milliseconds(30), sigma: 5, count: 50, wild: 4, generator: &generator)
    let estimate = try #require(estimator.estimate(presses))
    #expect(estimate.dropped == 4)
    #expect(estimate.kept == 46)
    #expect(abs(estimate.spread.milliseconds - 5) < 1.5)
    let expected = 1.96 * estimate.spread.milliseconds / 46.0.squareRoot()
    #expect(abs(estimate.confidence.milliseconds - expected) < 0.01)
  }

  @Test("no estimate under the minimum press count")
  func tooFewPresses() {
    let presses = Array(repeating: Nanoseconds.milliseconds(10), count: 31)
    #expect(estimator.estimate(presses) == nil)
    #expect(estimator.estimate(presses + [.milliseconds(10)])?.offset == .milliseconds(10))
  }
}

@Suite("Offset suggestion")
struct OffsetSuggestionTests {
  @Test("the offset in force plus the median error, from 50 hits on", arguments: [0, 25, -40])
  func medianRule(currentMs: Int) {
    let errors = (0..<49).map { Nanoseconds.milliseconds(Int64(10 + $0 % 5)) }
    let current = Nanoseconds.milliseconds(Int64(currentMs))
    #expect(OffsetSuggestion.audioOffset(errors: errors, current: current, minimumHits: 50) == nil)
    let enough = errors + [.milliseconds(400)]
    // Median of 10 x 10...14 (+ one stray high): 12 ms.
    #expect(
      OffsetSuggestion.audioOffset(errors: enough, current: current, minimumHits: 50)
        == current + .milliseconds(12))
  }
}
