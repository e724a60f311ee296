/// How the window is shown: windowed or fullscreen at the desktop's resolution, on which
/// display, and how often frames are drawn. Visual only.
public struct DisplayPreferences: Sendable, Equatable, Hashable {
  public var fullscreen: Bool
  /// SDL's index of the display to use; one that is not there falls back to the first.
  public var displayIndex: Int
  public var frameCap: FrameCap

  public static let displayIndexRange = 0...15
  public static let defaults = DisplayPreferences()

  public init(fullscreen: Bool = false, displayIndex: Int = 0, frameCap: FrameCap = .standard) {
    self.fullscreen = fullscreen
    self.displayIndex = displayIndex
    self.frameCap = frameCap
  }
}
