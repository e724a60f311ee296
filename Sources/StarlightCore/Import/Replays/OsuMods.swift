/// osu!'s legacy mods bitfield, as `.osr` files store it (the osu! wiki's "Mods" table),
/// and what each means for an osu!mania run here: the rate (DT/NC 1.5, HT 0.75), the
/// windows (HR, EZ), mirrored lanes, and a key count (K1-K9) for converted maps.
public struct OsuMods: OptionSet, Sendable, Hashable {
  public let rawValue: UInt32

  public init(rawValue: UInt32) {
    self.rawValue = rawValue
  }

  public static let noFail = OsuMods(rawValue: 1 << 0)
  public static let easy = OsuMods(rawValue: 1 << 1)
  public static let hidden = OsuMods(rawValue: 1 << 3)
  public static let hardRock = OsuMods(rawValue: 1 << 4)
  public static let suddenDeath = OsuMods(rawValue: 1 << 5)
  public static let doubleTime = OsuMods(rawValue: 1 << 6)
  public static let relax = OsuMods(rawValue: 1 << 7)
  public static let halfTime = OsuMods(rawValue: 1 << 8)
  /// Nightcore is always stored with DoubleTime's bit as well.
  public static let nightcore = OsuMods(rawValue: 1 << 9)
  public static let flashlight = OsuMods(rawValue: 1 << 10)
  public static let autoplay = OsuMods(rawValue: 1 << 11)
  public static let spunOut = OsuMods(rawValue: 1 << 12)
  public static let perfect = OsuMods(rawValue: 1 << 14)
  public static let fadeIn = OsuMods(rawValue: 1 << 20)
  public static let random = OsuMods(rawValue: 1 << 21)
  public static let cinema = OsuMods(rawValue: 1 << 22)
  public static let keyCoop = OsuMods(rawValue: 1 << 25)
  public static let scoreV2 = OsuMods(rawValue: 1 << 29)
  public static let mirror = OsuMods(rawValue: 1 << 30)

  /// Key mods: bit and key count (K4 to K8 from bit 15, K9 at 24, K1 at 26, K3 at 27,
  /// K2 at 28: osu! added them out of order).
  static let keyBits: [(bit: UInt32, keys: Int)] = [
    (15, 4), (16, 5), (17, 6), (18, 7), (19, 8), (24, 9), (26, 1), (27, 3), (28, 2),
  ]

  static let names: [(OsuMods, String)] = [
    (.noFail, "NF"), (.easy, "EZ"), (.hidden, "HD"), (.hardRock, "HR"), (.suddenDeath, "SD"),
    (.doubleTime, "DT"), (.relax, "RX"), (.halfTime, "HT"), (.nightcore, "NC"),
    (.flashlight, "FL"), (.autoplay, "AT"), (.spunOut, "SO"), (.perfect, "PF"),
    (.fadeIn, "FI"), (.random, "RD"), (.cinema, "CN"), (.keyCoop, "Co-op"), (.scoreV2, "V2"),
    (.mirror, "MR"),
  ]

  /// The song's rate: 1.5 under DT or NC, 0.75 under HT (osu! refuses both at once).
  public var rateHundredths: Int {
    if contains(.doubleTime) || contains(.nightcore) { return 150 }
    if contains(.halfTime) { return 75 }
    return 100
  }

  /// Nightcore and DT change the song's speed, NC its pitch too; HT keeps the pitch.
  public var pitchFollowsRate: Bool { contains(.nightcore) }

  /// The key count a key mod asks for, if any.
  public var keyCount: Int? {
    Self.keyBits.first { rawValue & (1 << $0.bit) != 0 }?.keys
  }

  /// Short names ("DT", "HR", "7K"...), in osu!'s order.
  public var shortNames: [String] {
    var names = Self.names.filter { contains($0.0) }.map(\.1)
    // NC implies DT's bit: show NC alone, as osu! does.
    if contains(.nightcore) { names.removeAll { $0 == "DT" } }
    if let keys = keyCount { names.append("\(keys)K") }
    return names
  }
}
