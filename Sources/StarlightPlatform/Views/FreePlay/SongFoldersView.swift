import StarlightCore

/// The Song folders screen (F8 on the song list): the player's folders, other games' Songs
/// folders found (offered: Enter adds, Backspace says no), the path being typed, Scan now,
/// what the last action did, and the running scan's bar.
enum SongFoldersView {
  static func draw(
    _ screen: SongFoldersScreen, message: (text: String, isProblem: Bool)?,
    progress: SongScanProgress?, lastScan: SongScanReport? = nil, time: Nanoseconds,
    on canvas: Canvas
  ) {
    typealias L = SongFoldersLayout
    drawPanel(title: "SONG FOLDERS", on: canvas)
    let note =
      screen.folders.isEmpty
      ? "No song folders yet: add StepMania's or osu!'s Songs folder, or any folder of packs."
      : "Scanned into the library at start and with Scan now; their charts are listed in Free Play."
    canvas.drawText(
      note, x: L.textX, y: L.noteY, size: FreePlayLayout.smallSize, StoryPalette.dimText)
    let rows = screen.rows
    let first = max(0, min(screen.selection - L.visibleRows / 2, rows.count - L.visibleRows))
    let width = L.textWidth
    for (offset, row) in rows.dropFirst(first).prefix(L.visibleRows).enumerated() {
      let index = first + offset
      let y = L.rowsTop + offset * L.rowHeight
      if index == screen.selection {
        StoryChrome.selectionBar(
          x: L.textX - 12, y: y - 4, width: width + 24, height: L.rowHeight - 2, time: time,
          chevrons: false, on: canvas)
      }
      let (text, color) = label(row, typed: screen.typed, scanning: progress != nil)
      let shown = canvas.fitted([text], width: width, size: FreePlayLayout.textSize, maxLines: 1)
      canvas.drawText(shown.first ?? text, x: L.textX, y: y, size: FreePlayLayout.textSize, color)
    }
    if let lastScan, progress == nil {
      drawLastScan(lastScan, below: min(rows.count, L.visibleRows), on: canvas)
    }
    if let message {
      let lines = canvas.fitted(
        [message.text], width: width, size: FreePlayLayout.smallSize, maxLines: 1)
      canvas.drawText(
        lines.first ?? message.text, x: L.textX, y: L.messageY, size: FreePlayLayout.smallSize,
        message.isProblem ? StoryPalette.bad : StoryPalette.good)
    }
    if let progress { ScanProgressView.draw(progress, y: L.barY, on: canvas) }
    canvas.drawText(
      hint(for: screen.selectedRow), x: L.textX, y: L.hintY, size: FreePlayLayout.smallSize,
      StoryPalette.dimText)
  }

  static let hints: [(key: String, action: String)] = [
    ("Up/Down", "Choose"), ("Enter", "Add or scan"), ("Backspace", "Remove or say no"),
    ("A-Z", "Type a path"), ("Esc", "Back"),
  ]

  /// The panel over the song list, and a footer of its own keys over the list's.
  static func drawPanel(
    title: String, hints: [(key: String, action: String)] = hints, on canvas: Canvas
  ) {
    typealias L = SongFoldersLayout
    // Opaque from edge to edge: the song list it covers (and its selection's chevrons)
    // must not show through, nor the list's footer.
    canvas.fill(
      x: 0, y: L.panelY, width: StoryStyle.width, height: StoryStyle.height - L.panelY,
      StoryPalette.skyTop)
    StoryChrome.footer(hints, on: canvas)
    StoryChrome.panel(
      x: L.panelX, y: L.panelY, width: L.panelWidth, height: L.panelHeight, on: canvas)
    canvas.drawText(
      title, x: L.textX, y: L.titleY, size: FreePlayLayout.textSize, StoryPalette.titleGlow)
  }

  /// The last scan's summary under the rows, as far as the room goes (a scan at start
  /// ended while the player was elsewhere: its notice pointed here).
  private static func drawLastScan(_ report: SongScanReport, below rows: Int, on canvas: Canvas) {
    typealias L = SongFoldersLayout
    var y = L.rowsTop + (rows + 1) * L.rowHeight
    let lines = ["Last scan: " + (report.lines.first ?? "")] + report.lines.dropFirst()
    for line in canvas.fitted(
      lines, width: L.textWidth, size: FreePlayLayout.smallSize, maxLines: 8)
    where y < L.messageY - L.rowHeight {
      canvas.drawText(line, x: L.textX, y: y, size: FreePlayLayout.smallSize, StoryPalette.dimText)
      y += L.summaryLineHeight - 4
    }
  }

  private static func label(_ row: SongFoldersScreen.Row, typed: String, scanning: Bool) -> (
    String, Color
  ) {
    switch row {
    case .folder(let path):
      return (path, StoryPalette.text)
    case .offer(let found):
      return ("Found \(found.game)'s Songs at \(found.path): add it?", StoryPalette.accent)
    case .addFolder:
      return typed.isEmpty
        ? ("Add a folder: type its path", StoryPalette.dimText)
        : ("Add a folder: \(typed)_", StoryPalette.text)
    case .scan:
      return (scanning ? "Scanning..." : "Scan now", StoryPalette.text)
    }
  }

  private static func hint(for row: SongFoldersScreen.Row) -> String {
    switch row {
    case .folder:
      "Backspace takes it off the list (its files and imported charts stay)   Esc: back"
    case .offer: "Enter adds it and scans it   Backspace: no, and never ask again   Esc: back"
    case .addFolder:
      "Type a folder's path (~ is your home) or drop the folder here; Enter adds it and scans it"
    case .scan: "Enter scans every song folder for new and changed charts   Esc: back"
    }
  }
}
