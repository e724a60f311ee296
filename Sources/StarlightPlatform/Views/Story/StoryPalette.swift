/// The menu screens' colours: a deep-space night with cyan and gold light, in the game's
/// palette (`Palette`) where the two share a meaning.
enum StoryPalette {
  static let skyTop = Color(5, 6, 18)
  static let skyBottom = Color(18, 14, 44)
  static let nebulaCyan = Color(40, 140, 220)
  static let nebulaViolet = Color(140, 60, 200)
  static let star = Color(235, 240, 255)
  static let starWarm = Color(255, 226, 170)
  static let wave = Color(64, 200, 255)
  static let title = Palette.text
  static let titleGlow = Palette.firewall
  static let accent = Palette.accent
  static let text = Palette.text
  static let dimText = Palette.dimText
  static let disabledText = Color(80, 88, 120)
  static let good = Palette.good
  static let bad = Palette.bad
  static let panel = Color(12, 16, 40, 200)
  static let panelEdge = Color(64, 200, 255, 90)
  static let selection = Color(255, 210, 90, 46)
  static let selectionEdge = Palette.accent
  static let footer = Color(0, 0, 0, 150)
  static let keyCap = Color(36, 44, 84)
  static let keyCapEdge = Color(110, 124, 180)
  static let barEmpty = Palette.barBackground
  static let barFull = Palette.firewall
  static let locked = Color(60, 66, 96)
}
