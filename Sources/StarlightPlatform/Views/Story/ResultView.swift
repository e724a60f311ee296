import Foundation
import StarlightCore

/// A chapter's result: cleared or failed, its headline and figures, the best result, for a
/// failure the count and Auto-Assist, and the choices (Next, Retry, Menu) on the right. A
/// rhythm run adds its offset histogram and timing graph under the figures.
struct ResultView {
  let calibration: CalibrationTuning
  /// The player's keys, which the footer names.
  var keys = KeyHints.defaults

  private static let panelLeft = 110
  private static let panelWidth = 680
  private static let panelTop = 180
  private static let minPanelHeight = 240
  private static let maxFigureLines = 8
  /// A rhythm run keeps fewer figure lines, for the timing pictures beneath (fewer still
  /// when the failure block takes room too).
  private static let maxFigureLinesWithTiming = 5
  private static let maxFigureLinesWithTimingFailed = 3
  private static let timingGap = 12
  private static let timingHeight = 150
  private static let histogramWidth = 300
  private static let figureLineHeight = 24
  private static let secondColumn = 320
  private static let valueOffset = 200
  private static let longHeadline = 34
  private static let failureBlockHeight = 96
  private static let itemsLeft = 860
  private static let itemWidth = 300
  private static let itemHeight = 70

  func draw(_ flow: StoryFlow, time: Nanoseconds, on canvas: Canvas) {
    guard case .result(let result) = flow.screen else { return }
    StoryBackdrop().draw(time: time, on: canvas)
    let chapter = result.chapter
    canvas.drawText(
      result.isCleared ? "CHAPTER CLEARED" : "CHAPTER FAILED", x: StoryStyle.centerX, y: 56,
      size: 40, result.isCleared ? StoryPalette.good : StoryPalette.bad, alignment: .center)
    canvas.drawText(
      "Chapter \(chapter.number): \(chapter.title)", x: StoryStyle.centerX, y: 112, size: 20,
      StoryPalette.dimText, alignment: .center)
    StoryChrome.rule(centerX: StoryStyle.centerX, y: 146, width: 520, on: canvas)
    if let reason = result.notSavedReason {
      // Said where the result is, not only in the log: this result is not on the disk.
      let line = TextWrap.lines(
        "Progress not saved: \(reason).", size: 16, width: Self.panelWidth, maxLines: 1)
      canvas.drawText(
        line.first ?? "", x: StoryStyle.centerX, y: 154, size: 16, StoryPalette.bad,
        alignment: .center)
    }
    let panelHeight = self.panelHeight(result)
    drawFigures(result, flow: flow, panelHeight: panelHeight, on: canvas)
    drawItems(result, flow: flow, panelHeight: panelHeight, time: time, on: canvas)
    if let run = result.summary.firewall {
      drawTiming(run, top: Self.panelTop + panelHeight + Self.timingGap, on: canvas)
    }
    if flow.isAutoplay {
      drawAutoAdvance(result, flow: flow, time: time, on: canvas)
    } else {
      StoryChrome.footer(keys.menuFooter(back: "Menu"), on: canvas)
    }
    let veil =
      1
      - StoryStyle.progress(
        since: result.since, time: time, duration: StoryStyle.screenFadeIn)
    if veil > 0 {
      canvas.fill(
        x: 0, y: 0, width: StoryStyle.width, height: StoryStyle.height,
        Color(0, 0, 0, UInt8(200 * veil)))
    }
  }

  /// Tall enough for the figures (and a failure's lines), so a short result is no empty box.
  private func panelHeight(_ result: StoryResult) -> Int {
    let rows = min(figureLines(result.summary).count, figureLimit(result.summary))
    let figures = rows * Self.figureLineHeight
    let failure = result.isCleared ? 0 : Self.failureBlockHeight
    return max(Self.minPanelHeight, 160 + figures + failure + 16)
  }

