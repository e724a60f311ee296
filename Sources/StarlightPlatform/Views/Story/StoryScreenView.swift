import StarlightCore

/// Draws whichever menu screen the story flow shows; nothing while a chapter is played
/// (the chapter's view draws then) or after quitting.
struct StoryScreenView {
  /// The histogram's bin width for Chapter 4's result.
  let calibration: CalibrationTuning

  func draw(_ flow: StoryFlow, time: Nanoseconds, on canvas: Canvas) {
    switch flow.screen {
    case .title: TitleView().draw(flow, time: time, on: canvas)
    case .chapterSelect: ChapterSelectView().draw(flow, time: time, on: canvas)
    case .titleCard: TitleCardView().draw(flow, time: time, on: canvas)
    case .result: ResultView(calibration: calibration).draw(flow, time: time, on: canvas)
    case .end: EndView().draw(flow, time: time, on: canvas)
    case .playing, .finished: break
    }
  }
}
