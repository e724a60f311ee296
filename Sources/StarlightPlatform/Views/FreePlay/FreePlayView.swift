import Foundation
import StarlightCore

/// The Free Play song list: the search typed so far and the order, the list grouped by pack
/// and song (each chart with its steps type, star rating, lane count, name and meter, and its
/// best or why it cannot be played), and the selected song's banner or background and facts beside it.
/// Titles are drawn in their own script where a font can, else transliterated.
enum FreePlayView {
  static func draw(
    _ list: SongList, message: (text: [String], isProblem: Bool)?, emptyHint: String,
    offsetEditor: ChartOffsetEditor? = nil, offset: (LibraryEntry) -> Nanoseconds = { $0.offset },
    judge: (LibraryEntry) -> String = { _ in "" },
    best: (LibraryEntry) -> BestResult? = { $0.best(under: BestKey(.starlight, rate: .normal)) },
    artPath: (String) -> String = { $0 }, rate: PlaybackRate = .normal,
    replays: (list: ReplayList, keys: KeyHints)? = nil, time: Nanoseconds, on canvas: Canvas
  ) {
    StoryBackdrop().draw(time: time, on: canvas)
    typealias L = FreePlayLayout
    canvas.drawText("FREE PLAY", x: L.margin, y: L.headerY, size: L.headerSize, StoryPalette.title)
    canvas.drawText(
      "Sort: \(list.sort.rawValue) (Tab)   Steps: \(list.stepsFilter.label) (F5)",
      x: StoryStyle.width - L.margin, y: L.headerY + 8,
      size: L.textSize, StoryPalette.accent, alignment: .right)
    StoryChrome.panel(
      x: L.margin, y: L.searchY - 6, width: StoryStyle.width - 2 * L.margin, height: 36, on: canvas)
    let search =
      list.query.isEmpty
      ? "Type to search title, artist, chart or steps type; sr>4 for stars" : list.query + "_"
    canvas.drawText(
      search, x: L.songX, y: L.searchY, size: L.textSize,
      list.query.isEmpty ? StoryPalette.dimText : StoryPalette.text)
    canvas.drawText(
      "\(list.visible.count) of \(list.totalCount) charts", x: StoryStyle.width - L.songX,
      y: L.searchY, size: L.textSize, StoryPalette.dimText, alignment: .right)
    if list.isEmpty {
      drawEmpty(hint: emptyHint, on: canvas)
    } else {
      drawLines(list, offset: offset, best: best, time: time, on: canvas)
      if let replays {
        ReplayListView.draw(replays.list, keys: replays.keys, time: time, on: canvas)
      } else {
        // The offset's panel takes the facts' place while it is open.
        FreePlayDetailView.draw(
          list, judge: judge, best: best, offset: offset, artPath: artPath, rate: rate,
          facts: offsetEditor == nil, on: canvas)
      }
      if let offsetEditor { ChartOffsetView.draw(offsetEditor, on: canvas) }
    }
    if let message {
      // Fitted to the screen (the scene logs the full text).
      let lines = canvas.fitted(
        message.text, width: L.listWidth, size: L.smallSize, maxLines: L.messageLines)
      for (index, line) in lines.enumerated() {
        canvas.drawText(
          line, x: L.margin + L.listWidth / 2, y: L.messageY + index * 20, size: L.smallSize,
          message.isProblem ? StoryPalette.bad : StoryPalette.good, alignment: .center)
      }
    }
    StoryChrome.footer(
      replays.map { ReplayListView.hints($0.list, keys: $0.keys) } ?? hints, on: canvas)
  }

  /// Typing searches (the search field says so), Up/Down choose as in any list, and the
  /// header names Tab and F5 beside the sort and steps they change: the footer keeps its
  /// room for the other keys.
  static let hints: [(key: String, action: String)] = [
    ("F3", "Judge"), ("F4", "Offset"), ("F6", "Replays"), ("F8", "Folders"), ("F2", "Settings"),
    ("Enter", "Play"), ("Esc", "Back"),
  ]

  /// The first line shown: the selection kept in the middle of the window when it can be.
  static func firstLine(selection: Int, count: Int) -> Int {
    let lines = FreePlayLayout.visibleLines
    return max(0, min(selection - lines / 2, count - lines))
  }

