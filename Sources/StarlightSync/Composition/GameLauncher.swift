import ArgumentParser
import Foundation
import Logging
import StarlightCore
import StarlightHaptics
import StarlightPlatform

/// The composition root for a window: SDL, the canvas, audio, input and the loop, made
/// once and handed to who needs them.
struct GameLauncher {
  let window: WindowOptions
  let paths = GamePaths()

  enum SessionSource {
    case player
    case autoplay
    case replay(Replay)
  }

  /// Opens the window and plays `beatMapPath`; a map that fails to load gets an error
  /// screen and a non-zero exit.
  func play(beatMapPath: String, source: SessionSource) throws {
    LoggingSetup.bootstrap(verbose: window.verbose)
    let beatMap: Result<BeatMap, BeatMapError> = Result { () throws(BeatMapError) in
      try BeatMapLoader.load(path: beatMapPath)
    }
    let directories = UserDirectories()
    let settingsStore = SettingsStore(path: directories.settingsFile)
    let settings = settingsStore.settings
    let sdl: SDLContext
    let canvas: Canvas
    do {
      sdl = try SDLContext()
      canvas = try Canvas(title: "StarlightSync", fullscreen: window.fullscreen)
    } catch {
      if case .failure(let error) = beatMap {
        _ = CommandFailure.report(error.problems.map(\.description))
      }
      throw CommandFailure.report(["cannot open a window: \(error)"])
    }
    let clock = PerformanceClock()
    var audioSettings = settings.audio
    audioSettings.muted = window.mute || settings.muted
    let audio = AudioManager(
      assetsDirectory: paths.assetsDirectory, settings: audioSettings, clock: clock)
    audio.preloadAll()
    // Patterns are parsed and rendered once, here; a broken file only silences its pattern.
    // With rumble off in the settings no controller is opened for it at all.
    let haptics =
      settings.rumble
      ? HapticManager(
        library: HapticPatternLibrary(
          directory: URL(fileURLWithPath: paths.assetsDirectory).appendingPathComponent("Haptics")))
      : nil
    let capture = InputCapture(clock: clock)
    let loop = GameLoop(
      canvas: canvas, audio: audio, capture: capture, clock: clock, options: window.playOptions)
    loop.screenshotsDirectory = directories.screenshotsDirectory
    loop.haptics = haptics
    loop.interruptions = InterruptionState(
      pauseOnFocusLoss: settings.pauseOnFocusLoss,
      resumeAutomatically: settings.resumeOnFocusAutomatically)
    loop.notice = settingsStore.notice
    loop.onMuteChanged = { muted in settingsStore.update { $0.muted = muted } }
    defer {
      withExtendedLifetime(sdl) {}
      if window.stats {
        printStatistics(loop.statistics)
        printAudioStatistics(audio)
      }
    }

    switch beatMap {
    case .failure(let error):
      let lines = error.problems.map(\.description)
      loop.showError(title: "This beat map cannot be played", lines: lines)
      throw CommandFailure.report(lines)
    case .success(let map):
      let audioPath = BeatMapLoader.resolve(audioFile: map.audioFile, relativeTo: beatMapPath)
      if audio.isAvailable && !audio.loadSong(path: audioPath) {
        loop.notice = "Could not decode \(audioPath): playing silently."
      }
      capture.bind(settings.bindings, laneCount: map.laneCount)
      let store = ReplayStore(directory: directories.replaysDirectory)
      let audioOffset = Nanoseconds.fromMilliseconds(settings.audioOffsetMs)
      let session: FirewallSession
      switch source {
      case .player:
        session = FirewallSession(
          beatMap: map, inputSource: .player, audioOffset: audioOffset, now: clock.now())
        loop.onAttemptFinished = { replay, summary in store.save(replay, summary: summary) }
      case .autoplay:
        let events = Autoplay().events(for: map.notes)
        session = FirewallSession(
          beatMap: map, inputSource: .scripted(.autoplay, events), now: clock.now())
        loop.onAttemptFinished = { replay, summary in store.save(replay, summary: summary) }
      case .replay(let replay):
        session = FirewallSession(
          beatMap: map, inputSource: .scripted(replay.source, replay.events),
          autoAssist: replay.autoAssist,
          windows: replay.windows, now: clock.now())
      }
      let labels = settings.bindings.keyboardLanes(laneCount: map.laneCount).map { $0.first ?? "" }
      loop.run(session, keyLabels: labels)
    }
  }

  private func printAudioStatistics(_ audio: AudioManager) {
    guard let cpu = audio.callbackCPUTime() else { return }
    print(
      String(
        format: "audio callback CPU per buffer: median %.3f ms, p99 %.3f ms (%lld frames mixed)",
        cpu.median.milliseconds, cpu.p99.milliseconds, audio.framesMixed))
  }

  private func printStatistics(_ statistics: FrameStatistics) {
    guard let median = statistics.percentile(0.5), let p99 = statistics.percentile(0.99) else {
      return
    }
    print(
      String(
        format: "frames %d, CPU per frame: median %.3f ms, p99 %.3f ms", statistics.frameCount,
        median.milliseconds, p99.milliseconds))
  }
}
