import StarlightCore

/// Draws whichever menu screen the story flow shows; nothing while a chapter is played
/// (the chapter's view draws then) or after quitting.
struct StoryScreenView {
  /// The histogram's bin width for Chapter 4's result.
  let calibration: CalibrationTuning

  /// `keys`: the player's bindings, which the footers name.
  func draw(_ flow: StoryFlow, keys: KeyHints, time: Nanoseconds, on canvas: Canvas) {
    switch flow.screen {
    case .title: TitleView(keys: keys).draw(flow, time: time, on: canvas)
    case .chapterSelect: ChapterSelectView(keys: keys).draw(flow, time: time, on: canvas)
    case .titleCard: TitleCardView(keys: keys).draw(flow, time: time, on: canvas)
    case .result:
      ResultView(calibration: calibration, keys: keys).draw(flow, time: time, on: canvas)
    case .end: EndView(keys: keys).draw(flow, time: time, on: canvas)
    case .playing, .finished: break
    }
  }
}
