/// The scroll speed as the Gameplay page edits it: a mode (constant, XMod, MMod) cycled
/// on one row, and the mode's number stepped or typed on the next.
extension ScrollSpeed {
  public enum Mode: Int, Sendable, CaseIterable {
    case constant
    case beats
    case topBPM

    public var title: String {
      switch self {
      case .constant: "Constant (ms visible)"
      case .beats: "XMod (x chart BPM)"
      case .topBPM: "MMod (top BPM)"
      }
    }
  }

  /// Each mode's speed when the mode is first chosen.
  public static let modeDefaults: [Mode: ScrollSpeed] = [
    .constant: .constant(visible: GameConstants.approachTime), .beats: .beats(multiplier: 2),
    .topBPM: .topBPM(600),
  ]

  public var mode: Mode {
    switch self {
    case .constant: .constant
    case .beats: .beats
    case .topBPM: .topBPM
    }
  }

  /// The number the row holds, with its limits and step.
  public var settingsNumber: SettingsNumber {
    switch self {
    case .constant(let visible):
      SettingsNumber(
        name: "Scroll speed", value: visible.milliseconds,
        range: Self.visibleRange.lowerBound
          .milliseconds...Self.visibleRange.upperBound
          .milliseconds, step: 50, unit: "ms")
    case .beats(let multiplier):
      SettingsNumber(
        name: "Scroll speed", value: multiplier, range: Self.multiplierRange, step: 0.25,
        decimals: 2, unit: "x")
    case .topBPM(let bpm):
      SettingsNumber(
        name: "Scroll speed", value: bpm, range: Self.topBPMRange, step: 25, unit: "BPM")
    }
  }

  /// The speed of this mode at `value` (ms, multiplier or BPM).
  public func with(value: Double) -> ScrollSpeed {
    switch self {
    case .constant: .constant(visible: .fromMilliseconds(value))
    case .beats: .beats(multiplier: value)
    case .topBPM: .topBPM(value)
    }
  }
}