  private static func drawLines(
    _ list: SongList, offset: (LibraryEntry) -> Nanoseconds, best: (LibraryEntry) -> BestResult?,
    time: Nanoseconds, on canvas: Canvas
  ) {
    typealias L = FreePlayLayout
    guard let selected = list.selectedLine else {
      canvas.drawText(
        "No chart matches \"\(list.query)\"", x: L.margin + L.listWidth / 2, y: L.listTop + 40,
        size: L.textSize, StoryPalette.dimText, alignment: .center)
      return
    }
    let first = firstLine(selection: selected, count: list.lines.count)
    let last = min(list.lines.count, first + L.visibleLines)
    for index in first..<last {
      let y = L.listTop + (index - first) * L.lineHeight
      switch list.lines[index] {
      case .pack(let name, let songs):
        canvas.fill(
          x: L.margin, y: y + L.lineHeight - 6, width: L.listWidth, height: 1,
          StoryPalette.panelEdge)
        canvas.drawText(
          cut("\(name.uppercased())   \(songs) song\(songs == 1 ? "" : "s")", L.songCharacters),
          x: L.packX, y: y + 2, size: L.smallSize, StoryPalette.accent)
      case .song(let entry, _):
        canvas.drawText(
          cut(SongNames.heading(entry, canDraw: canvas.canDraw), L.songCharacters), x: L.songX,
          y: y, size: L.textSize, StoryPalette.title)
      case .chart(let position):
        let entry = list.visible[position]
        if index == selected {
          StoryChrome.selectionBar(
            x: L.margin, y: y - 4, width: L.listWidth, height: L.lineHeight - 2, time: time,
            on: canvas)
        }
        drawChart(
          entry, offset: offset(entry), best: best(entry), isSelected: index == selected, y: y,
          on: canvas)
      }
    }
  }

  private static func drawChart(
    _ entry: LibraryEntry, offset: Nanoseconds, best: BestResult?, isSelected: Bool, y: Int,
    on canvas: Canvas
  ) {
    typealias L = FreePlayLayout
    let color =
      !entry.isPlayable
      ? StoryPalette.disabledText : isSelected ? StoryPalette.accent : StoryPalette.text
    let stars = SongNames.starLabel(entry, canDraw: canvas.canDraw)
    // The name is cut where the rating begins, by width: a name of wide letters must not
    // run under it.
    let starsLeft = L.starsRight - (stars.map { canvas.textWidth($0, size: L.smallSize) } ?? 0)
    let label = canvas.fitted(
      [cut(SongNames.chartLabel(entry), L.chartCharacters)],
      width: starsLeft - L.columnGap - L.chartX, size: L.smallSize, maxLines: 1)
    canvas.drawText(label.first ?? "", x: L.chartX, y: y + 2, size: L.smallSize, color)
    if let stars {
      // Right-aligned, so the decimal points line up down the list.
      canvas.drawText(
        stars, x: L.starsRight, y: y + 2, size: L.smallSize,
        entry.isPlayable ? StoryPalette.text : StoryPalette.disabledText, alignment: .right)
    }
    let fit = { (text: String, width: Int) in
      canvas.fitted([text], width: width, size: L.smallSize, maxLines: 1).first ?? ""
    }
    canvas.drawText(
      fit(entry.details.stepsType, L.lanesX - L.columnGap - L.stepsX), x: L.stepsX, y: y + 2,
      size: L.smallSize, StoryPalette.dimText)
    let lanes = "\(entry.laneCount) lanes"
    canvas.drawText(lanes, x: L.lanesX, y: y + 2, size: L.smallSize, StoryPalette.dimText)
    // Each column starts after the one before it ends, so a wide one pushes, never overlaps.
    var used = L.lanesX + canvas.textWidth(lanes, size: L.smallSize)
    if offset != 0 {
      // A chart with an offset of its own says so in the list, where it is chosen.
      let label = ChartOffsetEditor.label(offset)
      let left = max(L.offsetX, used + L.columnGap)
      canvas.drawText(label, x: left, y: y + 2, size: L.smallSize, StoryPalette.accent)
      used = left + canvas.textWidth(label, size: L.smallSize)
    }
    let status = entry.unplayableReason ?? best?.headline ?? "-"
    canvas.drawText(
      fit(status, L.statusRight - used - L.columnGap), x: L.statusRight, y: y + 2,
      size: L.smallSize, entry.isPlayable ? StoryPalette.dimText : StoryPalette.bad,
      alignment: .right)
  }

  private static func drawEmpty(hint: String, on canvas: Canvas) {
    let lines = [
      "Your library is empty.",
      "Add a folder of StepMania or osu!mania songs with F8 (Song folders), or drop it here, or:",
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

  static func lengthLabel(_ length: Nanoseconds) -> String {
    let seconds = Int(length / Nanoseconds.perSecond)
    return String(format: "%d:%02d", seconds / 60, seconds % 60)
  }

  static func cut(_ text: String, _ limit: Int) -> String {
    text.count <= limit ? text : String(text.prefix(limit - 3)) + "..."
  }
}
