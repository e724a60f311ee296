import Foundation
import StarlightCore
import Testing

@testable import StarlightPlatform

/// The Input page's menu and play actions rebound through the real host, every step a key
/// pressed by name and read through the bound keys as SDL's events are: Menu down moved to
/// K moves the page's selection at once (and the arrow it replaced no longer does), saved;
/// a lane given Mute's key is asked about and, confirmed, takes it; the menu keys reset.
@Suite(.serialized, .sdlExclusive) struct MenuRebindingPageTests {
  typealias Pages = SettingsDevicePagesTests

  /// Keys by name from `start`, each 200 ms after the one before.
  final class Keys {
    let events: ScriptedEventSource
    private(set) var time = Pages.start

    init(_ events: ScriptedEventSource) {
      self.events = events
    }

    func press(_ name: String, times: Int = 1) {
      for _ in 0..<times {
        time += .milliseconds(200)
        events.schedule(key: name, at: time)
      }
    }

    /// Title > Settings > the Input page's "Keys for" row, by the default keys.
    func openKeysFor() {
      press("Down")
      press("Return")
      press("Tab", times: 3)
      press("Down", times: SettingsValues().inputPage.rows.count)
    }
  }

  @Test("Menu down bound to K: K moves the selection at once, Down no longer does; saved; reset")
  func rebindMenuDown() throws {
    let (store, directory) = try CalibrationSceneTests.settingsFile(Settings())
    defer { try? FileManager.default.removeItem(at: directory) }
    let fixture = try HostFixture(
      start: Pages.start, options: PlayOptions(quitAfter: .seconds(8), renderRate: 30))
    let keys = Keys(fixture.events)
    keys.openKeysFor()
    keys.press("Left", times: 4)  // past 1 lane, round to "Menus and play"
    keys.press("Down", times: 3)  // Device, Menu up, Menu down
    keys.press("Return")
    keys.press("K")
    keys.press("K")  // Menu left
    keys.press("Down")  // no longer a move
    let scene = Pages.story(fixture, store: store)
    var selected: SettingsRowKey?
    var savedAfterBinding: InputBindings?
    fixture.events.schedule(at: keys.time + .milliseconds(100)) {
      selected = scene.settingsScene?.screen.navigation.selectedRow?.key
      savedAfterBinding = SettingsStore(path: store.path).settings.bindings
      return nil
    }
    // Down to "Reset these menu keys" by S (Menu down's other key) and reset.
    keys.press("S", times: MenuAction.allCases.count - 2)
    keys.press("Return")
    fixture.host.run(scene)

    #expect(selected == BindingsPage.Key.action(.left))
    let saved = try #require(savedAfterBinding)
    #expect(saved.names(of: .down, on: .keyboard) == ["K", "S"])
    #expect(saved.keyboard == InputBindings.defaults.keyboard, "lanes untouched")
    #expect(scene.settingsScene?.screen.navigation.selectedRow?.key == BindingsPage.Key.resetLanes)
    #expect(SettingsStore(path: store.path).settings.bindings == .defaults)
    #expect(fixture.events.menuKeys == .defaults, "the reset keys drive the menus at once")
  }

  @Test("a lane given Mute's key: said, the same key again takes it; M then plays, not mutes")
  func laneTakesMute() throws {
    let (store, directory) = try CalibrationSceneTests.settingsFile(Settings())
    defer { try? FileManager.default.removeItem(at: directory) }
    let fixture = try HostFixture(
      start: Pages.start, options: PlayOptions(quitAfter: .seconds(6), renderRate: 30))
    let keys = Keys(fixture.events)
    keys.openKeysFor()
    keys.press("Down", times: 2)  // Device, Lane 1 (4 lanes)
    keys.press("Return")
    keys.press("M")
    let scene = Pages.story(fixture, store: store)
    var question: String?
    fixture.events.schedule(at: keys.time + .milliseconds(100)) {
      question = scene.settingsScene?.screen.navigation.selectedRow?.note
      return nil
    }
    keys.press("M")
    fixture.host.run(scene)

    #expect(
      question
        == "M is bound to Mute: press it again to take it / Enter to confirm, Esc to cancel")
    let saved = SettingsStore(path: store.path).settings.bindings
    #expect(saved.keyboardLanes(laneCount: 4)[0] == ["M", "Left"])
    #expect(saved.names(of: .mute, on: .keyboard).isEmpty)
    #expect(scene.setup.bindings == saved)
    #expect(fixture.events.menuKeys.event(key: "M", gameplay: true) == nil, "M no longer mutes")
    #expect(
      scene.settingsScene?.screen.navigation.selectedRow?.note
        == "M now plays lane 1 (4 lanes); taken from Mute.")
  }
}
