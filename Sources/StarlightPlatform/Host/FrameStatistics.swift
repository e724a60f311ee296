import Glibc
import StarlightCore
import StarlightSupport

/// CPU time the game thread spent per rendered frame, for the closing figures.
public struct FrameStatistics: Sendable {
  public private(set) var cpuTimes: [Nanoseconds] = []
  private var lastCPUTime: Nanoseconds = FrameStatistics.threadCPUTime()

  public init() {}

  /// Marks a presented frame: the CPU spent since the previous mark belongs to it.
  mutating func markFrame() {
    let now = Self.threadCPUTime()
    cpuTimes.append(now - lastCPUTime)
    lastCPUTime = now
  }

  public var frameCount: Int { cpuTimes.count }

  public func percentile(_ fraction: Double) -> Nanoseconds? {
    Percentile.of(cpuTimes, fraction)
  }

  static func threadCPUTime() -> Nanoseconds {
    var spec = timespec()
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &spec)
    return Nanoseconds(spec.tv_sec) * Nanoseconds.perSecond + Nanoseconds(spec.tv_nsec)
  }
}
