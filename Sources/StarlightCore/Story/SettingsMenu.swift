/// The settings screen: a selected row; up and down move, left and right change the row's
/// value (a volume by one step, a switch flipped), confirm flips a switch.
public struct SettingsMenu: Sendable, Equatable {
  public var settings: MenuSettings
  public var selection: SettingsRow

  public init(settings: MenuSettings, selection: SettingsRow = .masterVolume) {
    self.settings = settings
    self.selection = selection
  }

  public var rows: [SettingsRow] { SettingsRow.allCases }

  /// The row's value as shown: "80 %", "On" or "Off".
  public func value(of row: SettingsRow) -> String {
    switch row {
    case .masterVolume: MenuSettings.percent(settings.masterVolume)
    case .musicVolume: MenuSettings.percent(settings.musicVolume)
    case .effectsVolume: MenuSettings.percent(settings.effectsVolume)
    case .muted: settings.muted ? "On" : "Off"
    case .rumble: settings.rumble ? "On" : "Off"
    case .breakReminder:
      settings.breakReminderMinutes == 0 ? "Off" : "after \(settings.breakReminderMinutes) min"
    case .judge: settings.judge?.rawValue ?? "Chart's game"
    case .calibrate: "Enter"
    }
  }

  /// The row's level in 0...1 for a bar, nil for a switch.
  public func level(of row: SettingsRow) -> Double? {
    switch row {
    case .masterVolume: settings.masterVolume
    case .musicVolume: settings.musicVolume
    case .effectsVolume: settings.effectsVolume
    case .muted, .rumble, .breakReminder, .judge, .calibrate: nil
    }
  }

  /// Applies a navigation command; `back` and `pause` are the flow's to handle.
  public mutating func handle(_ command: MenuCommand) {
    switch command {
    case .up: selection = selection.moved(by: -1)
    case .down: selection = selection.moved(by: 1)
    case .left: change(selection, by: -1)
    case .right: change(selection, by: 1)
    case .confirm where selection.isToggle: change(selection, by: 1)
    case .confirm, .back, .pause: break
    }
  }

  private mutating func change(_ row: SettingsRow, by steps: Int) {
    switch row {
    case .masterVolume:
      settings.masterVolume = MenuSettings.stepped(settings.masterVolume, by: steps)
    case .musicVolume: settings.musicVolume = MenuSettings.stepped(settings.musicVolume, by: steps)
    case .effectsVolume:
      settings.effectsVolume = MenuSettings.stepped(settings.effectsVolume, by: steps)
    case .muted: settings.muted.toggle()
    case .rumble: settings.rumble.toggle()
    case .breakReminder:
      settings.breakReminderMinutes = MenuSettings.steppedReminder(
        settings.breakReminderMinutes, by: steps)
    case .judge: settings.judge = JudgeID.cycled(settings.judge, by: steps)
    case .calibrate: break
    }
  }
}
