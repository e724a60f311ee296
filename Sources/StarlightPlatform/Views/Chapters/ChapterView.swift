import StarlightCore

/// Draws one chapter's playfield and HUD from its rules' state, at chapter time `time`
/// (already corrected by the visual offset). The scene host clears nothing for it: the view
/// clears the canvas first, and the host draws pause, result and notice overlays on top.
protocol ChapterView {
  func draw(_ rules: any ChapterRules, time: Nanoseconds, on canvas: Canvas)
}
