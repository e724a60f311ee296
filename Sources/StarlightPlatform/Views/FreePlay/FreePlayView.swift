import Foundation
import StarlightCore

/// The Free Play song list: the search typed so far and the order, a window of rows around
/// the selection (title and artist, chart name and meter, BPM range, length, best result),
/// and the selected song's charts and facts below. Charts whose audio is missing are dimmed
/// and say so.
enum FreePlayView {
  static func draw(
    _ list: SongList, message: (text: [String], isProblem: Bool)?, emptyHint: String,
    judge: (LibraryEntry) -> String = { _ in "" }, time: Nanoseconds, on canvas: Canvas
  ) {
    StoryBackdrop().draw(time: time, on: canvas)
    typealias L = FreePlayLayout
    canvas.drawText("FREE PLAY", x: L.margin, y: L.headerY, size: L.headerSize, StoryPalette.title)
    canvas.drawText(
      "Sort: \(list.sort.rawValue)", x: StoryStyle.width - L.margin, y: L.headerY + 8,
      size: L.textSize, StoryPalette.accent, alignment: .right)
    StoryChrome.panel(
      x: L.margin, y: L.searchY - 6, width: StoryStyle.width - 2 * L.margin, height: 36, on: canvas)
    let search = list.query.isEmpty ? "Type to search title, artist or chart" : list.query + "_"
    canvas.drawText(
      search, x: L.titleX, y: L.searchY, size: L.textSize,
      list.query.isEmpty ? StoryPalette.dimText : StoryPalette.text)
    canvas.drawText(
      "\(list.visible.count) of \(list.totalCount) charts", x: StoryStyle.width - L.titleX,
      y: L.searchY, size: L.textSize, StoryPalette.dimText, alignment: .right)
    if list.isEmpty {
      drawEmpty(hint: emptyHint, on: canvas)
    } else {
      drawRows(list, time: time, on: canvas)
      drawDetail(list, judge: judge, on: canvas)
    }
    if let message {
      // Wrapped to the window: a reason with a path in it must not run off both ends.
      let lines = message.text.flatMap {
        TextWrap.lines($0, size: L.smallSize, width: StoryStyle.width - 2 * L.margin, maxLines: 2)
      }
      for (index, line) in lines.prefix(2).enumerated() {
        canvas.drawText(
          line, x: StoryStyle.centerX, y: L.messageY + index * 20, size: L.smallSize,
          message.isProblem ? StoryPalette.bad : StoryPalette.good, alignment: .center)
      }
    }
    StoryChrome.footer(hints, on: canvas)
  }

  static let hints: [(key: String, action: String)] = [
    ("A-Z", "Search"), ("Up/Down", "Choose"), ("Tab", "Sort"), ("F3", "Judge"), ("Enter", "Play"),
    ("Esc", "Back"),
  ]

  /// The first visible row: the selection kept in the middle of the window when it can be.
  static func firstRow(selection: Int, count: Int) -> Int {
    let rows = FreePlayLayout.visibleRows
    return max(0, min(selection - rows / 2, count - rows))
  }

  private static func drawRows(_ list: SongList, time: Nanoseconds, on canvas: Canvas) {
    typealias L = FreePlayLayout
    guard let selection = list.selection else {
      canvas.drawText(
        "No chart matches \"\(list.query)\"", x: StoryStyle.centerX, y: L.listTop + 40,
        size: L.textSize, StoryPalette.dimText, alignment: .center)
      return
    }
    let first = firstRow(selection: selection, count: list.visible.count)
    let last = min(list.visible.count, first + L.visibleRows)
    for index in first..<last {
      let entry = list.visible[index]
      let y = L.listTop + (index - first) * L.rowHeight
      if index == selection {
        StoryChrome.selectionBar(
          x: L.margin, y: y - 5, width: StoryStyle.width - 2 * L.margin, height: L.rowHeight - 2,
          time: time, on: canvas)
      }
      let color =
        entry.isAudioMissing
        ? StoryPalette.disabledText : index == selection ? StoryPalette.accent : StoryPalette.text
      canvas.drawText(
        cut("\(entry.title) - \(entry.artist)", L.titleCharacters), x: L.titleX, y: y,
        size: L.textSize, color)
      canvas.drawText(
        cut(chartLabel(entry), L.chartCharacters), x: L.chartX, y: y, size: L.textSize, color)
      canvas.drawText(
        bpmLabel(entry.bpmRange), x: L.bpmX, y: y, size: L.textSize, StoryPalette.dimText)
      canvas.drawText(
        lengthLabel(entry.length), x: L.lengthX, y: y, size: L.textSize, StoryPalette.dimText)
      let best = entry.isAudioMissing ? "no audio" : entry.best?.headline ?? "-"
      canvas.drawText(
        cut(best, L.bestCharacters), x: L.bestX, y: y, size: L.smallSize, StoryPalette.dimText)
    }
  }

