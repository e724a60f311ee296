import StarlightCore

/// When to draw: frames at the render rate, decoupled from the simulation, with input
/// pumped about every half millisecond in between (so presses are stamped within about a
/// millisecond, and a frame is never late by a whole sleep; SDL_Delay's 1 ms granularity
/// cost about a quarter of the frames at 144 fps).
public struct FramePacer: Sendable {
  public static let pumpInterval = Nanoseconds.milliseconds(1) / 2
  /// The longest the window's thread waits for an event in live play before it looks
  /// whether the game goes on (an event ends the wait at once).
  public static let eventWait = Nanoseconds.milliseconds(2)

  public let frameInterval: Nanoseconds
  private var nextFrame: Nanoseconds

  public init(renderRate: Int, now: Nanoseconds) {
    frameInterval = Nanoseconds.perSecond / Nanoseconds(max(1, renderRate))
    nextFrame = now
  }

  public func isFrameDue(at now: Nanoseconds) -> Bool { now >= nextFrame }

  /// A frame was drawn at `now`: the next is due one interval after the last due time, or
  /// now if the loop fell behind (no burst of catch-up frames).
  public mutating func frameDrawn(at now: Nanoseconds) {
    nextFrame = max(nextFrame + frameInterval, now)
  }
}
