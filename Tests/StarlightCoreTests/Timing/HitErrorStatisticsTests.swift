import Testing

@testable import StarlightCore

@Suite("Hit error statistics")
struct HitErrorStatisticsTests {
  let windows = GameConstants.standardWindows

  @Test("mean, median, standard deviation and unstable rate of known offsets")
  func knownOffsets() throws {
    let stats = HitErrorStatistics(
      errors: [-10, -5, 0, 5, 10, 30].map(ms), windows: windows)
    #expect(stats.count == 6)
    #expect(try #require(stats.mean) == 5)
    #expect(try #require(stats.median) == 2.5)
    // Deviations from 5: -15 -10 -5 0 5 25; squares sum to 1000; / 6.
    let deviation = (1_000.0 / 6).squareRoot()
    #expect(abs(try #require(stats.standardDeviation) - deviation) < 1e-9)
    #expect(abs(try #require(stats.unstableRate) - 10 * deviation) < 1e-9)
  }

  @Test("a constant offset has no spread: unstable rate 0")
  func constantOffsetIsStable() {
    let stats = HitErrorStatistics(errors: Array(repeating: ms(12), count: 20), windows: windows)
    #expect(stats.unstableRate == 0)
    #expect(stats.median == 12)
  }

  @Test("early and late are counted per tier, on-time is neither, outside every tier is none")
  func earlyLatePerTier() {
    let errors = [-40, -41, 40, 80, 81, -150, 0, 151, -200].map(ms)
    let stats = HitErrorStatistics(errors: errors, windows: windows)
    #expect(stats.tiers.map(\.name) == ["perfect", "great", "good"])
    #expect(stats.tiers.map(\.early) == [1, 1, 1])
    #expect(stats.tiers.map(\.late) == [1, 1, 1])
    #expect(stats.earlyCount == 3)
    #expect(stats.lateCount == 3)
  }

  @Test("no hits: no figures")
  func empty() {
    let stats = HitErrorStatistics(errors: [], windows: windows)
    #expect(stats.mean == nil && stats.median == nil && stats.unstableRate == nil)
  }
}

@Suite("Offset histogram")
struct OffsetHistogramTests {
  @Test("bins are centred on zero and cover the reach, edges go up, beyond goes outermost")
  func bins() {
    let histogram = OffsetHistogram(
      errors: [0, 2, 3, -2, -3, 7, 200, -200, 12].map(ms), reach: ms(10), binWidth: ms(5))
    // Bins: [-12.5,-7.5) [-7.5,-2.5) [-2.5,2.5) [2.5,7.5) [7.5,12.5)
    #expect(histogram.counts.count == 5)
    #expect(histogram.centre(of: 2) == 0)
    #expect(histogram.counts == [1, 1, 3, 2, 2])
    #expect(histogram.peak == 3)
  }
}
