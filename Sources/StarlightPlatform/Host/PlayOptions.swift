import StarlightCore

/// How a live session should run, as the command line asked.
public struct PlayOptions: Sendable {
  /// Exit cleanly after this much song time (or screen time on the error screen).
  public var quitAfter: Nanoseconds?
  /// Save the last frame here when quitting (PNG or BMP by extension).
  public var screenshotPath: String?
  /// Frames drawn per second; the loop pumps input at about 1 kHz regardless.
  public var renderRate: Int
  /// Judging (and the hand-over of hit sounds) on a thread of its own at a raised priority,
  /// drawing on the canvas's drawing thread, the window's thread only pumping events: live
  /// play. Off, one thread pumps, judges and has the drawing thread draw in turn (tests,
  /// headless).
  public var judgingThread = false

  public static let defaultRenderRate = 144

  public init(
    quitAfter: Nanoseconds? = nil, screenshotPath: String? = nil,
    renderRate: Int = defaultRenderRate
  ) {
    self.quitAfter = quitAfter
    self.screenshotPath = screenshotPath
    self.renderRate = renderRate
  }
}
