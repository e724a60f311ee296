import StarlightCore

extension SceneHost {
  /// The Display page's hold on this host's window and pacing.
  var displayControl: any DisplayControl {
    SDLDisplayControl(windowID: canvas.windowID, pacing: pacing)
  }

  /// Moves the window to the display the settings file names (the first when it is not
  /// there: said on screen).
  public func move(toDisplay index: Int) {
    if let problem = displayControl.moveToDisplay(index) {
      notices.post(lasting: "Display \(index + 1): \(problem); using the first.")
    }
  }

  /// Puts the frame cap in force (vsync and pacing), as the settings file says at start.
  public func apply(frameCap: FrameCap) {
    if let problem = displayControl.apply(frameCap) {
      notices.post(lasting: "Frame cap \(frameCap.text): \(problem)")
    }
  }
}
