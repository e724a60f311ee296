import Foundation
import StarlightCore
import Testing

@testable import StarlightPlatform

/// The chosen driver and latency reported (issue 33): the Audio page through the real host
/// and what `--stats` prints, with the sound server's reading scripted.
@Suite(.serialized, .sdlExclusive) struct AudioDriverReportTests {
  typealias Script = SettingsDevicePagesTests.Script

  static let pipewireFigure = OutputLatencyFigure(
    server: "PipeWire 0.3.65", parts: .quantum(frames: 128, rate: 48_000),
    serverPart: 2_666_000, device: .milliseconds(5), readings: 40)

  /// The Audio page open, on its driver row (the rows shown only are passed over: the
  /// buffer, the least L, the device, then the driver).
  static func driverRow(_ script: Script) {
    SettingsDevicePagesTests.openPage(2, script)
    script.then(.menu(.down), times: SettingsValues().audioPage.rows.count + 3)
  }

  /// The side panel's lines of the page shown, joined again (they are wrapped at spaces).
  static func notes(_ scene: StoryScene) -> String {
    (scene.settingsScene?.screen.navigation.page?.notes ?? []).joined(separator: " ")
  }

  /// The row `key` of the page shown.
  static func row(_ key: SettingsRowKey, _ scene: StoryScene) -> SettingsRow? {
    scene.settingsScene?.screen.navigation.page?.rows.first { $0.key == key }
  }

  @Test("the Audio page shows the driver and the latency the server measured")
  func pageShowsMeasured() throws {
    let (store, directory) = try CalibrationSceneTests.settingsFile(Settings())
    defer { try? FileManager.default.removeItem(at: directory) }
    let source = ScriptedOutputLatency(.measured(Self.pipewireFigure))
    let fixture = try HostFixture(
      start: SettingsDevicePagesTests.start,
      options: PlayOptions(quitAfter: .seconds(4), renderRate: 30), latencySource: source)
    let script = Script(fixture.events, from: SettingsDevicePagesTests.start)
    Self.driverRow(script)
    let scene = SettingsDevicePagesTests.story(fixture, store: store)
    fixture.host.run(scene)

    let row = try #require(Self.row(AudioDevicePage.Key.outputLatency, scene))
    #expect(row.value == "7.7 ms measured")
    #expect(
      Self.notes(scene)
        == "Driver: dummy (SDL_AUDIODRIVER=dummy)  Output latency: 7.7 ms measured by"
        + " PipeWire 0.3.65 (quantum 128/48000 2.7 ms + device 5.0 ms)")
    #expect(source.started == ["dummy"], "the server behind the driver in use is asked")
    let driver = try #require(Self.row(AudioDevicePage.Key.driver, scene))
    #expect(driver.value == "Automatic: now dummy")
  }

  @Test("a latency that cannot be read says so on the page and in --stats")
  func unreadable() throws {
    let (store, directory) = try CalibrationSceneTests.settingsFile(Settings())
    defer { try? FileManager.default.removeItem(at: directory) }
    let source = ScriptedOutputLatency(
      .unreadable("the PipeWire daemon has no profiler (libpipewire-module-profiler)"))
    let fixture = try HostFixture(
      start: SettingsDevicePagesTests.start,
      options: PlayOptions(quitAfter: .seconds(4), renderRate: 30), latencySource: source)
    let script = Script(fixture.events, from: SettingsDevicePagesTests.start)
    Self.driverRow(script)
    let scene = SettingsDevicePagesTests.story(fixture, store: store)
    fixture.host.run(scene)

    let row = try #require(Self.row(AudioDevicePage.Key.outputLatency, scene))
    #expect(row.value == "could not be read")
    #expect(
      Self.notes(scene).hasSuffix(
        "Output latency: could not be read: the PipeWire daemon has no profiler"
          + " (libpipewire-module-profiler)"))
    #expect(
      fixture.audio.outputReport == [
        "audio driver: dummy (SDL_AUDIODRIVER=dummy)",
        "output latency: could not be read: the PipeWire daemon has no profiler"
          + " (libpipewire-module-profiler); buffer \(fixture.audio.bufferFrames) frames asked",
      ])
  }

  @Test("--stats prints the driver, why it was chosen and the measured latency")
  func statsReport() throws {
    let source = ScriptedOutputLatency(.waiting("no stream of this game in the graph yet"))
    let fixture = try HostFixture(
      start: SettingsDevicePagesTests.start,
      options: PlayOptions(quitAfter: .seconds(1), renderRate: 30), latencySource: source)
    #expect(
      fixture.audio.outputReport[1]
        == "output latency: not read yet (no stream of this game in the graph yet); buffer"
        + " \(fixture.audio.bufferFrames) frames asked")
    source.reading = .measured(Self.pipewireFigure)
    #expect(
      fixture.audio.outputReport == [
        "audio driver: dummy (SDL_AUDIODRIVER=dummy)",
        "output latency: 7.7 ms measured by PipeWire 0.3.65 (quantum 128/48000 2.7 ms"
          + " + device 5.0 ms); buffer \(fixture.audio.bufferFrames) frames asked",
      ])
  }

  @Test("the driver row takes the player's choice, saved for the next start")
  func driverChosen() throws {
    let (store, directory) = try CalibrationSceneTests.settingsFile(Settings())
    defer { try? FileManager.default.removeItem(at: directory) }
    let fixture = try HostFixture(
      start: SettingsDevicePagesTests.start,
      options: PlayOptions(quitAfter: .seconds(4), renderRate: 30),
      latencySource: ScriptedOutputLatency(.waiting("")))
    let script = Script(fixture.events, from: SettingsDevicePagesTests.start)
    Self.driverRow(script)
    script.then(.menu(.right))
    script.then(.menu(.right))
    let scene = SettingsDevicePagesTests.story(fixture, store: store)
    fixture.host.run(scene)

    let row = try #require(scene.settingsScene?.screen.navigation.selectedRow)
    #expect(row.key == AudioDevicePage.Key.driver)
    #expect(row.value == "pulseaudio: now dummy")
    #expect(row.applies == .nextStart)
    #expect(SettingsStore(path: store.path).settings.audioDriver == "pulseaudio")
    #expect(SettingsStore(path: store.path).settings.audio.driver == "pulseaudio")
  }
}
