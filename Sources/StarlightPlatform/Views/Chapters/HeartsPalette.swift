/// Chapter 2's colours: a dark rose and violet field with soft sparkles, warm pink hearts
/// that glow, a pearl-white cursor orb, gold pickup bursts and a timer that turns urgent.
enum HeartsPalette {
  static let background = Color(18, 6, 26)
  static let field = Color(38, 12, 46)
  static let fieldEdge = Color(120, 50, 130)
  static let fieldGlow = Color(200, 80, 170, 26)
  static let sparkle = Color(255, 200, 235)
  static let heart = Color(255, 70, 130)
  static let heartShine = Color(255, 190, 215)
  static let heartGlow = Color(255, 90, 160, 40)
  static let cursorCore = Color(255, 248, 252)
  static let cursorGlow = Color(190, 140, 255)
  static let cursorTrail = Color(220, 170, 255)
  static let reach = Color(220, 170, 255, 40)
  static let burst = Color(255, 214, 110)
  static let burstRing = Color(255, 150, 200)
  static let plusOne = Color(255, 230, 150)
  static let slotEmpty = Color(80, 40, 90)
  static let timerCalm = Color(240, 228, 255)
  static let timerUrgent = Color(255, 80, 90)
  static let cleared = Color(255, 214, 110)
  static let failed = Color(255, 90, 90)
}