  private func drawFigures(
    _ result: StoryResult, flow: StoryFlow, panelHeight: Int, on canvas: Canvas
  ) {
    let left = Self.panelLeft
    StoryChrome.panel(
      x: left, y: Self.panelTop, width: Self.panelWidth, height: panelHeight, on: canvas)
    let summary = result.summary
    let textLeft = left + 32
    // A judge's name makes the headline long: it steps down a size rather than overflow.
    let headlineSize = summary.headline.count > Self.longHeadline ? 20 : 28
    canvas.drawText(
      summary.headline, x: textLeft, y: Self.panelTop + 24, size: headlineSize, StoryPalette.text)
    canvas.drawText(
      "SCORE", x: textLeft, y: Self.panelTop + 76, size: 16, StoryPalette.dimText)
    canvas.drawText(
      "\(summary.score)", x: textLeft, y: Self.panelTop + 94, size: 40, StoryPalette.accent)
    drawBest(result, flow: flow, right: left + Self.panelWidth - 32, on: canvas)
    // Lines past a column's room go to a second column (a judge with six tiers and a miss).
    let perColumn = figureLimit(summary)
    for (index, line) in figureLines(summary).enumerated() {
      let x = textLeft + (index / perColumn) * Self.secondColumn
      let y = Self.panelTop + 160 + (index % perColumn) * Self.figureLineHeight
      canvas.drawText(line.label, x: x, y: y, size: 16, StoryPalette.dimText)
      canvas.drawText(line.value, x: x + Self.valueOffset, y: y, size: 16, StoryPalette.text)
    }
    if !result.isCleared {
      drawFailure(
        result, flow: flow, x: textLeft, y: Self.panelTop + panelHeight - Self.failureBlockHeight,
        on: canvas)
    }
  }

  /// The labelled figures: the chapter's own details, or for Chapter 4 without them its
  /// full breakdown.
  private func figureLines(_ summary: ChapterSummary) -> [ChapterSummary.Detail] {
    let limit = figureLimit(summary) * (summary.firewall == nil ? 1 : 2)
    if summary.details.isEmpty, let firewall = summary.firewall {
      return ResultsText.lines(firewall).prefix(limit).map { ChapterSummary.Detail("", $0) }
    }
    return Array(summary.details.prefix(limit))
  }

  /// Lines in one column of figures.
  private func figureLimit(_ summary: ChapterSummary) -> Int {
    summary.firewall == nil
      ? Self.maxFigureLines
      : (summary.outcome == .cleared
        ? Self.maxFigureLinesWithTiming : Self.maxFigureLinesWithTimingFailed)
  }

  /// The run's offset histogram and its timing graph, side by side under the figures.
  private func drawTiming(_ run: RunSummary, top: Int, on canvas: Canvas) {
    RunTimingPanels(
      run: run, calibration: calibration, histogramWidth: Self.histogramWidth, gap: Self.timingGap
    ).draw(
      x: Self.panelLeft, y: top, width: Self.panelWidth, height: Self.timingHeight, on: canvas)
  }

  private func drawBest(_ result: StoryResult, flow: StoryFlow, right: Int, on canvas: Canvas) {
    let top = Self.panelTop + 76
    if result.byBot {
      canvas.drawText(
        "AUTOPLAY", x: right, y: top, size: 20, StoryPalette.accent, alignment: .right)
      canvas.drawText(
        "the bot's run: not counted", x: right, y: top + 28, size: 16, StoryPalette.dimText,
        alignment: .right)
      return
    }
    guard let best = flow.progress.best[result.chapter] else { return }
    if result.isNewBest {
      // A best that could not be saved is not announced as kept.
      let isSaved = result.notSavedReason == nil
      canvas.fill(
        x: right - 170, y: top + 10, width: 170, height: 36,
        isSaved ? StoryPalette.accent : StoryPalette.bad)
      canvas.drawText(
        isSaved ? "NEW BEST" : "NOT SAVED", x: right - 85, y: top + 16, size: 20,
        StoryPalette.skyTop, alignment: .center)
      return
    }
    canvas.drawText("BEST", x: right, y: top, size: 16, StoryPalette.dimText, alignment: .right)
    canvas.drawText(
      "\(best.score)", x: right, y: top + 20, size: 28, StoryPalette.text, alignment: .right)
    canvas.drawText(
      best.headline, x: right, y: top + 56, size: 16, StoryPalette.dimText, alignment: .right)
  }