  /// The selected song: every chart of it with its difficulty and best, and its facts.
  private static func drawDetail(
    _ list: SongList, judge: (LibraryEntry) -> String, on canvas: Canvas
  ) {
    typealias L = FreePlayLayout
    guard let selected = list.selected else { return }
    let top = L.detailY
    StoryChrome.panel(
      x: L.margin, y: top, width: StoryStyle.width - 2 * L.margin,
      height: StoryStyle.height - StoryStyle.footerHeight - top - 12, on: canvas)
    canvas.drawText(
      cut("\(selected.title) - \(selected.artist)", L.titleCharacters + 20), x: L.titleX,
      y: top + 10, size: L.textSize, StoryPalette.title)
    let facts = [
      "\(selected.laneCount) lanes", "\(selected.noteCount) notes",
      "BPM \(bpmLabel(selected.bpmRange))", lengthLabel(selected.length),
      "preview from \(lengthLabel(selected.previewStart))",
    ]
    canvas.drawText(
      facts.joined(separator: "   "), x: L.titleX, y: top + 38, size: L.smallSize,
      StoryPalette.dimText)
    canvas.drawText(
      "Judge: \(judge(selected))  (F3)", x: StoryStyle.width - L.titleX, y: top + 10,
      size: L.smallSize, StoryPalette.accent, alignment: .right)
    let charts = list.chartsOfSelectedSong().map { entry in
      let mark = entry.chartHash == selected.chartHash ? ">" : " "
      return "\(mark) \(chartLabel(entry)) \(entry.best.map { "(\($0.headline))" } ?? "")"
    }
    canvas.drawText(
      cut(charts.joined(separator: "   "), 110), x: L.titleX, y: top + 62, size: L.smallSize,
      StoryPalette.text)
    if selected.isAudioMissing {
      canvas.drawText(
        cut("Audio missing: import again once it is beside \(selected.sourcePath)", 110),
        x: L.titleX, y: top + 86, size: L.smallSize, StoryPalette.bad)
    }
  }

  private static func drawEmpty(hint: String, on canvas: Canvas) {
    let lines = [
      "Your library is empty.",
      "Import a folder of StepMania or osu!mania songs:",
      "starlight-sync beatmap import ~/Songs",
      "(charts go to \(hint))",
    ]
    for (index, line) in lines.enumerated() {
      canvas.drawText(
        line, x: StoryStyle.centerX, y: FreePlayLayout.listTop + 60 + index * 32,
        size: FreePlayLayout.textSize, index == 2 ? StoryPalette.accent : StoryPalette.text,
        alignment: .center)
    }
  }

  static func chartLabel(_ entry: LibraryEntry) -> String {
    entry.meter.map { "\(entry.chartName) \($0)" }
      ?? "\(entry.chartName) \(String(format: "%.1f nps", entry.density))"
  }

  static func bpmLabel(_ range: ClosedRange<Double>) -> String {
    let low = Int(range.lowerBound.rounded())
    let high = Int(range.upperBound.rounded())
    return low == high ? "\(low)" : "\(low)-\(high)"
  }

  static func lengthLabel(_ length: Nanoseconds) -> String {
    let seconds = Int(length / Nanoseconds.perSecond)
    return String(format: "%d:%02d", seconds / 60, seconds % 60)
  }

  static func cut(_ text: String, _ limit: Int) -> String {
    text.count <= limit ? text : String(text.prefix(limit - 3)) + "..."
  }
}
