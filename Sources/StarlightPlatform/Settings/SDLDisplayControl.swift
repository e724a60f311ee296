import CSDL2
import Logging
import StarlightCore

/// The Display page's calls on the SDL window: found by the canvas's window id, so the
/// canvas keeps sole ownership of the window and renderer.
final class SDLDisplayControl: DisplayControl {
  private let windowID: UInt32
  private let pacing: FramePacing
  private let logger = Logger(label: "starlight.display")
  /// The pacing under vsync, in refreshes: above the refresh, so it never costs a frame.
  static let vsyncGuardMultiple = 2

  init(windowID: UInt32, pacing: FramePacing) {
    self.windowID = windowID
    self.pacing = pacing
  }

  private var window: OpaquePointer? { SDL_GetWindowFromID(windowID) }

  func displayNames() -> [String] {
    let count = max(0, SDL_GetNumVideoDisplays())
    return (0..<count).map { index in
      SDL_GetDisplayName(index).map { String(cString: $0) } ?? "Display \(index + 1)"
    }
  }

  func refreshRate() -> Int? {
    guard let window else { return nil }
    var mode = SDL_DisplayMode()
    let index = SDL_GetWindowDisplayIndex(window)
    guard index >= 0, SDL_GetCurrentDisplayMode(index, &mode) == 0, mode.refresh_rate > 0 else {
      return nil
    }
    return Int(mode.refresh_rate)
  }

  /// SDL_RenderSetVSync is in every SDL this builds against (2.0.18 and later; the
  /// system-library target needs it to link).
  var vsyncAdjustable: Bool { true }

  func setFullscreen(_ fullscreen: Bool) -> String? {
    guard let window else { return "no window" }
    let flags = fullscreen ? SDL_WINDOW_FULLSCREEN_DESKTOP.rawValue : 0
    guard SDL_SetWindowFullscreen(window, flags) == 0 else { return Self.error() }
    return nil
  }

  func moveToDisplay(_ index: Int) -> String? {
    guard let window else { return "no window" }
    guard index >= 0, index < SDL_GetNumVideoDisplays() else {
      return "there is no display \(index + 1)"
    }
    var bounds = SDL_Rect()
    guard SDL_GetDisplayBounds(Int32(index), &bounds) == 0 else { return Self.error() }
    let wasFullscreen = SDL_GetWindowFlags(window) & SDL_WINDOW_FULLSCREEN_DESKTOP.rawValue != 0
    // A fullscreen window moves by leaving fullscreen, moving, and filling the new display.
    if wasFullscreen { SDL_SetWindowFullscreen(window, 0) }
    var width: Int32 = 0
    var height: Int32 = 0
    SDL_GetWindowSize(window, &width, &height)
    SDL_SetWindowPosition(
      window, bounds.x + max(0, (bounds.w - width) / 2), bounds.y + max(0, (bounds.h - height) / 2))
    if wasFullscreen { SDL_SetWindowFullscreen(window, SDL_WINDOW_FULLSCREEN_DESKTOP.rawValue) }
    return nil
  }

  func apply(_ cap: FrameCap) -> String? {
    var problem: String?
    if let window, let renderer = SDL_GetRenderer(window) {
      if SDL_RenderSetVSync(renderer, cap.usesVsync ? 1 : 0) != 0 { problem = Self.error() }
    }
    let refresh = refreshRate() ?? DisplayStatus.assumedRefreshHz
    // With vsync the present waits for the refresh; pacing at twice it only keeps a driver
    // that ignores vsync (a virtual display) from drawing as fast as it can.
    pacing.framesPerSecond =
      cap.usesVsync
      ? refresh * Self.vsyncGuardMultiple : cap.framesPerSecond(refreshHz: refresh)
    logger.info(
      "frame cap \(cap.text): pacing at \(pacing.framesPerSecond.map(String.init) ?? "none")")
    return problem
  }

  private static func error() -> String { String(cString: SDL_GetError()) }
}
