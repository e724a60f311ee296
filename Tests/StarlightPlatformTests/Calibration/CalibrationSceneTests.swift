import Foundation
import StarlightCore
import Testing

@testable import StarlightPlatform

/// The calibration screen through the real scene host on a manual clock: scripted presses
/// (stamped as `InputCapture` stamps them), Enter to apply, and the saved settings file.
@Suite(.serialized, .sdlExclusive) struct CalibrationSceneTests {
  static let start = Nanoseconds.seconds(20)
  static let interval = CalibrationTuning.defaults.beatInterval
  /// The first beat: the scene's lead-in after it opens.
  static let firstBeat = start + CalibrationScene.leadInBeats * interval

  static func beat(_ index: Int) -> Nanoseconds { firstBeat + Nanoseconds(index) * interval }

  static func settingsFile(_ settings: Settings) throws -> (SettingsStore, URL) {
    let directory = FileManager.default.temporaryDirectory
      .appendingPathComponent("calibration-scene-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    let path = directory.appendingPathComponent("settings.json").path
    let store = SettingsStore(path: path)
    store.update { $0 = settings }
    return (store, directory)
  }

  static func control(_ control: CalibrationScene.Control, at time: Nanoseconds) -> PlatformEvent {
    .gameplay(StampedInput(input: .lane(control.rawValue, .press), stamp: time))
  }

  /// Presses `offset` after each of beats 0..<count, Enter after them, then Esc once the
  /// run Enter starts has clicked once.
  static func script(
    _ fixture: HostFixture, presses count: Int, offset: Nanoseconds, seed: UInt64
  ) {
    var generator = SplitMix64(seed: seed)
    for index in 0..<count {
      // +-2 ms of jitter, uniform, so the estimate has something to average.
      let jitter = Nanoseconds((generator.nextUnit() * 4 - 2) * 1e6)
      let stamp = beat(index) + offset + jitter
      fixture.events.schedule(control(.press, at: stamp), at: stamp)
    }
    let enter = beat(count) + .milliseconds(200)
    fixture.events.schedule(control(.apply, at: enter), at: enter)
    let back = enter + CalibrationScene.leadInBeats * interval + .milliseconds(300)
    fixture.events.schedule(.menu(.pause), at: back)
  }

  @Test("40 presses 30 ms after the clicks save an audio offset of 30 ms; clicks on the beats")
  func audioCalibrationSaves() throws {
    let (store, directory) = try Self.settingsFile(Settings(visualOffsetMs: 12))
    defer { try? FileManager.default.removeItem(at: directory) }
    let fixture = try HostFixture(
      start: Self.start, options: PlayOptions(quitAfter: .seconds(60), renderRate: 30))
    var clicks: [Nanoseconds] = []
    fixture.host.interpreter.observer = { effect, now in
      if effect == .sound(.click) { clicks.append(now) }
    }
    Self.script(fixture, presses: 40, offset: .milliseconds(30), seed: 1)
    fixture.host.runCalibration(
      .audio, tuning: .defaults, settings: store, bindings: .defaults)

    let saved = SettingsStore(path: store.path).settings
    #expect(abs(saved.audioOffsetMs - 30) <= 1, "saved \(saved.audioOffsetMs) ms")
    #expect(saved.visualOffsetMs == 12)
    // Every click at its beat's own instant, though the loop runs in 0.5 ms pumps; after
    // Enter a new run starts under the saved offset, its beats counted from the key.
    let enter = Self.beat(40) + .milliseconds(200)
    let firstRun = clicks.filter { $0 < enter }
    #expect(firstRun == (0...40).map(Self.beat))
    let secondRun = clicks.filter { $0 > enter }
    let secondStart = enter + CalibrationScene.leadInBeats * Self.interval
    #expect(secondRun == [secondStart])
    #expect(fixture.events.modes.last == CalibrationScene.controls(.defaults))
  }

  @Test("the offset in force is taken off: calibrating again under 30 ms still gives 30 ms")
  func calibrationUnderAnOffset() throws {
    let (store, directory) = try Self.settingsFile(Settings(audioOffsetMs: 30))
    defer { try? FileManager.default.removeItem(at: directory) }
    let fixture = try HostFixture(
      start: Self.start, options: PlayOptions(quitAfter: .seconds(60), renderRate: 30))
    Self.script(fixture, presses: 40, offset: .milliseconds(30), seed: 2)
    fixture.host.runCalibration(.audio, tuning: .defaults, settings: store, bindings: .defaults)
    #expect(abs(SettingsStore(path: store.path).settings.audioOffsetMs - 30) <= 1)
  }

  @Test("a visual calibration is silent and saves the visual offset only")
  func visualCalibrationSaves() throws {
    let (store, directory) = try Self.settingsFile(Settings(audioOffsetMs: 8, visualOffsetMs: 5))
    defer { try? FileManager.default.removeItem(at: directory) }
    let fixture = try HostFixture(
      start: Self.start, options: PlayOptions(quitAfter: .seconds(60), renderRate: 30))
    var sounds = 0
    fixture.host.interpreter.observer = { effect, _ in
      if case .sound = effect { sounds += 1 }
    }
    Self.script(fixture, presses: 36, offset: .milliseconds(45), seed: 3)
    fixture.host.runCalibration(.visual, tuning: .defaults, settings: store, bindings: .defaults)
    let saved = SettingsStore(path: store.path).settings
    #expect(abs(saved.visualOffsetMs - 45) <= 1, "saved \(saved.visualOffsetMs) ms")
    #expect(saved.audioOffsetMs == 8)
    #expect(sounds == 0)
  }

  @Test("Enter before 32 presses saves nothing; Tab switches to the other offset")
  func tooFewPressesAndSwitch() throws {
    let (store, directory) = try Self.settingsFile(Settings())
    defer { try? FileManager.default.removeItem(at: directory) }
    let fixture = try HostFixture(
      start: Self.start, options: PlayOptions(quitAfter: .seconds(60), renderRate: 30))
    var clicks: [Nanoseconds] = []
    fixture.host.interpreter.observer = { effect, now in
      if effect == .sound(.click) { clicks.append(now) }
    }
    for index in 0..<31 {
      let stamp = Self.beat(index) + .milliseconds(20)
      fixture.events.schedule(Self.control(.press, at: stamp), at: stamp)
    }
    let enter = Self.beat(31) + .milliseconds(100)
    fixture.events.schedule(Self.control(.apply, at: enter), at: enter)
    let tab = enter + .milliseconds(100)
    fixture.events.schedule(Self.control(.switchKind, at: tab), at: tab)
    fixture.events.schedule(.menu(.back), at: tab + .seconds(3))
    fixture.host.runCalibration(.audio, tuning: .defaults, settings: store, bindings: .defaults)
    #expect(SettingsStore(path: store.path).settings == Settings())
    // After Tab the run is visual: no click after it.
    #expect(clicks.last.map { $0 < tab } == true)
  }
}
