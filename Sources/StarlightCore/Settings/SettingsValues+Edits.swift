/// Edits to the built-in rows. Each returns what it changed (nil: not a row of these
/// values, or nothing changed), so the platform saves and applies just that.
extension SettingsValues {
  public mutating func apply(_ edit: SettingsEdit, status: DisplayStatus) -> SettingsArea? {
    let before = self
    let area: SettingsArea?
    switch edit {
    case .step(let key, let steps): area = step(key, by: steps, status: status)
    case .set(let key, let value): area = set(key, to: value)
    case .activate: area = nil
    }
    return self == before ? nil : area
  }

  private mutating func step(_ key: SettingsRowKey, by steps: Int, status: DisplayStatus)
    -> SettingsArea?
  {
    if let area = stepView(key, by: steps) { return area }
    switch key {
    case .modMirror: preferences.mods.mirror.toggle()
    case .modRandom: preferences.mods.random.toggle()
    case .modNoFail: preferences.mods.noFail.toggle()
    case .judge: menu.judge = JudgeID.cycled(menu.judge, by: steps)
    case .breakReminder:
      menu.breakReminderMinutes = MenuSettings.steppedReminder(
        menu.breakReminderMinutes, by: steps)
    case .fullscreen: preferences.display.fullscreen.toggle()
    case .display:
      let count = max(1, status.displayNames.count)
      let index = min(preferences.display.displayIndex, count - 1)
      preferences.display.displayIndex = ((index + steps) % count + count) % count
    case .frameCap: preferences.display.frameCap = preferences.display.frameCap.stepped(by: steps)
    case .masterVolume: menu.masterVolume = MenuSettings.stepped(menu.masterVolume, by: steps)
    case .musicVolume: menu.musicVolume = MenuSettings.stepped(menu.musicVolume, by: steps)
    case .effectsVolume: menu.effectsVolume = MenuSettings.stepped(menu.effectsVolume, by: steps)
    case .mute: menu.muted.toggle()
    case .rumble: menu.rumble.toggle()
    default:
      if let number = offsetNumber(key) { return set(key, to: number.stepped(by: steps)) }
      return nil
    }
    return Self.area(of: key)
  }

  /// The view's rows: choices cycle, numbers step.
  private mutating func stepView(_ key: SettingsRowKey, by steps: Int) -> SettingsArea? {
    var view = preferences.view
    func cycled<T: CaseIterable & Equatable>(_ value: T) -> T {
      let all = Array(T.allCases)
      let index = all.firstIndex(of: value) ?? 0
      return all[((index + steps) % all.count + all.count) % all.count]
    }
    switch key {
    case .scrollMode:
      let mode = cycled(view.scrollSpeed.mode)
      view.scrollSpeed = ScrollSpeed.modeDefaults[mode] ?? view.scrollSpeed
    case .scrollSpeed:
      view.scrollSpeed = view.scrollSpeed.with(
        value: view.scrollSpeed.settingsNumber.stepped(by: steps))
    case .direction: view.direction = cycled(view.direction)
    case .noteColours: view.noteColours = cycled(view.noteColours)
    case .laneCover: view.laneCover = cycled(view.laneCover)
    case .judgementLine, .laneCoverHeight, .laneWidth, .comboPosition, .judgementTextPosition:
      let moved = Int(percentNumber(key, view).stepped(by: steps))
      setPercent(key, moved, in: &view)
    default: return nil
    }
    preferences.view = view
    return .view
  }

  private mutating func set(_ key: SettingsRowKey, to value: Double) -> SettingsArea? {
    switch key {
    case .scrollSpeed:
      preferences.view.scrollSpeed = preferences.view.scrollSpeed.with(value: value)
    case .judgementLine, .laneCoverHeight, .laneWidth, .comboPosition, .judgementTextPosition:
      setPercent(key, Int(value.rounded()), in: &preferences.view)
      preferences.view = preferences.view.clamped()
    case .audioOffset: audioOffsetMs = Self.offsetRangeMs.clamp(value)
    case .visualOffset: visualOffsetMs = Self.offsetRangeMs.clamp(value)
    case .frameCap:
      let rate = FrameCap.perSecondRange.clamp(Int(value.rounded()))
      preferences.display.frameCap = .perSecond(rate)
    case .breakReminder:
      menu.breakReminderMinutes = MenuSettings.clampedReminder(Int(value.rounded()))
    default: return nil
    }
    return Self.area(of: key)
  }

  private func offsetNumber(_ key: SettingsRowKey) -> SettingsNumber? {
    let value: Double
    switch key {
    case .audioOffset: value = audioOffsetMs
    case .visualOffset: value = visualOffsetMs
    default: return nil
    }
    return SettingsNumber(
      name: "", value: value, range: Self.offsetRangeMs, step: Self.offsetStepMs, unit: "ms")
  }

  private func percentNumber(_ key: SettingsRowKey, _ view: ViewPreferences) -> SettingsNumber {
    let (value, range): (Int, ClosedRange<Int>) =
      switch key {
      case .judgementLine: (view.judgementLinePercent, ViewPreferences.judgementLineRange)
      case .laneCoverHeight: (view.laneCoverPercent, ViewPreferences.laneCoverRange)
      case .laneWidth: (view.laneWidthPercent, ViewPreferences.laneWidthRange)
      case .comboPosition: (view.comboPercent, ViewPreferences.textPositionRange)
      default: (view.judgementTextPercent, ViewPreferences.textPositionRange)
      }
    return SettingsNumber(
      name: "", value: Double(value), range: Double(range.lowerBound)...Double(range.upperBound),
      step: Self.percentStep, unit: "%")
  }

  private func setPercent(_ key: SettingsRowKey, _ value: Int, in view: inout ViewPreferences) {
    switch key {
    case .judgementLine: view.judgementLinePercent = value
    case .laneCoverHeight: view.laneCoverPercent = value
    case .laneWidth: view.laneWidthPercent = value
    case .comboPosition: view.comboPercent = value
    default: view.judgementTextPercent = value
    }
  }

  static func area(of key: SettingsRowKey) -> SettingsArea? {
    switch key {
    case .modMirror, .modRandom, .modNoFail: .mods
    case .judge: .judge
    case .breakReminder: .breakReminder
    case .fullscreen: .fullscreen
    case .display: .displayIndex
    case .frameCap: .frameCap
    case .masterVolume, .musicVolume, .effectsVolume, .mute: .mix
    case .rumble: .rumble
    case .audioOffset, .visualOffset: .offsets
    case .scrollMode, .scrollSpeed, .direction, .noteColours, .laneCover, .judgementLine,
      .laneCoverHeight, .laneWidth, .comboPosition, .judgementTextPosition:
      .view
    default: nil
    }
  }
}
