import Foundation
import Testing

@testable import StarlightCore

@Suite("Menu settings: volumes and the break reminder")
struct MenuSettingsTests {
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
}
