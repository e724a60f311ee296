import Glibc
import StarlightCore
import StarlightSupport

/// What the frames cost, for `--stats`: the CPU time the game thread spent per rendered
/// frame, and on the host's clock how long each frame took to draw and to present and how
/// many frames per second were shown, so a frame rate short of the one asked for can be
/// told apart from a busy CPU (drawing or presenting that waits on something else).
public struct FrameStatistics: Sendable {
  public private(set) var cpuTimes: [Nanoseconds] = []
  /// Wall time from the start of a frame's drawing to the start of its presenting, and of
  /// its presenting (`SDL_RenderPresent`, where a GPU or the X server's copy is waited for).
  public private(set) var drawTimes: [Nanoseconds] = []
  public private(set) var presentTimes: [Nanoseconds] = []
  /// CPU time of the whole process per frame: the game thread's and every other thread's,
  /// notably a software GL rasterizer's (llvmpipe draws on threads of its own, so a frame it
  /// rasterizes costs the game thread nothing but waiting in the present).
  public private(set) var processTimes: [Nanoseconds] = []
  private var lastProcessTime: Nanoseconds = FrameStatistics.cpuTime(CLOCK_PROCESS_CPUTIME_ID)
  private var firstFrame: Nanoseconds?
  private var lastFrame: Nanoseconds?
  private var lastCPUTime: Nanoseconds = FrameStatistics.threadCPUTime()

  public init() {}

  /// Marks a presented frame: drawn from `drawStart`, presented from `presentStart`, done
  /// at `end` (host clock). The CPU spent since the previous mark belongs to it.
  mutating func markFrame(drawStart: Nanoseconds, presentStart: Nanoseconds, end: Nanoseconds) {
    let now = Self.threadCPUTime()
    cpuTimes.append(now - lastCPUTime)
    lastCPUTime = now
    let process = Self.cpuTime(CLOCK_PROCESS_CPUTIME_ID)
    processTimes.append(process - lastProcessTime)
    lastProcessTime = process
    drawTimes.append(presentStart - drawStart)
    presentTimes.append(end - presentStart)
    if firstFrame == nil { firstFrame = end }
    lastFrame = end
  }

  public var frameCount: Int { cpuTimes.count }

  /// Frames shown per second between the first frame and the last, nil before two.
  public var framesPerSecond: Double? {
    guard let firstFrame, let lastFrame, lastFrame > firstFrame, frameCount > 1 else {
      return nil
    }
    return Double(frameCount - 1) * Double(Nanoseconds.perSecond) / Double(lastFrame - firstFrame)
  }

  /// The drawing thread's CPU and the whole process's, per frame on average.
  public var meanCPU: (drawing: Nanoseconds, process: Nanoseconds) {
    let frames = Nanoseconds(max(1, frameCount))
    return (cpuTimes.reduce(0, +) / frames, processTimes.reduce(0, +) / frames)
  }

  public func percentile(_ fraction: Double) -> Nanoseconds? {
    Percentile.of(cpuTimes, fraction)
  }

  /// The closing line of `--stats`: the rate reached against the one asked for, then what a
  /// frame cost (CPU, and wall time drawing and presenting), median and p99.
  public func report(requestedRate: Int) -> String? {
    guard let cpu50 = percentile(0.5), let cpu99 = percentile(0.99),
      let draw50 = Percentile.of(drawTimes, 0.5), let draw99 = Percentile.of(drawTimes, 0.99),
      let present50 = Percentile.of(presentTimes, 0.5),
      let present99 = Percentile.of(presentTimes, 0.99),
      let process50 = Percentile.of(processTimes, 0.5),
      let process99 = Percentile.of(processTimes, 0.99)
    else { return nil }
    func ms(_ time: Nanoseconds) -> String {
      let hundredths =
        (time + Nanoseconds.perMillisecond / 200) / (Nanoseconds.perMillisecond / 100)
      let fraction = hundredths % 100
      return "\(hundredths / 100).\(fraction < 10 ? "0" : "")\(fraction)"
    }
    let rate = framesPerSecond.map { String(Int($0.rounded())) } ?? "-"
    return "frames \(frameCount), \(rate) fps (asked \(requestedRate)); per frame (median/p99 ms):"
      + " CPU \(ms(cpu50))/\(ms(cpu99)) (all threads \(ms(process50))/\(ms(process99))), drawing \(ms(draw50))/\(ms(draw99)),"
      + " presenting \(ms(present50))/\(ms(present99))"
  }

  static func threadCPUTime() -> Nanoseconds { cpuTime(CLOCK_THREAD_CPUTIME_ID) }

  static func cpuTime(_ clock: clockid_t) -> Nanoseconds {
    var spec = timespec()
    clock_gettime(clock, &spec)
    return Nanoseconds(spec.tv_sec) * Nanoseconds.perSecond + Nanoseconds(spec.tv_nsec)
  }
}
