import StarlightCore
import Testing

@testable import StarlightPlatform

/// `--stats`: the frame rate reached comes from the host clock's frame times, beside what
/// each frame cost drawing and presenting.
@Suite struct FrameStatisticsTests {
  @Test("the rate reached is frames over the time between the first and the last")
  func rateAndReport() throws {
    var statistics = FrameStatistics()
    #expect(statistics.framesPerSecond == nil)
    #expect(statistics.report(requestedRate: 240) == nil)
    let interval = Nanoseconds.milliseconds(4)
    for frame in 0..<101 {
      let start = Nanoseconds(frame) * interval
      statistics.markFrame(
        drawStart: start, presentStart: start + .milliseconds(1),
        end: start + .milliseconds(3))
    }
    #expect(statistics.frameCount == 101)
    let rate = try #require(statistics.framesPerSecond)
    #expect(abs(rate - 250) < 0.001)
    let report = try #require(statistics.report(requestedRate: 240))
    #expect(report.hasPrefix("frames 101, 250 fps (asked 240)"))
    #expect(report.contains("drawing 1.00/1.00"))
    #expect(report.contains("presenting 2.00/2.00"))
    #expect(report.contains("all threads"))
  }
}
