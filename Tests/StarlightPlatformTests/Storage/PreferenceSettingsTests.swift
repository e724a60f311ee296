import Foundation
import StarlightCore
import Testing

@testable import StarlightPlatform

/// The player's preferences in `settings.json`: each its own key, a round trip keeps every
/// one, and a value outside its limits is clamped or refused alone and named.
@Suite("Preferences in settings.json")
struct PreferenceSettingsTests {
  @Test("every preference survives a save and a load")
  func roundTrip() throws {
    var settings = Settings()
    settings.preferences = PlayerPreferences(
      view: ViewPreferences(
        scrollSpeed: .topBPM(600), direction: .up, judgementLinePercent: 30, noteColours: .snap,
        laneCover: .hidden, laneCoverPercent: 45, laneWidthPercent: 80, comboPercent: 10,
        judgementTextPercent: 60),
      mods: ModPreferences(mirror: true, random: true, noFail: true),
      display: DisplayPreferences(fullscreen: true, displayIndex: 1, frameCap: .perSecond(240)))
    let bytes = try JSONEncoder().encode(settings)
    let decoded = try SettingsDecoding.decode(Array(bytes))
    #expect(decoded.problems.isEmpty)
    #expect(decoded.settings.preferences == settings.preferences)
    #expect(try JSONDecoder().decode(Settings.self, from: bytes) == settings)
    let object = try #require(JSONSerialization.jsonObject(with: bytes) as? [String: Any])
    #expect(object["scrollSpeed"] as? String == "m600")
    #expect(object["frameCap"] as? String == "240")
    #expect(object["scrollDirection"] as? String == "up")
  }

  @Test("out-of-range and unreadable preferences are clamped or take the default, each said")
  func badValues() throws {
    let json = #"""
      {"scrollSpeed": "C20", "scrollDirection": "sideways", "laneWidthPercent": 400,
       "frameCap": "7", "noteColours": "snap", "judgementLinePercent": 1}
      """#
    let decoded = try SettingsDecoding.decode(Array(json.utf8))
    let view = decoded.settings.preferences.view
    #expect(view.scrollSpeed == ViewPreferences.defaults.scrollSpeed)
    #expect(view.direction == .down)
    #expect(view.laneWidthPercent == 150)
    #expect(view.judgementLinePercent == 5)
    #expect(view.noteColours == .snap)
    #expect(decoded.settings.preferences.display.frameCap == FrameCap.standard)
    #expect(
      decoded.problems.contains(
        "scrollSpeed: 'C20' is out of range (a constant scroll speed is 150 to 5000 ms of visible time); using the default"
      ))
    #expect(
      decoded.problems.contains(
        "scrollDirection: 'sideways' is not one of down, up; using the default"))
    #expect(decoded.problems.contains { $0.hasPrefix("laneWidthPercent: 400.0 is out of range") })
    #expect(decoded.problems.contains { $0.hasPrefix("frameCap: '7' is out of range") })
    #expect(decoded.problems.count == 5)
  }

  @Test("a settings file from before preferences loads with their defaults")
  func olderFile() throws {
    let decoded = try SettingsDecoding.decode(Array(#"{"masterVolume": 0.5}"#.utf8))
    #expect(decoded.problems.isEmpty)
    #expect(decoded.settings.preferences == .defaults)
  }
}
