import StarlightCore

/// The keys of `settings.json` that hold the player's preferences (Docs/Settings.md), one
/// value each, so a wrong one costs only itself.
enum PreferenceKey: String, CodingKey, CaseIterable {
  case scrollSpeed, scrollDirection, judgementLinePercent, noteColours, laneCover
  case laneCoverPercent, laneWidthPercent, comboPercent, judgementTextPercent
  case modMirror, modRandom, modNoFail
  case fullscreen, displayIndex, frameCap
}

extension Settings {
  /// The preferences a `Decoder` holds, missing keys at their defaults and values outside
  /// their ranges clamped (`SettingsDecoding` reads the same keys and names each problem).
  static func decodePreferences(from decoder: any Decoder) throws -> PlayerPreferences {
    let container = try decoder.container(keyedBy: PreferenceKey.self)
    var preferences = PlayerPreferences.defaults
    func text(_ key: PreferenceKey) throws -> String? {
      try container.decodeIfPresent(String.self, forKey: key)
    }
    func whole(_ key: PreferenceKey) throws -> Int? {
      try container.decodeIfPresent(Int.self, forKey: key)
    }
    func flag(_ key: PreferenceKey) throws -> Bool? {
      try container.decodeIfPresent(Bool.self, forKey: key)
    }
    var view = preferences.view
    if let speed = try text(.scrollSpeed).flatMap(ScrollSpeed.init(text:)) {
      view.scrollSpeed = speed
    }
    if let direction = try text(.scrollDirection).flatMap(ViewPreferences.Direction.init) {
      view.direction = direction
    }
    if let colours = try text(.noteColours).flatMap(ViewPreferences.NoteColours.init) {
      view.noteColours = colours
    }
    if let cover = try text(.laneCover).flatMap(ViewPreferences.LaneCover.init) {
      view.laneCover = cover
    }
    view.judgementLinePercent = try whole(.judgementLinePercent) ?? view.judgementLinePercent
    view.laneCoverPercent = try whole(.laneCoverPercent) ?? view.laneCoverPercent
    view.laneWidthPercent = try whole(.laneWidthPercent) ?? view.laneWidthPercent
    view.comboPercent = try whole(.comboPercent) ?? view.comboPercent
    view.judgementTextPercent = try whole(.judgementTextPercent) ?? view.judgementTextPercent
    preferences.view = view.clamped()
    preferences.mods.mirror = try flag(.modMirror) ?? false
    preferences.mods.random = try flag(.modRandom) ?? false
    preferences.mods.noFail = try flag(.modNoFail) ?? false
    preferences.display.fullscreen = try flag(.fullscreen) ?? false
    preferences.display.displayIndex = DisplayPreferences.displayIndexRange.clamp(
      try whole(.displayIndex) ?? 0)
    if let cap = try text(.frameCap).flatMap(FrameCap.init(text:)), cap.problem == nil {
      preferences.display.frameCap = cap
    }
    return preferences
  }

  func encodePreferences(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: PreferenceKey.self)
    let view = preferences.view
    try container.encode(view.scrollSpeed.text, forKey: .scrollSpeed)
    try container.encode(view.direction.rawValue, forKey: .scrollDirection)
    try container.encode(view.judgementLinePercent, forKey: .judgementLinePercent)
    try container.encode(view.noteColours.rawValue, forKey: .noteColours)
    try container.encode(view.laneCover.rawValue, forKey: .laneCover)
    try container.encode(view.laneCoverPercent, forKey: .laneCoverPercent)
    try container.encode(view.laneWidthPercent, forKey: .laneWidthPercent)
    try container.encode(view.comboPercent, forKey: .comboPercent)
    try container.encode(view.judgementTextPercent, forKey: .judgementTextPercent)
    try container.encode(preferences.mods.mirror, forKey: .modMirror)
    try container.encode(preferences.mods.random, forKey: .modRandom)
    try container.encode(preferences.mods.noFail, forKey: .modNoFail)
    try container.encode(preferences.display.fullscreen, forKey: .fullscreen)
    try container.encode(preferences.display.displayIndex, forKey: .displayIndex)
    try container.encode(preferences.display.frameCap.text, forKey: .frameCap)
  }
}
