import StarlightCore
import StarlightPlatform

/// Watching a replay in the window: an attempt played again through its session, or a
/// practice replay pass by pass.
extension GameLauncher {
  /// Watches a loaded replay in the window.
  func watch(_ loaded: ReplayLoading.Loaded) throws {
    let runtime = try open()
    defer { finish(runtime) }
    if let map = loaded.beatMap, let path = loaded.beatMapPath {
      loadSong(of: map, path: path, runtime: runtime)
    }
    let replay = loaded.replay
    let settings = runtime.settingsStore.settings
    if replay.practice != nil, let map = loaded.beatMap {
      try watchPractice(replay, map: map, settings: settings, runtime: runtime)
      return
    }
    let session: ChapterSession
    do {
      session = try ChapterSession(
        watching: replay, beatMap: loaded.beatMap, now: runtime.clock.now())
    } catch {
      runtime.host.showError(title: "This replay cannot be played", lines: [error.description])
      throw CommandFailure.report([error.description])
    }
    let setup = ChapterSetup.watching(
      replay, beatMap: loaded.beatMap, bindings: settings.bindings,
      visualOffset: Nanoseconds.fromMilliseconds(settings.visualOffsetMs),
      view: settings.preferences.view)
    let label = ChapterSetup.watchingLabel(replay)
    runtime.host.runChapter(session, setup: setup, sourceLabel: label)
  }

  /// A practice replay in the window: the loop played again, pass by pass.
  private func watchPractice(
    _ replay: Replay, map: BeatMap, settings: Settings, runtime: Runtime
  ) throws {
    let session: PracticeSession
    do {
      session = try PracticeSession(replaying: replay, map: map)
    } catch {
      runtime.host.showError(title: "This replay cannot be played", lines: ["\(error)"])
      throw CommandFailure.report(["\(error)"])
    }
    var setup = ChapterSetup(
      tuning: replay.tuning, beatMap: map, bindings: settings.bindings,
      audioOffset: replay.audioOffset, bots: false)
    setup.visualOffset = Nanoseconds.fromMilliseconds(settings.visualOffsetMs)
    setup.view = replay.view ?? settings.preferences.view
    runtime.host.watchPractice(session, setup: setup)
  }
}
