/// The dev overlay's and the hit error meter's colours.
enum DevOverlayPalette {
  static let panel = Color(6, 8, 20)
  static let panelEdge = Color(64, 200, 255, 120)
  static let heading = Color(255, 210, 90)
  static let selectedRow = Color(64, 200, 255, 70)
  static let changed = Color(120, 230, 140)
  static let refusal = Color(255, 90, 90)
  static let caret = Color(255, 210, 90)
  static let early = Color(90, 160, 255)
  static let late = Color(255, 150, 60)
  static let centreLine = Color(230, 236, 255)
  static let meterBackground = Color(20, 26, 52, 200)
  static let bandAlpha: UInt8 = 110
  static let histogramBar = Color(160, 170, 220)
}
