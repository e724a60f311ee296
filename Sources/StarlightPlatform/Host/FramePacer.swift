import StarlightCore
import Synchronization

/// When to draw: frames at the render rate, decoupled from the simulation, with input
/// pumped about every half millisecond in between (so presses are stamped within about a
/// millisecond, and a frame is never late by a whole sleep; SDL_Delay's 1 ms granularity
/// cost about a quarter of the frames at 144 fps).
public struct FramePacer: Sendable {
  public static let pumpInterval = Nanoseconds.milliseconds(1) / 2
  /// The longest the window's thread waits for an event in live play before it looks
  /// whether the game goes on (an event ends the wait at once).
  public static let eventWait = Nanoseconds.milliseconds(2)

  /// 0 when unpaced: every loop draws (vsync then waits in the present, or unlimited).
  public private(set) var frameInterval: Nanoseconds
  private var nextFrame: Nanoseconds

  public init(renderRate: Int?, now: Nanoseconds) {
    frameInterval = Self.interval(renderRate)
    nextFrame = now
  }

  public func isFrameDue(at now: Nanoseconds) -> Bool { now >= nextFrame }

  /// How long until the next frame is due (0: now).
  public func timeUntilFrame(at now: Nanoseconds) -> Nanoseconds { max(0, nextFrame - now) }

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
/// pacing. Read by the drawing loop, written by the settings. Vsync is a wish here too: only
/// the drawing thread may touch the renderer, so it applies the wish before its next frame
/// (`Canvas.follow(vsync:)`); nil leaves the renderer as it was made.
public final class FramePacing: Sendable {
  private let state: Mutex<(rate: Int?, vsync: Bool?)>

  public init(framesPerSecond: Int?) { state = Mutex((framesPerSecond, nil)) }

  public var framesPerSecond: Int? {
    get { state.withLock { $0.rate } }
    set { state.withLock { $0.rate = newValue } }
  }

  public var vsync: Bool? {
    get { state.withLock { $0.vsync } }
    set { state.withLock { $0.vsync = newValue } }
  }
}
