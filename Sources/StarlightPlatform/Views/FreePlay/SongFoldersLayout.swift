/// The Song folders screen, its scan's progress bar and summary, in logical pixels, over
/// the song list (1280 x 720).
enum SongFoldersLayout {
  static let panelX = 48
  static let panelY = 116
  static let panelWidth = 1184
  static let panelHeight = 540
  static let textX = 72
  static let titleY = 132
  static let noteY = 172
  static let rowsTop = 206
  static let rowHeight = 30
  /// Rows shown at once; the selection is kept in view.
  static let visibleRows = 10
  static let messageY = 520
  static let hintY = 620
  // The progress bar: inside the screen's panel, or alone over the list's foot.
  static let barY = 560
  static let barHeight = 14
  static let aloneY = 590
  static let aloneHeight = 74
  /// Lines of a summary shown before "... and N more".
  static let summaryLines = 15
  static let summaryLineHeight = 26
}
