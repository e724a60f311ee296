/// One tier of a judge: its name and colour, how early and how late a press may land in it
/// (song time), and whether it keeps the combo going.
public struct JudgeTier: Sendable, Equatable {
  public let name: String
  public let colour: TierColour
  /// The furthest a press may land before the note and be in this tier.
  public let early: Nanoseconds
  /// The furthest after the note; nil when no late press is in this tier (osu!'s 50).
  public let late: Nanoseconds?
  public let keepsCombo: Bool

  public init(
    _ name: String, _ colour: TierColour, early: Nanoseconds, late: Nanoseconds?,
    keepsCombo: Bool = true
  ) {
    self.name = name
    self.colour = colour
    self.early = early
    self.late = late
    self.keepsCombo = keepsCombo
  }

  /// A tier as wide early as late.
  public init(
    _ name: String, _ colour: TierColour, _ halfWidth: Nanoseconds, keepsCombo: Bool = true
  ) {
    self.init(name, colour, early: halfWidth, late: halfWidth, keepsCombo: keepsCombo)
  }

  /// The same tier with both edges scaled by `numerator`/`denominator` (release windows).
  func scaled(_ numerator: Int64, _ denominator: Int64) -> JudgeTier {
    JudgeTier(
      name, colour, early: early * numerator / denominator,
      late: late.map { $0 * numerator / denominator }, keepsCombo: keepsCombo)
  }
}

/// A tier's colour as the views draw it, 0-255 per channel.
public struct TierColour: Sendable, Equatable, Codable {
  public let red: UInt8
  public let green: UInt8
  public let blue: UInt8

  public init(_ red: UInt8, _ green: UInt8, _ blue: UInt8) {
    self.red = red
    self.green = green
    self.blue = blue
  }

  public static let cyan = TierColour(120, 230, 255)
  public static let white = TierColour(245, 245, 250)
  public static let gold = TierColour(255, 214, 90)
  public static let green = TierColour(110, 230, 120)
  public static let blue = TierColour(90, 160, 255)
  public static let purple = TierColour(190, 120, 255)
  public static let grey = TierColour(170, 170, 180)
  public static let red = TierColour(255, 90, 90)
}