  private func drawFailure(
    _ result: StoryResult, flow: StoryFlow, x: Int, y: Int, on canvas: Canvas
  ) {
    let count = result.failures == 1 ? "1 failure" : "\(result.failures) failures"
    canvas.fill(x: x, y: y, width: Self.panelWidth - 64, height: 1, StoryPalette.panelEdge)
    canvas.drawText(
      "\(count) of this chapter so far", x: x, y: y + 20, size: 20, StoryPalette.text)
    let line: String
    if result.autoAssistJustEngaged {
      line = "Auto-Assist is now on: the next attempt is easier."
    } else if result.autoAssist {
      line = "Auto-Assist is on for this chapter."
    } else {
      let left = flow.tuning.failuresBeforeAutoAssist - result.failures
      line = "Auto-Assist turns on after \(left) more \(left == 1 ? "failure" : "failures")."
    }
    canvas.drawText(
      line, x: x, y: y + 52, size: 16,
      result.autoAssist ? StoryPalette.accent : StoryPalette.dimText)
  }

  private func drawItems(
    _ result: StoryResult, flow: StoryFlow, panelHeight: Int, time: Nanoseconds,
    on canvas: Canvas
  ) {
    let height = result.items.count * Self.itemHeight
    var y = Self.panelTop + (panelHeight - height) / 2
    for item in result.items {
      let isSelected = item == result.selection
      if isSelected {
        StoryChrome.selectionBar(
          x: Self.itemsLeft, y: y, width: Self.itemWidth, height: Self.itemHeight - 12,
          time: time, on: canvas)
      }
      let centerX = Self.itemsLeft + Self.itemWidth / 2
      canvas.drawText(
        item.title.uppercased(), x: centerX, y: y + 6, size: 28,
        isSelected ? StoryPalette.accent : StoryPalette.text, alignment: .center)
      canvas.drawText(
        destination(of: item, result: result, flow: flow), x: centerX, y: y + 38, size: 16,
        StoryPalette.dimText, alignment: .center)
      y += Self.itemHeight
    }
  }

  /// Where a choice leads, under its name.
  private func destination(of item: ResultItem, result: StoryResult, flow: StoryFlow) -> String {
    switch item {
    case .next:
      guard flow.playsStory else { return "Title screen" }
      return flow.nextChapter(after: result.chapter).map { "Chapter \($0.number): \($0.title)" }
        ?? "The end"
    case .retry:
      return flow.autoAssist(for: result.chapter) ? "Again, with Auto-Assist" : "Play it again"
    case .menu:
      return "Title screen"
    }
  }

  /// Under autoplay: the first choice is taken after the title card's duration.
  private func drawAutoAdvance(
    _ result: StoryResult, flow: StoryFlow, time: Nanoseconds, on canvas: Canvas
  ) {
    let filled = StoryStyle.progress(
      since: result.since, time: time, duration: flow.tuning.titleCardDuration)
    let width = 300
    let y = StoryStyle.height - StoryStyle.footerHeight - 30
    canvas.fill(x: Self.itemsLeft, y: y, width: width, height: 4, StoryPalette.barEmpty)
    canvas.fill(
      x: Self.itemsLeft, y: y, width: Int(Double(width) * filled), height: 4, StoryPalette.barFull)
    canvas.drawText(
      "AUTOPLAY", x: Self.itemsLeft, y: y - 26, size: 16, StoryPalette.dimText)
  }
}
