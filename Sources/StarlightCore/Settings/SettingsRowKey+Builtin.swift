/// The rows of the built-in pages.
extension SettingsRowKey {
  // Gameplay
  public static let scrollMode: SettingsRowKey = "scrollMode"
  public static let scrollSpeed: SettingsRowKey = "scrollSpeed"
  public static let direction: SettingsRowKey = "direction"
  public static let judgementLine: SettingsRowKey = "judgementLine"
  public static let noteColours: SettingsRowKey = "noteColours"
  public static let laneCover: SettingsRowKey = "laneCover"
  public static let laneCoverHeight: SettingsRowKey = "laneCoverHeight"
  public static let laneWidth: SettingsRowKey = "laneWidth"
  public static let comboPosition: SettingsRowKey = "comboPosition"
  public static let judgementTextPosition: SettingsRowKey = "judgementTextPosition"
  public static let modMirror: SettingsRowKey = "modMirror"
  public static let modRandom: SettingsRowKey = "modRandom"
  public static let modNoFail: SettingsRowKey = "modNoFail"
  public static let judge: SettingsRowKey = "judge"
  public static let audioOffset: SettingsRowKey = "audioOffset"
  public static let calibrate: SettingsRowKey = "calibrate"
  public static let breakReminder: SettingsRowKey = "breakReminder"
  // Display
  public static let fullscreen: SettingsRowKey = "fullscreen"
  public static let display: SettingsRowKey = "display"
  public static let frameCap: SettingsRowKey = "frameCap"
  public static let visualOffset: SettingsRowKey = "visualOffset"
  public static let refreshRate: SettingsRowKey = "refreshRate"
  public static let framesPerSecond: SettingsRowKey = "framesPerSecond"
  // Audio
  public static let masterVolume: SettingsRowKey = "masterVolume"
  public static let musicVolume: SettingsRowKey = "musicVolume"
  public static let effectsVolume: SettingsRowKey = "effectsVolume"
  public static let mute: SettingsRowKey = "mute"
  // Input
  public static let rumble: SettingsRowKey = "rumble"
}

/// What the Display page shows of the machine: the displays SDL lists, the refresh rate of
/// the one the window is on, the frames drawn per second, and whether vsync can be changed
/// on a running renderer (SDL 2.0.18 and later).
public struct DisplayStatus: Sendable, Equatable {
  public var displayNames: [String]
  public var refreshHz: Int?
  public var framesPerSecond: Double?
  public var vsyncAdjustable: Bool

  public init(
    displayNames: [String] = [], refreshHz: Int? = nil, framesPerSecond: Double? = nil,
    vsyncAdjustable: Bool = true
  ) {
    self.displayNames = displayNames
    self.refreshHz = refreshHz
    self.framesPerSecond = framesPerSecond
    self.vsyncAdjustable = vsyncAdjustable
  }

  /// A refresh rate to compute multiples of when the display does not say (60 Hz).
  public static let assumedRefreshHz = 60
}
