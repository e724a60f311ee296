import StarlightCore

/// What the Display page does to the window: fullscreen, the display it is on, the frame
/// cap (vsync on the renderer and the host's pacing), and what it reads back (the displays,
/// the refresh rate). A protocol so the settings scene's tests use a fake.
protocol DisplayControl: AnyObject {
  /// The displays there are, by name, in SDL's order.
  func displayNames() -> [String]
  /// The refresh rate of the display the window is on, nil when unknown.
  func refreshRate() -> Int?
  /// Whether vsync can change on the running renderer (SDL 2.0.18 and later).
  var vsyncAdjustable: Bool { get }
  /// Returns why not, when it could not.
  func setFullscreen(_ fullscreen: Bool) -> String?
  func moveToDisplay(_ index: Int) -> String?
  /// Vsync on or off, and the host's pacing at the cap's rate.
  func apply(_ cap: FrameCap) -> String?
}
