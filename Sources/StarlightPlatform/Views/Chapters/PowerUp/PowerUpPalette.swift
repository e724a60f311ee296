/// Chapter 1's colours: a dark circuit board, a capacitor that glows from cold blue through
/// cyan to the gold of the full band, and turns hot orange and red past it.
enum PowerUpPalette {
  static let background = Color(6, 8, 20)
  static let boardGrid = Color(18, 24, 48)
  static let trace = Color(30, 44, 80)
  static let traceLit = Color(90, 200, 255)
  static let casing = Color(16, 20, 40)
  static let casingEdge = Color(70, 86, 140)
  static let terminal = Color(120, 132, 170)
  static let terminalShine = Color(200, 210, 240)
  static let chargeCold = Color(40, 90, 220)
  static let chargeWarm = Color(60, 210, 255)
  static let chargeReady = Color(255, 214, 80)
  static let chargeHot = Color(255, 90, 40)
  static let surface = Color(240, 250, 255)
  static let band = Color(255, 214, 80, 46)
  static let bandEdge = Color(255, 226, 130)
  static let arc = Color(210, 240, 255)
  static let arcGlow = Color(90, 180, 255, 90)
  static let spark = Color(255, 244, 200)
  static let snapFlash = Color(255, 246, 210)
  static let shortFlash = Color(255, 40, 50)
  static let shortArc = Color(255, 120, 110)
  static let pipDone = Color(255, 214, 80)
  static let pipNext = Color(60, 210, 255)
  static let pipEmpty = Color(40, 50, 90)
  static let shortLeft = Color(255, 120, 70)
  static let shortSpent = Color(50, 36, 50)
  static let text = Color(230, 236, 255)
  static let dimText = Color(130, 142, 190)
  static let ready = Color(255, 214, 80)
  static let danger = Color(255, 80, 80)
  static let assist = Color(120, 230, 140)

  /// The colour between `from` and `to` at `share` (0...1).
  static func mix(_ from: Color, _ to: Color, _ share: Float) -> Color {
    let t = min(1, max(0, share))
    func channel(_ a: UInt8, _ b: UInt8) -> UInt8 {
      UInt8((Float(a) + (Float(b) - Float(a)) * t).rounded())
    }
    return Color(
      channel(from.red, to.red), channel(from.green, to.green), channel(from.blue, to.blue),
      channel(from.alpha, to.alpha))
  }

  /// The charge's colour at `permille` for `band`: cold to warm below it, ready gold in
  /// it, hot past it.
  static func charge(_ permille: Int, band: ClosedRange<Int>) -> Color {
    if permille > band.upperBound {
      let over = Float(permille - band.upperBound) / Float(max(1, 1_000 - band.upperBound))
      return mix(chargeReady, chargeHot, 0.4 + over * 0.6)
    }
    if permille >= band.lowerBound { return chargeReady }
    return mix(chargeCold, chargeWarm, Float(permille) / Float(max(1, band.lowerBound)))
  }
}
