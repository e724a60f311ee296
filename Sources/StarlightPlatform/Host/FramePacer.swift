import StarlightCore
import Synchronization

/// When to draw: frames at the render rate, decoupled from the simulation, with input
/// pumped about every half millisecond in between (so presses are stamped within about a
/// millisecond, and a frame is never late by a whole sleep; SDL_Delay's 1 ms granularity
/// cost about a quarter of the frames at 144 fps).
public struct FramePacer: Sendable {
  public static let pumpInterval = Nanoseconds.milliseconds(1) / 2

  /// 0 when unpaced: every loop draws (vsync then waits in the present, or unlimited).
  public private(set) var frameInterval: Nanoseconds
  private var nextFrame: Nanoseconds

  public init(renderRate: Int?, now: Nanoseconds) {
    frameInterval = Self.interval(renderRate)
    nextFrame = now
  }

  public func isFrameDue(at now: Nanoseconds) -> Bool { now >= nextFrame }

  /// A frame was drawn at `now`: the next is due one interval after the last due time, or
  /// now if the loop fell behind (no burst of catch-up frames).
  public mutating func frameDrawn(at now: Nanoseconds) {
    nextFrame = max(nextFrame + frameInterval, now)
  }

  /// Paces at `pacing`'s rate from the next frame on (the Display page's frame cap).
  public mutating func follow(_ pacing: FramePacing) {
    frameInterval = Self.interval(pacing.framesPerSecond)
  }

  private static func interval(_ rate: Int?) -> Nanoseconds {
    guard let rate else { return 0 }
    return Nanoseconds.perSecond / Nanoseconds(max(1, rate))
  }
}

/// The frame rate the host paces at, changed while it runs (the frame cap); nil: no
/// pacing. Read by the drawing loop, written by the settings.
public final class FramePacing: Sendable {
  private let rate: Mutex<Int?>

  public init(framesPerSecond: Int?) { rate = Mutex(framesPerSecond) }

  public var framesPerSecond: Int? {
    get { rate.withLock { $0 } }
    set { rate.withLock { $0 = newValue } }
  }
}
