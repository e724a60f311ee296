/// The game's colours, named for what they show.
enum Palette {
  static let background = Color(8, 10, 24)
  static let laneFill = Color(20, 26, 52)
  static let laneDivider = Color(44, 54, 96)
  static let firewall = Color(64, 200, 255)
  static let firewallGlow = Color(64, 200, 255, 70)
  static let threat = Color(255, 80, 110)
  static let threatCore = Color(255, 200, 210)
  static let holdBody = Color(255, 80, 110, 150)
  static let heldHoldBody = Color(255, 170, 185, 220)
  static let text = Color(230, 236, 255)
  static let dimText = Color(140, 150, 190)
  static let accent = Color(255, 210, 90)
  static let good = Color(120, 230, 140)
  static let bad = Color(255, 90, 90)
  static let barBackground = Color(30, 36, 70)
  static let overlay = Color(0, 0, 0, 180)
  static let heldLane = Color(64, 200, 255, 50)
  static let tierColors = [Color(120, 230, 255), Color(120, 230, 140), Color(255, 210, 90)]
}
