import StarlightCore

/// What the player set, stored as JSON in the XDG config directory.
public struct Settings: Sendable, Equatable, Codable {
  /// Output latency compensation: positive when sound reaches the ears later.
  public var audioOffsetMs: Double
  /// Display latency compensation: positive when the picture reaches the eyes later. The
  /// chapter views draw this far ahead of chapter time, so what shows when a frame is
  /// finally seen is the moment it stands for.
  public var visualOffsetMs: Double
  public var muted: Bool
  public var audioBufferFrames: Int
  /// The output device by SDL's name for it; nil (the default) follows the system's default.
  public var audioDevice: String?
  /// The SDL audio driver; nil (the default) takes what the desktop runs.
  public var audioDriver: String?
  /// The least hit sound latency L wanted, in ms; 0 (the default) takes L as derived from
  /// the buffer size. It can only raise L.
  public var hitSoundLatencyMs: Double
  /// 0...1, the master bus before the limiter.
  public var masterVolume: Double
  /// 0...1, the music and the sound effects under the master.
  public var musicVolume: Double
  public var effectsVolume: Double
  /// Pause when the window loses focus or is minimized.
  public var pauseOnFocusLoss: Bool
  /// After such a pause, resume as soon as the window is back instead of on a press.
  public var resumeOnFocusAutomatically: Bool
  /// Gamepad rumble for blocks and misses.
  public var rumble: Bool
  public var bindings: InputBindings
  /// Minutes of continuous play (wall clock) before the break reminder; 0 turns it off.
  public var breakReminderMinutes: Int
  /// Free Play's judge for charts without a pick of their own (a judge's name; nil: each
  /// chart's own game's), and the player's pick per chart, by the chart's hash.
  public var judge: JudgeID?
  public var chartJudges: [String: JudgeID]
  /// Keyboards read straight from evdev (users in the `input` group), only while focused.
  public var evdevKeyboards = false
  /// Folders of songs scanned into the library at start and on demand, and other games'
  /// Songs folders the player said no to (never offered again).
  public var songFolders: [String] = []
  public var declinedSongFolders: [String] = []
  /// Scroll speed, direction, colours, covers, default mods and the window (stored as keys
  /// of their own: `SettingsDecoding.readPreferences`, `Settings.encodePreferences`).
  public var preferences = PlayerPreferences.defaults

  public init(
    audioOffsetMs: Double = 0, visualOffsetMs: Double = 0, muted: Bool = false,
    audioBufferFrames: Int = AudioSettings.defaultBufferFrames, masterVolume: Double = 1,
    musicVolume: Double = 1, effectsVolume: Double = 1, pauseOnFocusLoss: Bool = true,
    resumeOnFocusAutomatically: Bool = false, rumble: Bool = true,
    bindings: InputBindings = .defaults, hitSoundLatencyMs: Double = 0,
    breakReminderMinutes: Int = BreakReminder.Settings.defaults.minutes, judge: JudgeID? = nil,
    chartJudges: [String: JudgeID] = [:]
  ) {
    self.judge = judge
    self.chartJudges = chartJudges
    self.breakReminderMinutes = breakReminderMinutes
    self.hitSoundLatencyMs = hitSoundLatencyMs
    self.audioOffsetMs = audioOffsetMs
    self.visualOffsetMs = visualOffsetMs
    self.muted = muted
    self.audioBufferFrames = audioBufferFrames
    self.masterVolume = masterVolume
    self.musicVolume = musicVolume
    self.effectsVolume = effectsVolume
    self.pauseOnFocusLoss = pauseOnFocusLoss
    self.resumeOnFocusAutomatically = resumeOnFocusAutomatically
    self.rumble = rumble
    self.bindings = bindings
  }

  private enum CodingKeys: String, CodingKey {
    case audioOffsetMs, visualOffsetMs, muted, audioBufferFrames, masterVolume, musicVolume,
      effectsVolume
    case pauseOnFocusLoss
    case resumeOnFocusAutomatically, rumble, bindings, hitSoundLatencyMs, breakReminderMinutes
    case judge, chartJudges, evdevKeyboards, audioDevice, audioDriver, songFolders
    case declinedSongFolders
  }

