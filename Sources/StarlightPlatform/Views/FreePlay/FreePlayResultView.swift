import Foundation
import StarlightCore

/// Free Play's result screen: cleared or failed, the chart and how it was played, score,
/// accuracy and grade, the judge's count per tier, the offset histogram and timing graph,
/// the chart's best and previous best (or the bot's run, not counted), and the choices
/// Retry, Next chart and Back to list.
struct FreePlayResultView {
  typealias L = FreePlayResultLayout
  let calibration: CalibrationTuning
  /// The player's keys, which the footer names.
  var keys = KeyHints.defaults

  /// Move, confirm, and Esc back to the list (or out of the game, when the list was skipped).
  func hints(leavesGame: Bool) -> [(key: String, action: String)] {
    keys.menuFooter(back: leavesGame ? "Quit" : "Back to list")
  }

  func draw(_ result: FreePlayResult, time: Nanoseconds, on canvas: Canvas) {
    StoryBackdrop().draw(time: time, on: canvas)
    let width = StoryStyle.width - 2 * L.margin
    // A long No-fail headline shrinks to fit rather than run off the screen.
    let outcomeSize = canvas.largestSize(
      fitting: result.outcomeLabel, width: width, atMost: L.outcomeSize)
    canvas.drawText(
      result.outcomeLabel, x: StoryStyle.centerX, y: L.outcomeY, size: outcomeSize,
      result.isCleared && result.summary.firewall?.wouldHaveFailed != true
        ? StoryPalette.good : StoryPalette.bad,
      alignment: .center)
    let chart = canvas.fitted(
      ["\(result.title) (\(result.chartName))"], width: width, size: L.titleSize, maxLines: 1)
    canvas.drawText(
      chart.first ?? "", x: StoryStyle.centerX, y: L.titleY, size: L.titleSize, StoryPalette.text,
      alignment: .center)
    let mods = canvas.fitted([result.modsLine], width: width, size: L.smallSize, maxLines: 1)
    canvas.drawText(
      mods.first ?? "", x: StoryStyle.centerX, y: L.modsY, size: L.smallSize,
      StoryPalette.dimText, alignment: .center)
    drawFigures(result, on: canvas)
    if let run = result.summary.firewall {
      RunTimingPanels(
        run: run, calibration: calibration, histogramWidth: L.histogramWidth, gap: L.timingGap
      ).draw(
        x: L.margin, y: L.timingTop, width: L.panelWidth, height: L.timingHeight, on: canvas)
    }
    drawBest(result, on: canvas)
    drawItems(result, time: time, on: canvas)
    StoryChrome.footer(
      hints(leavesGame: result.leavesGame), on: canvas)
  }

  /// Score, accuracy and grade, then the judge's counts per tier with the miss, the max
  /// combo, holds and mines.
  private func drawFigures(_ result: FreePlayResult, on canvas: Canvas) {
    StoryChrome.panel(
      x: L.margin, y: L.panelTop, width: L.panelWidth, height: L.panelHeight, on: canvas)
    let left = L.margin + L.panelPadding
    let top = L.panelTop + L.panelPadding / 2
    let summary = result.summary
    let run = summary.firewall
    let headline: [(String, String, Color)] = [
      ("SCORE", "\(summary.score)", StoryPalette.accent),
      (
        (run?.accuracyName ?? "accuracy").uppercased(),
        String(format: "%.2f%%", (run?.accuracy ?? 0) * 100), StoryPalette.text
      ),
      ("GRADE", run?.grade ?? "", result.isCleared ? StoryPalette.good : StoryPalette.bad),
    ]
    for (index, item) in headline.enumerated() {
      let x = left + index * L.headlineColumn
      canvas.drawText(item.0, x: x, y: top, size: L.labelSize, StoryPalette.dimText)
      canvas.drawText(item.1, x: x, y: top + 22, size: L.bigSize, item.2)
    }
    guard let run else { return }
    for (index, line) in countLines(run).enumerated() {
      let x = left + (index / L.countRows) * L.countColumn
      let y = L.panelTop + L.countsOffset + (index % L.countRows) * L.countRowHeight
      canvas.drawText(line.label, x: x, y: y, size: L.labelSize, line.colour)
      canvas.drawText(
        line.value, x: x + L.countValueOffset, y: y, size: L.labelSize, StoryPalette.text)
    }
  }

