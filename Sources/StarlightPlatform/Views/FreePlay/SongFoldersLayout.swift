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
  static let textWidth = panelWidth - 2 * (textX - panelX)
  /// A summary's group lines, under their heading.
  static let indent = 24
  /// Where a summary's lines stop ("... (library scan prints every line)").
  static let summaryBottom = 600
  static let summaryLineHeight = 26
}
