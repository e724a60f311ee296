import Foundation
import StarlightCore

/// The calibration estimator's error over 1,000 seeded synthetic sessions of 50 presses
/// (normal jitter of sigma around a known offset, 3 wild presses 150-400 ms off), against the
/// statistical limit of a clean mean (1.96 sigma / sqrt(50)).
enum CalibrationEstimatorFigures {
  static let sessions = 1_000
  static let presses = 50
  static let wildPresses = 3

  static func run() {
    let estimator = CalibrationTuning.defaults.estimator
    for sigma in [5.0, 15.0] {
      var generator = SplitMix64(seed: UInt64(sigma))
      var errors: [Double] = []
      for session in 0..<sessions {
        let offset = Double(session % 241 - 120)
        var values = (0..<presses).map { _ in offset + generator.nextGaussian() * sigma }
        for wild in 0..<wildPresses {
          let size = 150 + 250 * generator.nextUnit()
          values[wild * (presses / wildPresses)] =
            offset + (generator.nextUnit() < 0.5 ? -size : size)
        }
        let presses = values.map { Nanoseconds(($0 * 1e6).rounded()) }
        guard let estimate = estimator.estimate(presses) else { continue }
        errors.append(abs(estimate.offset.milliseconds - offset))
      }
      errors.sort()
      let limit = 1.96 * sigma / Double(presses).squareRoot()
      print(
        String(
          format:
            "calibration estimator, sigma %.0f ms, %d sessions of %d presses (%d wild): median error %.2f ms, p95 %.2f ms (limit 1.25 x %.2f = %.2f ms)",
          sigma, sessions, presses, wildPresses, errors[errors.count / 2],
          errors[Int(Double(errors.count) * 0.95) - 1], limit, 1.25 * limit))
    }
  }
}
