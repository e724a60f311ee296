import Foundation
import StarlightCore
import Testing

@testable import StarlightPlatform

/// The Audio page's device rows and the Input page's rebinding through the real host with
/// scripted keys: Settings from the title, the page switched with Tab, rows chosen with
/// Down; a lane bound, a conflict refused then swapped, everything reset, each saved to
/// `settings.json` and handed to the game at once; a buffer the device refuses keeps the
/// old one and its reason is the row's note.
@Suite(.serialized, .sdlExclusive) struct SettingsDevicePagesTests {
  static let start = Nanoseconds.seconds(20)

  /// A script from `start`: each event 200 ms after the one before.
  final class Script {
    let events: ScriptedEventSource
    private(set) var time: Nanoseconds

    init(_ events: ScriptedEventSource, from start: Nanoseconds) {
      self.events = events
      time = start
    }

    func then(_ event: PlatformEvent, times: Int = 1) {
      for _ in 0..<times {
        time += .milliseconds(200)
        events.schedule(event, at: time)
      }
    }
  }

  /// Title > Settings, then `pages` pages on (Audio: 2, Input: 3).
  static func openPage(_ pages: Int, _ script: Script) {
    script.then(.menu(.down))
    script.then(.menu(.confirm))
    script.then(.page(1), times: pages)
  }

  static func story(_ fixture: HostFixture, store: SettingsStore) -> StoryScene {
    let flow = StoryFlow(
      progress: StoryProgress(), settings: MenuSettings(), tuning: .defaults,
      chapters: ChapterCatalog.available, start: .title, now: start)
    let setup = ChapterSetup(
      tuning: .defaults, beatMap: nil, bindings: .defaults, audioOffset: 0, bots: false)
    return StoryScene(
      flow: flow, setup: setup, interpreter: fixture.host.interpreter,
      onProgress: { _ in nil }, onSettings: { _ in }, settings: store, now: start)
  }

  /// Down from the Input page's first row to lane `lane` of the lanes shown (4 lanes).
  static var downsToFirstLane: Int { SettingsValues().inputPage.rows.count + 2 }

  let lane1 = BindingSlot(device: .keyboard, laneCount: 4, lane: 0)
  let lane3 = BindingSlot(device: .keyboard, laneCount: 4, lane: 2)

  @Test("Input page: Enter on a lane, a key binds it, saved and played with at once")
  func bind() throws {
    let (store, directory) = try CalibrationSceneTests.settingsFile(Settings())
    defer { try? FileManager.default.removeItem(at: directory) }
    let fixture = try HostFixture(
      start: Self.start, options: PlayOptions(quitAfter: .seconds(4), renderRate: 30))
    let script = Script(fixture.events, from: Self.start)
    Self.openPage(3, script)
    script.then(.menu(.down), times: Self.downsToFirstLane)
    script.then(.menu(.confirm))
    script.then(.press(.key("A")))
    let scene = Self.story(fixture, store: store)
    fixture.host.run(scene)

    #expect(fixture.events.modes.contains(.capture))
    #expect(fixture.events.modes.last != .capture, "the wait ends with the key")
    #expect(SettingsStore(path: store.path).settings.bindings.names(lane1) == ["A", "Left"])
    #expect(scene.setup.bindings.names(lane1) == ["A", "Left"], "the game plays with it")
    let row = scene.settingsScene?.screen.navigation.selectedRow
    #expect(row?.value == "A / Left")
  }

