import StarlightCore

/// Where Chapter 1's pieces sit on the 1280x720 canvas and how long its animations run.
enum PowerUpLayout {
  static let cellCenterX = 640
  static let cellTop = 180
  static let cellHeight = 380
  static let cellWidth = 190
  /// The glass wall between the casing and the charge inside it.
  static let cellInset = 14
  static let terminalWidth = 84
  static let terminalHeight = 22
  /// The trace the capacitor hangs from, and the board grid's spacing.
  static let busY = 120
  static let gridSpacing = 48
  /// How far a snapped capacitor drops away, and how far its successor slides in from, and
  /// how long both take.
  static let dropDistance = 620
  static let slideDistance = 760
  static let slideDuration = Nanoseconds.milliseconds(380)
  static let snapFlashDuration = Nanoseconds.milliseconds(260)
  static let shortFlashDuration = Nanoseconds.milliseconds(700)
  /// The short flicker toggles at this period.
  static let shortFlickerPeriod = Nanoseconds.milliseconds(45)
  /// Arcs jump to a new shape at this period; sparks live this long.
  static let arcPeriod = Nanoseconds.milliseconds(40)
  static let sparkLife = Nanoseconds.milliseconds(420)
  static let maxArcs = 5
  static let maxCrackles = 4
  /// Crackles leap off the casing once the charge passes this level (permille).
  static let crackleFrom = 500
  static let glowLayers = 7
  static let glowStep = 7
  static let maxSparks = 14
  static let pipSpacing = 40

  static var cellBottom: Int { cellTop + cellHeight }
  static var innerTop: Int { cellTop + cellInset }
  static var innerHeight: Int { cellHeight - 2 * cellInset }

  /// The height on screen of a charge level inside the cell.
  static func levelY(_ permille: Int) -> Float {
    Float(cellBottom - cellInset) - Float(innerHeight) * Float(min(1_000, max(0, permille)))
      / 1_000
  }
}

/// Deterministic noise for arcs and sparks: the same time gives the same picture, so a
/// replay or a screenshot draws exactly what live play drew.
enum PowerUpNoise {
  /// A value in 0..<1 from two integers (SplitMix64's finaliser).
  static func unit(_ seed: Int64, _ salt: Int) -> Float {
    var x =
      UInt64(bitPattern: seed) &* 0x9E37_79B9_7F4A_7C15
      ^ UInt64(truncatingIfNeeded: salt) &* 0xBF58_476D_1CE4_E5B9
    x ^= x >> 30
    x &*= 0xBF58_476D_1CE4_E5B9
    x ^= x >> 27
    x &*= 0x94D0_49BB_1331_11EB
    x ^= x >> 31
    return Float(x >> 40) / Float(1 << 24)
  }
}
