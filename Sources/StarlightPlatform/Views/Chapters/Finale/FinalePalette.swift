import StarlightCore

/// Chapter 6's colours: a track that runs from cool to hot with the resistance, a white-hot
/// slider, heartbeat rings and a gate that lights as the slider nears it.
enum FinalePalette {
  static let sky = Color(6, 6, 20)
  static let star = Color(200, 210, 255)
  static let trackBed = Color(18, 20, 44)
  /// The resistance's colours, from none (cool) through half a push to a full one (hot).
  static let trackCool = Color(60, 200, 255)
  static let trackWarm = Color(255, 170, 60)
  static let trackHot = Color(255, 60, 90)
  static let knob = Color(255, 250, 240)
  static let knobHalo = Color(255, 220, 150)
  static let trail = Color(255, 200, 120)
  static let strain = Color(255, 235, 200)
  static let pulse = Color(255, 90, 120)
  static let gateIdle = Color(70, 80, 130)
  static let gateLit = Color(255, 230, 140)
  static let timerCalm = Color(230, 236, 255)
  static let timerUrgent = Color(255, 90, 90)
  /// The coming beat's ring, and its colour while a push would land perfectly.
  static let approach = Color(255, 140, 170)
  static let approachNow = Color(255, 255, 255)
  static let perfectZone = Color(60, 150, 90)
  static let goodZone = Color(120, 100, 40)

  /// The colour a push's landing is named in and marked with.
  static func landing(_ landing: FinaleBeat.Landing) -> Color {
    switch landing {
    case .perfect: Palette.good
    case .good: Palette.accent
    case .slip: Palette.bad
    }
  }

  /// The colour `share` of the way from `from` to `to` (0...1).
  static func mix(_ from: Color, _ to: Color, _ share: Double) -> Color {
    let t = min(1, max(0, share))
    func channel(_ a: UInt8, _ b: UInt8) -> UInt8 {
      UInt8((Double(a) + (Double(b) - Double(a)) * t).rounded())
    }
    return Color(
      channel(from.red, to.red), channel(from.green, to.green), channel(from.blue, to.blue),
      channel(from.alpha, to.alpha))
  }

  /// The track's colour where the resistance is `share` of a full push.
  static func resistance(_ share: Double) -> Color {
    share < 0.5
      ? mix(trackCool, trackWarm, share / 0.5)
      : mix(trackWarm, trackHot, (share - 0.5) / 0.5)
  }
}