  /// The counts in the judge's tier colours (the miss's last), then the other figures.
  private func countLines(_ run: RunSummary) -> [(label: String, value: String, colour: Color)] {
    var lines = run.counts.enumerated().map { index, count in
      let colour =
        run.tierColours.indices.contains(index)
        ? Color(run.tierColours[index]) : StoryPalette.dimText
      return (count.name.uppercased(), "\(count.count)", colour)
    }
    lines.append(("MAX COMBO", "\(run.maxCombo)", StoryPalette.dimText))
    if let ex = run.exAccuracy {
      lines.append(("EX SCORE", String(format: "%.2f%%", ex * 100), StoryPalette.dimText))
    }
    if run.holdsCompleted + run.holdsDropped > 0 {
      lines.append(
        (
          "HOLDS", "\(run.holdsCompleted) / \(run.holdsCompleted + run.holdsDropped)",
          StoryPalette.dimText
        ))
    }
    if run.minesHit + run.minesAvoided > 0 {
      lines.append(("MINES HIT", "\(run.minesHit)", StoryPalette.dimText))
    }
    return lines
  }

  /// The chart's best and previous best, a new best's badge, or the bot's run said so.
  private func drawBest(_ result: FreePlayResult, on canvas: Canvas) {
    StoryChrome.panel(
      x: L.sideLeft, y: L.bestTop, width: L.sideWidth, height: L.bestHeight, on: canvas)
    let left = L.sideLeft + L.panelPadding
    let inner = L.sideWidth - 2 * L.panelPadding
    var y = L.bestTop + L.panelPadding / 2
    if result.byBot {
      canvas.drawText("AUTOPLAY", x: left, y: y, size: L.titleSize, StoryPalette.accent)
      canvas.drawText(
        "the bot's run: not counted", x: left, y: y + 30, size: L.smallSize, StoryPalette.dimText)
      y += 66
    } else if result.isNewBest {
      canvas.fill(x: left, y: y, width: L.badgeWidth, height: L.badgeHeight, StoryPalette.accent)
      canvas.drawText(
        "NEW BEST", x: left + L.badgeWidth / 2, y: y + 6, size: L.badgeTextSize,
        StoryPalette.skyTop,
        alignment: .center)
      y += 50
    }
    let entries: [(String, BestResult?)] =
      result.isNewBest
      ? [("PREVIOUS BEST", result.previousBest)] : [("BEST", result.best)]
    for (label, best) in entries {
      canvas.drawText(label, x: left, y: y, size: L.labelSize, StoryPalette.dimText)
      let text = best.map { ["\($0.score)", $0.headline] } ?? ["none yet", ""]
      canvas.drawText(text[0], x: left, y: y + 20, size: L.titleSize, StoryPalette.text)
      let headline = canvas.fitted([text[1]], width: inner, size: L.smallSize, maxLines: L.lines)
      for (index, line) in headline.enumerated() {
        canvas.drawText(
          line, x: left, y: y + 50 + index * 20, size: L.smallSize, StoryPalette.dimText)
      }
    }
    if let reason = result.notSavedReason {
      let line = canvas.fitted([reason], width: inner, size: L.smallSize, maxLines: 1)
      canvas.drawText(
        line.first ?? "", x: left, y: L.bestTop + L.bestHeight - 26, size: L.smallSize,
        StoryPalette.bad)
    }
  }

  private func drawItems(_ result: FreePlayResult, time: Nanoseconds, on canvas: Canvas) {
    var y = L.itemsTop
    for item in FreePlayResult.Item.allCases {
      let isSelected = item == result.selection
      if isSelected {
        StoryChrome.selectionBar(
          x: L.sideLeft, y: y, width: L.sideWidth, height: L.itemHeight - 12, time: time,
          on: canvas)
      }
      let centerX = L.sideLeft + L.sideWidth / 2
      canvas.drawText(
        result.name(of: item).uppercased(), x: centerX, y: y + 4, size: L.itemSize,
        isSelected ? StoryPalette.accent : StoryPalette.text, alignment: .center)
      let destination = canvas.fitted(
        [Self.destination(of: item, result)], width: L.sideWidth - 20, size: L.smallSize,
        maxLines: 1)
      canvas.drawText(
        destination.first ?? "", x: centerX, y: y + 36, size: L.smallSize, StoryPalette.dimText,
        alignment: .center)
      y += L.itemHeight
    }
  }

  /// Where a choice leads, under its name.
  static func destination(of item: FreePlayResult.Item, _ result: FreePlayResult) -> String {
    switch item {
    case .retry: "Play this chart again"
    case .nextChart: result.nextChart ?? "No other chart in the list"
    case .backToList: result.leavesGame ? "Leave the game" : "The song list"
    }
  }
}
