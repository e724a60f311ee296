import StarlightCore

extension SettingsDecoding {
  /// The preference keys, each read on its own: a value outside its range is clamped and a
  /// text that is no choice takes the default, each named in the reader's problems.
  static func readPreferences(_ reader: inout KeyReader) -> PlayerPreferences {
    let defaults = PlayerPreferences.defaults
    var preferences = defaults
    var view = defaults.view
    view.scrollSpeed = reader.choice(
      .scrollSpeed, default: defaults.view.scrollSpeed,
      expected: "a scroll speed such as C700, x2.5 or m600",
      parse: { text in ScrollSpeed(text: text).map { speed in (speed, speed.problem) } })
    view.direction = reader.choice(.scrollDirection, default: defaults.view.direction)
    view.noteColours = reader.choice(.noteColours, default: defaults.view.noteColours)
    view.laneCover = reader.choice(.laneCover, default: defaults.view.laneCover)
    let percents: [(PreferenceKey, WritableKeyPath<ViewPreferences, Int>, ClosedRange<Int>)] = [
      (.judgementLinePercent, \.judgementLinePercent, ViewPreferences.judgementLineRange),
      (.laneCoverPercent, \.laneCoverPercent, ViewPreferences.laneCoverRange),
      (.laneWidthPercent, \.laneWidthPercent, ViewPreferences.laneWidthRange),
      (.comboPercent, \.comboPercent, ViewPreferences.textPositionRange),
      (.judgementTextPercent, \.judgementTextPercent, ViewPreferences.textPositionRange),
    ]
    for (key, path, range) in percents {
      view[keyPath: path] = reader.whole(
        key.rawValue, range: range, default: defaults.view[keyPath: path])
    }
    preferences.view = view
    preferences.mods.mirror = reader.value(PreferenceKey.modMirror.rawValue, default: false)
    preferences.mods.random = reader.value(PreferenceKey.modRandom.rawValue, default: false)
    preferences.mods.noFail = reader.value(PreferenceKey.modNoFail.rawValue, default: false)
    preferences.display.fullscreen = reader.value(
      PreferenceKey.fullscreen.rawValue, default: false)
    preferences.display.displayIndex = reader.whole(
      PreferenceKey.displayIndex.rawValue, range: DisplayPreferences.displayIndexRange,
      default: 0)
    preferences.display.frameCap = reader.choice(
      .frameCap, default: defaults.display.frameCap,
      expected: "a frame cap: vsync, 2x, 4x, unlimited or 30 to 1000",
      parse: { text in FrameCap(text: text).map { cap in (cap, cap.problem) } })
    return preferences
  }
}

extension SettingsDecoding.KeyReader {
  /// A text key read through `parse`, which gives the value and its range problem; a text
  /// it cannot read, or one out of range, takes the default and is said.
  mutating func choice<T>(
    _ key: PreferenceKey, default fallback: T, expected: String,
    parse: (String) -> (T, String?)?
  ) -> T {
    let text: String? = value(key.rawValue, default: nil)
    guard let text else { return fallback }
    guard let (read, problem) = parse(text) else {
      problems.append("\(key.rawValue): '\(text)' is not \(expected); using the default")
      return fallback
    }
    if let problem {
      problems.append("\(key.rawValue): '\(text)' is out of range (\(problem)); using the default")
      return fallback
    }
    return read
  }

  /// One of a fixed set of names ("down" or "up").
  mutating func choice<T: RawRepresentable & CaseIterable>(
    _ key: PreferenceKey, default fallback: T
  )
    -> T where T.RawValue == String
  {
    let names = T.allCases.map(\.rawValue).joined(separator: ", ")
    return choice(
      key, default: fallback, expected: "one of \(names)",
      parse: { text in T(rawValue: text.lowercased()).map { ($0, nil) } })
  }
}
