import StarlightSupport
import Testing

@Suite("Percentile")
struct PercentileTests {
  @Test(
    "nearest rank: always one of the values",
    arguments: [(0.95, 95), (0.5, 50), (0.99, 99), (1.0, 100), (0.0, 1), (0.001, 1), (7.0, 100)])
  func nearestRank(fraction: Double, expected: Int) {
    #expect(Percentile.nearestRank(Array(1...100), fraction) == expected)
  }

  @Test("unsorted input is sorted first; no values, no percentile")
  func unsortedAndEmpty() {
    #expect(Percentile.of([5, 1, 4, 2, 3], 0.5) == 3)
    #expect(Percentile.of([Double](), 0.5) == nil)
    #expect(Percentile.nearestRank([2.5], .nan) == 2.5)
  }
}
