import Foundation
import Testing

@testable import StarlightCore

@Suite("Settings menu")
struct SettingsMenuTests {
  @Test("volumes step by a tenth and clamp to 0...1 without drifting")
  func stepping() {
    var volume = 0.0
    for _ in 0..<13 { volume = MenuSettings.stepped(volume, by: 1) }
    #expect(volume == 1)
    for _ in 0..<7 { volume = MenuSettings.stepped(volume, by: -1) }
    #expect(volume == 0.3)
    #expect(MenuSettings.stepped(0.34, by: 0) == 0.3, "a value between steps snaps")
    #expect(MenuSettings.stepped(0.0, by: -1) == 0)
    #expect(MenuSettings.stepped(.nan, by: 1) == 0.1)
  }

  @Test("out-of-range volumes are clamped on creation and on decoding")
  func clamping() throws {
    let settings = MenuSettings(masterVolume: 1.7, musicVolume: -2, effectsVolume: .infinity)
    #expect(settings.masterVolume == 1)
    #expect(settings.musicVolume == 0)
    #expect(settings.effectsVolume == 1)
    let json = #"{"masterVolume": 4, "musicVolume": 0.5, "muted": true}"#
    let decoded = try JSONDecoder().decode(MenuSettings.self, from: Data(json.utf8))
    #expect(decoded == MenuSettings(masterVolume: 1, musicVolume: 0.5, muted: true))
  }

  @Test("volumes show as whole percent")
  func percent() {
    #expect(MenuSettings.percent(0.7) == "70 %")
    #expect(MenuSettings.percent(1) == "100 %")
    #expect(MenuSettings.percent(0) == "0 %")
  }

  @Test("the judge row runs from each chart's own game's judge through every judge and back")
  func judgeRow() {
    var menu = SettingsMenu(settings: MenuSettings())
    while menu.selection != .judge { menu.handle(.down) }
    #expect(menu.value(of: .judge) == "Chart's game")
    menu.handle(.right)
    #expect(menu.settings.judge == .starlight && menu.value(of: .judge) == "starlight")
    menu.handle(.right)
    #expect(menu.settings.judge == .osuStable)
    menu.handle(.left)
    menu.handle(.left)
    #expect(menu.settings.judge == nil)
    menu.handle(.left)
    #expect(menu.settings.judge == .quaverExtreme)
  }

  @Test("rows move with wrap; left and right change the selected row")
  func rows() {
    var menu = SettingsMenu(settings: MenuSettings())
    #expect(
      menu.rows == [
        .masterVolume, .musicVolume, .effectsVolume, .muted, .rumble, .breakReminder, .judge,
        .calibrate,
      ])
    menu.handle(.up)
    #expect(menu.selection == .calibrate)
    menu.handle(.down)
    #expect(menu.selection == .masterVolume)
    menu.handle(.left)
    menu.handle(.left)
    #expect(menu.settings.masterVolume == 0.8)
    #expect(menu.value(of: .masterVolume) == "80 %")
    #expect(menu.level(of: .masterVolume) == 0.8)
    menu.handle(.down)
    menu.handle(.down)
    menu.handle(.left)
    #expect(menu.settings.effectsVolume == 0.9)
    #expect(menu.settings.musicVolume == 1)
  }

  @Test("confirm, left and right flip switches; confirm leaves volumes alone")
  func switches() {
    var menu = SettingsMenu(settings: MenuSettings(), selection: .muted)
    #expect(menu.value(of: .muted) == "Off")
    #expect(menu.level(of: .muted) == nil)
    menu.handle(.confirm)
    #expect(menu.settings.muted)
    #expect(menu.value(of: .muted) == "On")
    menu.handle(.right)
    #expect(!menu.settings.muted)
    menu.handle(.down)
    menu.handle(.left)
    #expect(!menu.settings.rumble)
    var volumes = SettingsMenu(settings: MenuSettings())
    volumes.handle(.confirm)
    volumes.handle(.back)
    volumes.handle(.pause)
    #expect(volumes == SettingsMenu(settings: MenuSettings()))
  }

  @Test("the break reminder row steps by 5 minutes, off below 5, at most 240")
  func breakReminderRow() {
    var menu = SettingsMenu(settings: MenuSettings(), selection: .breakReminder)
    #expect(menu.value(of: .breakReminder) == "after 45 min")
    menu.handle(.right)
    #expect(menu.settings.breakReminderMinutes == 50)
    for _ in 0..<20 { menu.handle(.left) }
    #expect(menu.value(of: .breakReminder) == "Off")
    menu.handle(.right)
    #expect(menu.settings.breakReminderMinutes == 5)
    for _ in 0..<100 { menu.handle(.right) }
    #expect(menu.settings.breakReminderMinutes == 240)
  }
}