  /// Missing keys take defaults, so an older settings file keeps working.
  public init(from decoder: any Decoder) throws {
    let defaults = Settings()
    let container = try decoder.container(keyedBy: CodingKeys.self)
    audioOffsetMs =
      try container.decodeIfPresent(Double.self, forKey: .audioOffsetMs) ?? defaults.audioOffsetMs
    visualOffsetMs =
      try container.decodeIfPresent(Double.self, forKey: .visualOffsetMs)
      ?? defaults.visualOffsetMs
    muted = try container.decodeIfPresent(Bool.self, forKey: .muted) ?? defaults.muted
    audioBufferFrames =
      try container.decodeIfPresent(Int.self, forKey: .audioBufferFrames)
      ?? defaults.audioBufferFrames
    masterVolume =
      try container.decodeIfPresent(Double.self, forKey: .masterVolume) ?? defaults.masterVolume
    musicVolume =
      try container.decodeIfPresent(Double.self, forKey: .musicVolume) ?? defaults.musicVolume
    effectsVolume =
      try container.decodeIfPresent(Double.self, forKey: .effectsVolume) ?? defaults.effectsVolume
    pauseOnFocusLoss =
      try container.decodeIfPresent(Bool.self, forKey: .pauseOnFocusLoss)
      ?? defaults.pauseOnFocusLoss
    resumeOnFocusAutomatically =
      try container.decodeIfPresent(Bool.self, forKey: .resumeOnFocusAutomatically)
      ?? defaults.resumeOnFocusAutomatically
    rumble = try container.decodeIfPresent(Bool.self, forKey: .rumble) ?? defaults.rumble
    bindings =
      try container.decodeIfPresent(InputBindings.self, forKey: .bindings) ?? defaults.bindings
    hitSoundLatencyMs =
      try container.decodeIfPresent(Double.self, forKey: .hitSoundLatencyMs)
      ?? defaults.hitSoundLatencyMs
    breakReminderMinutes =
      try container.decodeIfPresent(Int.self, forKey: .breakReminderMinutes)
      ?? defaults.breakReminderMinutes
    // A judge this build does not know reads as none (the chart's own game's).
    judge = try container.decodeIfPresent(String.self, forKey: .judge).flatMap(JudgeID.init(name:))
    let picks = try container.decodeIfPresent([String: String].self, forKey: .chartJudges) ?? [:]
    chartJudges = picks.compactMapValues(JudgeID.init(name:))
    evdevKeyboards =
      try container.decodeIfPresent(Bool.self, forKey: .evdevKeyboards) ?? defaults.evdevKeyboards
    audioDevice = try container.decodeIfPresent(String.self, forKey: .audioDevice)
    audioDriver = try container.decodeIfPresent(String.self, forKey: .audioDriver)
    songFolders = try container.decodeIfPresent([String].self, forKey: .songFolders) ?? []
    declinedSongFolders =
      try container.decodeIfPresent([String].self, forKey: .declinedSongFolders) ?? []
    preferences = try Self.decodePreferences(from: decoder)
  }

  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(audioOffsetMs, forKey: .audioOffsetMs)
    try container.encode(visualOffsetMs, forKey: .visualOffsetMs)
    try container.encode(muted, forKey: .muted)
    try container.encode(audioBufferFrames, forKey: .audioBufferFrames)
    try container.encode(masterVolume, forKey: .masterVolume)
    try container.encode(musicVolume, forKey: .musicVolume)
    try container.encode(effectsVolume, forKey: .effectsVolume)
    try container.encode(pauseOnFocusLoss, forKey: .pauseOnFocusLoss)
    try container.encode(resumeOnFocusAutomatically, forKey: .resumeOnFocusAutomatically)
    try container.encode(rumble, forKey: .rumble)
    try container.encode(bindings, forKey: .bindings)
    try container.encode(hitSoundLatencyMs, forKey: .hitSoundLatencyMs)
    try container.encode(breakReminderMinutes, forKey: .breakReminderMinutes)
    try container.encodeIfPresent(judge, forKey: .judge)
    try container.encode(chartJudges, forKey: .chartJudges)
    try container.encode(evdevKeyboards, forKey: .evdevKeyboards)
    try container.encodeIfPresent(audioDevice, forKey: .audioDevice)
    try container.encodeIfPresent(audioDriver, forKey: .audioDriver)
    try container.encode(songFolders, forKey: .songFolders)
    try container.encode(declinedSongFolders, forKey: .declinedSongFolders)
    try encodePreferences(to: encoder)
  }

  /// The break reminder's rule as these settings ask (0 minutes: off).
  public var breakReminder: BreakReminder.Settings {
    BreakReminder.Settings(
      enabled: breakReminderMinutes > 0,
      minutes: breakReminderMinutes > 0
        ? breakReminderMinutes : BreakReminder.Settings.defaults.minutes)
  }

  /// The audio device and mix as these settings ask (out-of-range values clamped there).
  public var audio: AudioSettings {
    AudioSettings(
      bufferFrames: audioBufferFrames, device: audioDevice, driver: audioDriver, muted: muted,
      masterVolume: masterVolume,
      musicVolume: musicVolume, effectsVolume: effectsVolume,
      hitSoundLatencyMs: hitSoundLatencyMs)
  }
}
