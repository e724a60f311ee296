import Foundation
import StarlightCore

/// How long osu!mania's star rating takes for one chart, at one rate and at every rate the
/// game plays (0.50x to 2.00x, 31 rates): what it would cost the library to keep a rating per
/// rate. `StarlightBenchmarks stars` runs this alone.
enum StarRatingBenchmark {
  static func run(chart: BeatMap) {
    let rates = (PlaybackRate.slowest...PlaybackRate.fastest).filter {
      $0 % PlaybackRate.step == 0
    }.map { Double($0) / 100 }
    let clock = ContinuousClock()
    var single: [Double] = []
    var every: [Double] = []
    var total = 0.0
    for _ in 0..<20 {
      single.append(seconds(clock.measure { total += StarRating.of(chart) }))
      every.append(
        seconds(clock.measure { for rate in rates { total += StarRating.of(chart, rate: rate) } }))
    }
    single.sort()
    every.sort()
    print(
      String(
        format:
          "star rating of a %d-note chart: median %.3f ms at one rate, %.2f ms at all %d rates (checksum %.3f)",
        chart.notes.count, single[single.count / 2] * 1000, every[every.count / 2] * 1000,
        rates.count, total))
  }

  private static func seconds(_ duration: Duration) -> Double {
    Double(duration.components.seconds) + Double(duration.components.attoseconds) / 1e18
  }
}
