import Foundation
import StarlightCore
import Testing

@testable import StarlightPlatform

/// The settings pages through the real host with scripted keys: the title's Settings opens
/// them in front of the story, the Display page drives the window through a (fake) display
/// control, every change is saved at once, and the Gameplay page's changes reach the next
/// attempt's setup.
@Suite(.serialized, .sdlExclusive) struct SettingsSceneTests {
  static let start = Nanoseconds.seconds(10)

  /// The story on its title screen over a settings file in a temporary folder; `keys` are
  /// scheduled 200 ms apart from half a second in, and the run ends after `seconds`.
  static func run(
    _ keys: [PlatformEvent], display: FakeDisplayControl? = nil, settings: Settings = Settings(),
    beatMap: BeatMap? = nil
  ) throws -> (scene: StoryScene, store: SettingsStore, modes: [InputMode]) {
    let (store, directory) = try CalibrationSceneTests.settingsFile(settings)
    defer { try? FileManager.default.removeItem(at: directory) }
    let quitAfter = Nanoseconds.milliseconds(1_000 + 200 * Int64(keys.count))
    let fixture = try HostFixture(
      start: start, options: PlayOptions(quitAfter: quitAfter, renderRate: 30))
    for (index, key) in keys.enumerated() {
      fixture.events.schedule(key, at: start + .milliseconds(500 + 200 * Int64(index)))
    }
    let flow = StoryFlow(
      progress: StoryProgress(), settings: MenuSettings(), tuning: .defaults,
      chapters: ChapterCatalog.available, start: .title, now: start)
    let setup = ChapterSetup(
      tuning: .defaults, beatMap: beatMap, bindings: .defaults, audioOffset: 0, bots: false)
    let scene = StoryScene(
      flow: flow, setup: setup, interpreter: fixture.host.interpreter,
      onProgress: { _ in nil }, onSettings: { _ in }, settings: store, now: start)
    scene.display = display
    fixture.host.run(scene)
    // Read back from the file, as the next launch would.
    return (scene, SettingsStore(path: store.path), fixture.events.modes)
  }

  /// Title: Down to Settings (Continue and Chapters are disabled), Enter.
  static let openSettings: [PlatformEvent] = [.menu(.down), .menu(.confirm)]

