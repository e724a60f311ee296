/// Where Free Play's result screen puts things, in the 1280x720 logical canvas.
enum FreePlayResultLayout {
  static let margin = 60
  static let outcomeY = 28
  static let outcomeSize = 40
  static let titleY = 84
  static let titleSize = 22
  static let modsY = 116
  static let smallSize = 16
  /// The figures panel, left.
  static let panelTop = 150
  static let panelWidth = 760
  static let panelHeight = 250
  static let panelPadding = 24
  static let bigSize = 36
  static let labelSize = 16
  /// Score, accuracy and grade across the panel's top, this far apart.
  static let headlineColumn = 240
  /// The counts' first row, below the panel's top.
  static let countsOffset = 92
  static let countRowHeight = 22
  static let countRows = 6
  static let countColumn = 240
  static let countValueOffset = 150
  /// The timing pictures under the panel.
  static let timingTop = 418
  static let timingHeight = 200
  static let histogramWidth = 340
  static let timingGap = 12
  /// The best results and the choices, right.
  static let sideLeft = 860
  static let sideWidth = 360
  static let bestTop = 150
  static let bestHeight = 190
  static let itemsTop = 370
  static let itemHeight = 70
  static let badgeWidth = 170
  static let badgeHeight = 36
  static let lines = 2
  static let badgeTextSize = 20
  static let itemSize = 26
}
