import StarlightCore

/// A finished song folder scan: what was imported, left unchanged, skipped and failed
/// (grouped by kind of problem), and the folders that could not be read.
enum ScanSummaryView {
  static func draw(_ report: SongScanReport, on canvas: Canvas) {
    typealias L = SongFoldersLayout
    SongFoldersView.drawPanel(title: "SONG FOLDERS SCANNED", on: canvas)
    let width = L.panelWidth - 2 * (L.textX - L.panelX)
    var lines = canvas.fitted(
      report.lines, width: width, size: FreePlayLayout.smallSize, maxLines: L.summaryLines)
    if lines.count == L.summaryLines, report.lines.count > L.summaryLines {
      lines[L.summaryLines - 1] = "... (library scan prints every line)"
    }
    for (index, line) in lines.enumerated() {
      let isProblem = report.failure != nil && index == 1
      let color =
        index == 0
        ? StoryPalette.accent : (isProblem ? StoryPalette.bad : StoryPalette.text)
      canvas.drawText(
        line, x: L.textX, y: L.noteY + index * L.summaryLineHeight,
        size: index == 0 ? FreePlayLayout.textSize : FreePlayLayout.smallSize, color)
    }
    canvas.drawText(
      "Enter or Esc: back", x: L.textX, y: L.hintY, size: FreePlayLayout.smallSize,
      StoryPalette.dimText)
  }
}
