import StarlightCore

/// A finished song folder scan: what was imported, left unchanged, skipped and failed
/// (grouped by kind of problem), and the folders that could not be read.
enum ScanSummaryView {
  static func draw(_ report: SongScanReport, on canvas: Canvas) {
    typealias L = SongFoldersLayout
    SongFoldersView.drawPanel(
      title: "SONG FOLDERS SCANNED", hints: [("Enter", "Back"), ("Esc", "Back")], on: canvas)
    var y = L.noteY
    for (index, line) in report.lines.enumerated() {
      // A group's line ("  3 files: ...") is indented under its heading.
      let indent = line.hasPrefix("  ") ? L.indent : 0
      let size = index == 0 ? FreePlayLayout.textSize : FreePlayLayout.smallSize
      let color =
        index == 0
        ? StoryPalette.accent : (line == report.failureLine ? StoryPalette.bad : StoryPalette.text)
      for part in canvas.fitted(
        [String(line.drop { $0 == " " })], width: L.textWidth - indent, size: size, maxLines: 2)
      {
        guard y < L.summaryBottom else {
          canvas.drawText(
            "... (library scan prints every line)", x: L.textX, y: y, size: size,
            StoryPalette.dimText)
          return
        }
        canvas.drawText(part, x: L.textX + indent, y: y, size: size, color)
        y += L.summaryLineHeight
      }
    }
  }
}
