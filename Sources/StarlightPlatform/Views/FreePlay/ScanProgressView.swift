import StarlightCore

/// A song folder scan as it runs: files done of all found, the pack being read, and a bar.
/// Drawn inside the Song folders screen, or alone at the foot of the song list.
enum ScanProgressView {
  static func draw(_ progress: SongScanProgress, y: Int, on canvas: Canvas) {
    typealias L = SongFoldersLayout
    let width = L.textWidth
    let counted = progress.filesTotal > 0 || progress.packCount > 0
    let text = counted ? "Scanning song folders: \(progress.text)" : "Scanning song folders..."
    let shown = canvas.fitted([text], width: width, size: FreePlayLayout.smallSize, maxLines: 1)
    canvas.drawText(
      shown.first ?? text, x: L.textX, y: y, size: FreePlayLayout.smallSize, StoryPalette.text)
    let barY = y + 24
    canvas.fill(x: L.textX, y: barY, width: width, height: L.barHeight, StoryPalette.barEmpty)
    canvas.fill(
      x: L.textX, y: barY, width: Int(Double(width) * progress.fraction), height: L.barHeight,
      StoryPalette.barFull)
  }

  /// Alone, over the foot of the song list, while the list stays usable.
  static func drawAlone(_ progress: SongScanProgress, on canvas: Canvas) {
    typealias L = SongFoldersLayout
    canvas.fill(
      x: L.panelX, y: L.aloneY, width: L.panelWidth, height: L.aloneHeight, StoryPalette.skyTop)
    StoryChrome.panel(
      x: L.panelX, y: L.aloneY, width: L.panelWidth, height: L.aloneHeight, on: canvas)
    draw(progress, y: L.aloneY + 14, on: canvas)
  }
}
