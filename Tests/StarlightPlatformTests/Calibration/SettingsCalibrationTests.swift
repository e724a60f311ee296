import Foundation
import StarlightCore
import Testing

@testable import StarlightPlatform

/// The calibration reached from the settings pages: Settings, the Gameplay page's
/// "Calibrate offsets" row, Enter; presses on the clicks, Enter to save, Esc back to the
/// settings pages, the offset saved and shown on its row.
@Suite(.serialized, .sdlExclusive) struct SettingsCalibrationTests {
  @Test("Settings > Calibrate offsets opens the calibration; Esc leads back with the offset saved")
  func calibrateFromSettings() throws {
    let start = Nanoseconds.seconds(20)
    let (store, directory) = try CalibrationSceneTests.settingsFile(Settings())
    defer { try? FileManager.default.removeItem(at: directory) }
    let fixture = try HostFixture(
      start: start, options: PlayOptions(quitAfter: .seconds(22), renderRate: 30))
    let events = fixture.events
    // Title: Down to Settings (Continue and Chapters are disabled), Enter; Up twice to
    // "Calibrate offsets" (above the break reminder), Enter.
    events.schedule(.menu(.down), at: start + .milliseconds(500))
    events.schedule(.menu(.confirm), at: start + .milliseconds(1_000))
    events.schedule(.menu(.up), at: start + .milliseconds(1_500))
    events.schedule(.menu(.up), at: start + .milliseconds(1_700))
    let opened = start + .seconds(2)
    events.schedule(.menu(.confirm), at: opened)
    let interval = CalibrationTuning.defaults.beatInterval
    let firstBeat = opened + CalibrationScene.leadInBeats * interval
    for index in 0..<34 {
      let stamp = firstBeat + Nanoseconds(index) * interval + .milliseconds(25)
      events.schedule(CalibrationSceneTests.control(.press, at: stamp), at: stamp)
    }
    let enter = firstBeat + 34 * interval + .milliseconds(200)
    events.schedule(CalibrationSceneTests.control(.apply, at: enter), at: enter)
    events.schedule(.menu(.back), at: enter + .seconds(1))

    let flow = StoryFlow(
      progress: StoryProgress(), settings: MenuSettings(), tuning: .defaults,
      chapters: ChapterCatalog.available, start: .title, now: start)
    let setup = ChapterSetup(
      tuning: .defaults, beatMap: nil, bindings: .defaults, audioOffset: 0, bots: false)
    let scene = StoryScene(
      flow: flow, setup: setup, interpreter: fixture.host.interpreter,
      onProgress: { _ in nil }, onSettings: { _ in }, settings: store, now: start)
    fixture.host.run(scene)

    let saved = SettingsStore(path: store.path).settings.audioOffsetMs
    #expect(abs(saved - 25) <= 1)
    #expect(events.modes.contains(CalibrationScene.controls(.defaults)))
    guard let pages = scene.settingsScene else {
      Issue.record("not back on the settings pages")
      return
    }
    #expect(pages.calibration == nil)
    #expect(pages.screen.navigation.selectedRow?.key == .calibrate)
    #expect(pages.screen.values.audioOffsetMs == saved, "the Audio offset row shows it")
    #expect(scene.setup.audioOffset == Nanoseconds.fromMilliseconds(saved), "the next attempt's")
  }
}
