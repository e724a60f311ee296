import StarlightCore

extension SceneHost {
  /// The Display page's hold on this host's window and pacing.
  var displayControl: any DisplayControl {
    SDLDisplayControl(windowID: canvas.windowID, pacing: pacing)
  }

  /// Puts the frame cap in force (vsync and pacing), as the settings file says at start.
  public func apply(frameCap: FrameCap) {
    if let problem = displayControl.apply(frameCap) {
      notices.post(lasting: "Frame cap \(frameCap.text): \(problem)")
    }
  }
}
