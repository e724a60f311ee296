/// Quaver's `ModIdentifier` bits (Quaver.API's `Enums/ModIdentifier.cs`): the speed mods
/// (0.5x to 2.0x in steps of 0.05), Strict and Chill (windows), Mirror; the ones that
/// change the chart itself (No Long Notes, Inverse, Full LN, Randomize) are refused.
struct QuaverMods {
  let rawValue: Int64

  static let strict: Int64 = 1 << 16
  static let chill: Int64 = 1 << 17
  static let noLongNotes: Int64 = 1 << 22
  static let randomize: Int64 = 1 << 23
  static let inverse: Int64 = 1 << 29
  static let fullLN: Int64 = 1 << 30
  static let mirror: Int64 = 1 << 31
  static let coop: Int64 = 1 << 32
  /// Bit and rate in hundredths.
  static let speeds: [(bit: Int64, hundredths: Int)] = [
    (1, 50), (2, 60), (3, 70), (4, 80), (5, 90), (6, 110), (7, 120), (8, 130), (9, 140),
    (10, 150), (11, 160), (12, 170), (13, 180), (14, 190), (15, 200), (24, 55), (25, 65),
    (26, 75), (27, 85), (28, 95), (33, 105), (34, 115), (35, 125), (36, 135), (37, 145),
    (38, 155), (39, 165), (40, 175), (41, 185), (42, 195),
  ]
  static let named: [(Int64, String)] = [
    (1 << 0, "NSV"), (strict, "Strict"), (chill, "Chill"), (1 << 18, "NoPause"),
    (1 << 19, "Autoplay"), (1 << 20, "Paused"), (1 << 21, "NoFail"), (noLongNotes, "NLN"),
    (randomize, "Randomize"), (inverse, "Inverse"), (fullLN, "FullLN"), (mirror, "Mirror"),
    (coop, "Coop"), (1 << 43, "HealthAdjust"), (1 << 44, "NoMiss"),
  ]
  /// Bits Quaver has defined (0 to 44).
  static let known: Int64 = (1 << 45) - 1

  func has(_ bit: Int64) -> Bool { rawValue & bit != 0 }

  func rateHundredths() throws(ForeignReplayError) -> Int {
    let set = Self.speeds.filter { has(1 << $0.bit) }
    guard set.count <= 1 else {
      throw ForeignReplayError("mods claim \(set.count) speeds at once")
    }
    return set.first?.hundredths ?? 100
  }

  var names: [String] {
    var names = Self.named.filter { has($0.0) }.map(\.1)
    if let speed = Self.speeds.first(where: { has(1 << $0.bit) }) {
      names.insert("\(Double(speed.hundredths) / 100)x", at: 0)
    }
    return names
  }
}
