import StarlightCore

/// Chapter 4's note colours by snap (the `snap` note colours preference), in StepMania's
/// convention that players of imported charts read at a glance: 4ths red, 8ths blue, 12ths
/// purple, 16ths yellow, 24ths pink, 32nds orange, 48ths light blue, 64ths green, anything
/// finer grey. Each has a pale core, as the lane-coloured threat has.
enum FirewallSnapPalette {
  static let quarter = Color(255, 60, 70)
  static let eighth = Color(60, 110, 255)
  static let twelfth = Color(170, 70, 230)
  static let sixteenth = Color(250, 220, 40)
  static let twentyFourth = Color(255, 120, 200)
  static let thirtySecond = Color(255, 150, 30)
  static let fortyEighth = Color(90, 220, 255)
  static let sixtyFourth = Color(70, 210, 90)
  static let finer = Color(150, 150, 160)
  /// The core: the body's colour halfway to white.
  static let coreWhiteShare = 0.55

  static func body(_ snap: NoteSnap) -> Color {
    switch snap {
    case .quarter: quarter
    case .eighth: eighth
    case .twelfth: twelfth
    case .sixteenth: sixteenth
    case .twentyFourth: twentyFourth
    case .thirtySecond: thirtySecond
    case .fortyEighth: fortyEighth
    case .sixtyFourth: sixtyFourth
    case .finer: finer
    }
  }

  static func core(_ snap: NoteSnap) -> Color {
    let body = body(snap)
    func paler(_ channel: UInt8) -> UInt8 {
      UInt8(Double(channel) + (255 - Double(channel)) * coreWhiteShare)
    }
    return Color(paler(body.red), paler(body.green), paler(body.blue))
  }
}
