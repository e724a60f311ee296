/// The settings the settings screen changes. Volumes are 0...1 in tenths, shown as percent.
public struct MenuSettings: Codable, Sendable, Equatable {
  /// Volumes move in steps of one tenth.
  public static let volumeSteps = 10

  public var masterVolume: Double
  public var musicVolume: Double
  public var effectsVolume: Double
  public var muted: Bool
  public var rumble: Bool
  /// Minutes of play before the break reminder, 0 for off.
  public var breakReminderMinutes: Int
  /// Free Play's judge for charts the player has not given one; nil: each chart's own game's.
  public var judge: JudgeID?

  /// The break reminder moves in steps of 5 minutes; below the shortest it is off.
  public static let breakReminderStep = 5

  public init(
    masterVolume: Double = 1, musicVolume: Double = 1, effectsVolume: Double = 1,
    muted: Bool = false, rumble: Bool = true,
    breakReminderMinutes: Int = BreakReminder.Settings.defaults.minutes, judge: JudgeID? = nil
  ) {
    self.judge = judge
    self.breakReminderMinutes = Self.clampedReminder(breakReminderMinutes)
    self.masterVolume = Self.clamped(masterVolume)
    self.musicVolume = Self.clamped(musicVolume)
    self.effectsVolume = Self.clamped(effectsVolume)
    self.muted = muted
    self.rumble = rumble
  }

  /// A volume snapped to the nearest step, moved by `steps`, kept inside 0...1. Whole steps
  /// are counted as integers so repeated presses never drift (0.1 * 3 != 0.3).
  public static func stepped(_ volume: Double, by steps: Int) -> Double {
    let current = volume.isFinite ? Int((volume * Double(volumeSteps)).rounded()) : 0
    let next = min(volumeSteps, max(0, current + steps))
    return Double(next) / Double(volumeSteps)
  }

  /// The reminder moved by `steps` of 5 minutes: off below 5, at most 240.
  public static func steppedReminder(_ minutes: Int, by steps: Int) -> Int {
    clampedReminder(minutes + steps * breakReminderStep)
  }

  static func clampedReminder(_ minutes: Int) -> Int {
    let range = BreakReminder.Settings.minuteRange
    return minutes < range.lowerBound ? 0 : min(range.upperBound, minutes)
  }

  /// A volume as the screen shows it: "70 %".
  public static func percent(_ volume: Double) -> String {
    "\(Int((clamped(volume) * 100).rounded())) %"
  }

  private enum CodingKeys: String, CodingKey {
    case masterVolume, musicVolume, effectsVolume, muted, rumble, breakReminderMinutes
  }

  /// Missing keys take defaults and volumes are clamped, as with `init`.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    let defaults = MenuSettings()
    self.init(
      masterVolume: try container.decodeIfPresent(Double.self, forKey: .masterVolume)
        ?? defaults.masterVolume,
      musicVolume: try container.decodeIfPresent(Double.self, forKey: .musicVolume)
        ?? defaults.musicVolume,
      effectsVolume: try container.decodeIfPresent(Double.self, forKey: .effectsVolume)
        ?? defaults.effectsVolume,
      muted: try container.decodeIfPresent(Bool.self, forKey: .muted) ?? defaults.muted,
      rumble: try container.decodeIfPresent(Bool.self, forKey: .rumble) ?? defaults.rumble,
      breakReminderMinutes: try container.decodeIfPresent(Int.self, forKey: .breakReminderMinutes)
        ?? defaults.breakReminderMinutes)
  }

  private static func clamped(_ volume: Double) -> Double {
    volume.isFinite ? min(1, max(0, volume)) : 1
  }
}