  @Test("Input page: a key bound elsewhere is said; Esc refuses, the same key twice swaps")
  func conflict() throws {
    let (store, directory) = try CalibrationSceneTests.settingsFile(Settings())
    defer { try? FileManager.default.removeItem(at: directory) }
    let fixture = try HostFixture(
      start: Self.start, options: PlayOptions(quitAfter: .seconds(6), renderRate: 30))
    let script = Script(fixture.events, from: Self.start)
    Self.openPage(3, script)
    script.then(.menu(.down), times: Self.downsToFirstLane)
    script.then(.menu(.confirm))
    script.then(.press(.key("J")))
    let asked = script.time + .milliseconds(100)
    var question: String?
    let scene = Self.story(fixture, store: store)
    fixture.events.schedule(at: asked) {
      question = scene.settingsScene?.screen.navigation.selectedRow?.note
      return nil
    }
    script.then(.menu(.back))
    let refused = script.time + .milliseconds(100)
    var afterRefusal: InputBindings?
    fixture.events.schedule(at: refused) {
      afterRefusal = SettingsStore(path: store.path).settings.bindings
      return nil
    }
    script.then(.menu(.confirm))
    script.then(.press(.key("J")))
    script.then(.press(.key("J")))
    fixture.host.run(scene)

    #expect(
      question
        == "J is bound to lane 3 (4 lanes): press it again to swap / Enter to confirm, Esc to cancel"
    )
    #expect(afterRefusal == .defaults, "refused: nothing changed")
    let saved = SettingsStore(path: store.path).settings.bindings
    #expect(saved.names(lane1) == ["J", "Left"])
    #expect(saved.names(lane3) == ["D", "Up"])
    #expect(scene.setup.bindings == saved)
  }

  @Test("Input page: Reset all bindings puts the defaults back, saved")
  func resetAll() throws {
    var rebound = Settings()
    rebound.bindings = try #require(BindingEditingTests.swapped("J", to: .lane(lane1)))
    let (store, directory) = try CalibrationSceneTests.settingsFile(rebound)
    defer { try? FileManager.default.removeItem(at: directory) }
    let fixture = try HostFixture(
      start: Self.start, options: PlayOptions(quitAfter: .seconds(5), renderRate: 30))
    let script = Script(fixture.events, from: Self.start)
    Self.openPage(3, script)
    // Past the four lanes and "Reset these 4 lanes" to "Reset all bindings".
    script.then(.menu(.down), times: Self.downsToFirstLane + 5)
    script.then(.menu(.confirm))
    let scene = Self.story(fixture, store: store)
    fixture.host.run(scene)

    #expect(scene.settingsScene?.screen.navigation.selectedRow?.key == BindingsPage.Key.resetAll)
    #expect(SettingsStore(path: store.path).settings.bindings == .defaults)
    #expect(scene.setup.bindings == .defaults)
  }

  @Test("Audio page: a buffer the device refuses keeps the old one and shows the reason")
  func refusedBuffer() throws {
    let (store, directory) = try CalibrationSceneTests.settingsFile(Settings())
    defer { try? FileManager.default.removeItem(at: directory) }
    let kept = AudioSettings().bufferFrames
    let opener = AudioDeviceControlTests.RefusingOpener(
      refusing: Set(AudioDevicePage.bufferChoices).subtracting([kept]))
    let fixture = try HostFixture(
      start: Self.start, options: PlayOptions(quitAfter: .seconds(4), renderRate: 30),
      opener: opener)
    let script = Script(fixture.events, from: Self.start)
    Self.openPage(2, script)
    script.then(.menu(.down), times: SettingsValues().audioPage.rows.count)
    script.then(.menu(.left))
    let scene = Self.story(fixture, store: store)
    fixture.host.run(scene)

    let row = try #require(scene.settingsScene?.screen.navigation.selectedRow)
    #expect(row.key == AudioDevicePage.Key.buffer)
    #expect(
      row.note
        == "Refused by the device: \(AudioDeviceControlTests.RefusingOpener.reason). Kept \(kept) frames."
    )
    #expect(row.value.hasPrefix("\(kept) frames   L "))
    #expect(fixture.audio.bufferFrames == kept)
    #expect(fixture.audio.isAvailable)
    #expect(SettingsStore(path: store.path).settings.audioBufferFrames == kept)
    #expect(
      opener.asked.suffix(2) == [AudioDevicePage.bufferChoices[0...].last { $0 < kept }, kept])
  }
}