  @Test("the Display page sets fullscreen, the display and the frame cap, typed or stepped")
  func displayPage() throws {
    let display = FakeDisplayControl()
    let keys: [PlatformEvent] =
      Self.openSettings + [
        .page(1), .menu(.right),  // Window: Fullscreen
        .menu(.down), .menu(.right),  // Display: the second
        .menu(.down), .menu(.left),  // Frame cap: from 144 fps to 4x refresh
        .menu(.confirm), .text(.insert("2")), .text(.insert("4")), .text(.insert("0")),
        .menu(.confirm),  // typed: 240 fps
      ]
    let (scene, store, modes) = try Self.run(keys, display: display)
    #expect(
      display.calls == [
        .fullscreen(true), .display(1), .frameCap(.refreshTimes(4)), .frameCap(.perSecond(240)),
      ])
    #expect(
      store.settings.preferences.display
        == DisplayPreferences(fullscreen: true, displayIndex: 1, frameCap: .perSecond(240)))
    #expect(modes.contains(.typing), "Enter on the frame cap opened typing")
    let row = scene.settingsScene?.screen.navigation.selectedRow
    #expect(row?.key == .frameCap && row?.value == "240 fps")
    let page = scene.settingsScene?.screen.navigation.page
    #expect(page?.rows.first { $0.key == .refreshRate }?.value == "60 Hz")
    #expect(page?.rows.first { $0.key == .display }?.value == "Right monitor")
  }

  @Test("a frame cap typed out of range is refused with its limits and nothing is applied")
  func refusedFrameCap() throws {
    let display = FakeDisplayControl()
    let keys: [PlatformEvent] =
      Self.openSettings + [
        .page(1), .menu(.down), .menu(.down), .menu(.confirm), .text(.insert("5")),
        .menu(.confirm),
      ]
    let (scene, store, _) = try Self.run(keys, display: display)
    #expect(display.calls.isEmpty)
    #expect(store.settings.preferences.display.frameCap == FrameCap.standard)
    #expect(scene.settingsScene?.screen.navigation.message == "A frame cap is 30 to 1000 fps.")
  }

  @Test("Gameplay changes are saved at once and reach the next attempt's setup")
  func gameplayReachesNextAttempt() throws {
    let map = HostFixture.beatMap(title: "Pages", notes: 8, laneCount: 4)
    let keys: [PlatformEvent] =
      Self.openSettings + [
        .menu(.right),  // scroll speed mode: XMod (x2)
        .menu(.down), .menu(.right),  // x2.25
        .menu(.down), .menu(.right),  // upscroll
      ] + Array(repeating: PlatformEvent.menu(.down), count: 8) + [
        .menu(.confirm),  // Mirror on
        .menu(.back),  // the pages close: the title screen again
      ]
    let (scene, store, _) = try Self.run(keys, beatMap: map)
    #expect(scene.settingsScene == nil, "Esc closed the pages")
    #expect(scene.flow.screen == .title(selection: .settings))
    let view = store.settings.preferences.view
    #expect(view.scrollSpeed == .beats(multiplier: 2.25) && view.direction == .up)
    #expect(store.settings.preferences.mods == ModPreferences(mirror: true))
    #expect(scene.setup.view == view)
    let session = try scene.setup.session(.firewall, autoAssist: false, now: Self.start)
    #expect(session.context.mods == PlayMods(mirror: true))
  }

  @Test("rumble and the mix are saved and kept by the flow (L1/R1 go back a page)")
  func mixAndRumble() throws {
    let keys: [PlatformEvent] =
      Self.openSettings + [.page(-1), .menu(.confirm), .page(-1), .menu(.left)]
    let (scene, store, _) = try Self.run(keys)
    #expect(!store.settings.rumble)
    #expect(store.settings.masterVolume == 0.9)
    #expect(scene.flow.settings.masterVolume == 0.9 && !scene.flow.settings.rumble)
  }

  @Test("F2 on Free Play's song list opens the pages in front of it; the next chart uses them")
  func fromFreePlay() throws {
    let keys: [PlatformEvent] = [
      .menu(.down), .menu(.down), .menu(.confirm),  // title: Free Play
      .text(.openSettings), .menu(.right),  // scroll speed mode: XMod
      .menu(.back),  // back on the song list
    ]
    let (scene, store, _) = try Self.run(keys)
    #expect(scene.settingsScene == nil)
    #expect(scene.freePlay?.setup.view.scrollSpeed == .beats(multiplier: 2))
    #expect(store.settings.preferences.view.scrollSpeed == .beats(multiplier: 2))
  }

  @Test("a lane rebound from Free Play's F2 pages plays Free Play's next chart")
  func bindingsFromFreePlay() throws {
    let keys: [PlatformEvent] =
      [
        .menu(.down), .menu(.down), .menu(.confirm),  // title: Free Play
        .text(.openSettings), .page(-1),  // the pages, Input
      ]
      + Array(
        repeating: PlatformEvent.menu(.down), count: SettingsValues().inputPage.rows.count + 2)
      + [.menu(.confirm), .press(.key("A")), .menu(.back)]  // lane 1 (4 lanes): A
    let (scene, store, _) = try Self.run(keys)
    let lane1 = BindingSlot(device: .keyboard, laneCount: 4, lane: 0)
    #expect(store.settings.bindings.names(lane1) == ["A", "Left"])
    #expect(scene.freePlay?.setup.bindings.names(lane1) == ["A", "Left"])
  }

  @Test("a page source's rows sit on their page and make their own changes")
  func pageSource() throws {
    let fixture = try HostFixture(start: Self.start, options: PlayOptions(renderRate: 30))
    let devices = FakeDeviceRows()
    let scene = SettingsScene(
      values: SettingsValues(), store: nil, display: nil, interpreter: fixture.host.interpreter,
      sources: [devices], page: .audio, makeCalibration: nil, onChange: { _, _ in },
      now: Self.start)
    #expect(scene.screen.navigation.page?.rows.last?.key == FakeDeviceRows.key)
    _ = scene.handle(.up, now: Self.start)
    _ = scene.handle(.right, now: Self.start)
    #expect(devices.edits == [.step(FakeDeviceRows.key, by: 1)])
    #expect(scene.screen.navigation.selectedRow?.value == "USB DAC", "built anew")
    #expect(scene.screen.values == SettingsValues())
  }

  @Test("the SDL display control paces the host at the frame cap's rate")
  func sdlFrameCap() throws {
    let fixture = try HostFixture(start: Self.start, options: PlayOptions(renderRate: 30))
    let control = fixture.host.displayControl
    #expect(fixture.host.pacing.framesPerSecond == 30, "--fps until a cap is applied")
    _ = control.apply(.perSecond(240))
    #expect(fixture.host.pacing.framesPerSecond == 240)
    _ = control.apply(.unlimited)
    #expect(fixture.host.pacing.framesPerSecond == nil)
    _ = control.apply(.refreshTimes(4))
    let refresh = control.refreshRate() ?? DisplayStatus.assumedRefreshHz
    #expect(fixture.host.pacing.framesPerSecond == refresh * 4)
    _ = control.apply(.vsync)
    #expect(
      fixture.host.pacing.framesPerSecond == refresh * SDLDisplayControl.vsyncGuardMultiple,
      "a guard above the refresh, for a driver that ignores vsync")
  }
}
