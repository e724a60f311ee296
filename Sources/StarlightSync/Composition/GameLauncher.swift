import ArgumentParser
import Foundation
import Logging
import StarlightCore
import StarlightHaptics
import StarlightPlatform
import StarlightStretch
import StarlightSupport

/// The composition root for a window: SDL, the canvas, audio, rumble, the event source and
/// the scene host, made once and handed to who needs them.
struct GameLauncher {
  let window: WindowOptions
  let paths = GamePaths()
  /// A tuning profile chosen with `--tuning`, used instead of tuning.json.
  var tuningOverride: Tuning? = nil

  /// Everything a window needs, alive together.
  struct Runtime {
    let sdl: SDLContext
    let host: SceneHost
    let audio: AudioManager
    let settingsStore: SettingsStore
    let tuning: Tuning
    let directories: UserDirectories
    let clock: PerformanceClock
    /// Gamepads read straight from evdev, on their own thread.
    let evdev: EvdevGamepads
    /// Saves settings, progress and replays off the threads that play; drained at quit.
    let writer: BackgroundWriter
  }

  /// Opens the window and runs the story from `start` (the title screen, one chapter's
  /// card, or the whole story with the bots). Chapter 4 plays `beatMapPath` (default: the
  /// shipped map); a map that fails to load gets an error screen and a non-zero exit.
  func play(
    start: StoryStart, beatMapPath: String?, chart: ChartSelector? = nil, bots: Bool,
    botJitter: Nanoseconds = 0, devOverlay: Bool = false, playback: ChapterPlayback = .normal,
    practice: PracticeRequest? = nil, judge: JudgeOptions? = nil, mods: ModChoice? = nil,
    seed: UInt64? = nil, view: ViewOptions? = nil
  ) throws {
    try paths.requireShippedFiles()
    let path = beatMapPath ?? paths.chapter4Map
    // A map that is not there is said in one line, before any window opens.
    if beatMapPath != nil, !FileManager.default.fileExists(atPath: path) {
      throw CommandFailure.report(["\(path): no such file"])
    }
    let loaded = Result { () throws(BeatMapSource.Failure) in
      try BeatMapSource.load(path: path, chart: chart)
    }
    // The judge of a map given on the command line (the story's own keeps `starlight`); one
    // that cannot judge the chart's notes is refused before any window opens.
    var judgeChoice = JudgeChoice.starlight
    if let judge, beatMapPath != nil, case .success(let map) = loaded {
      judgeChoice = try judge.choice(
        for: map.metadata, fallback: JudgeID.defaultJudge(for: map.metadata.origin))
      if let problem = JudgeCatalog.rules(for: judgeChoice).problem(judging: map.notes) {
        throw CommandFailure.report(["\(path): \(problem)"])
      }
    }
    // A practice section that cannot be made is refused in one line, before any window.
    var plan: PracticePlan?
    if let practice, case .success(let map) = loaded {
      do {
        plan = try practice.plan(map)
      } catch {
        throw CommandFailure.report([error.message])
      }
    }
    let runtime = try open()
    defer { finish(runtime) }
    let beatMap: BeatMap
    switch loaded {
    case .success(let map):
      beatMap = map
    case .failure(let error):
      runtime.host.showError(title: "This beat map cannot be played", lines: error.lines)
      throw CommandFailure.report(error.lines)
    }
    loadSong(of: beatMap, path: path, runtime: runtime)
    if chart == nil, let note = Self.otherChartsNotice(path: path, playing: beatMap) {
      runtime.host.notices.post(lasting: note)
    }
    let settingsStore = runtime.settingsStore
    let settings = settingsStore.settings
    runtime.host.saveReplays(
      with: ReplayStore(directory: runtime.directories.replaysDirectory, writer: runtime.writer))
    let saved = ProgressStore(path: runtime.directories.progressFile, writer: runtime.writer)
    var flow = StoryFlow(
      progress: saved.progress,
      settings: Self.menuSettings(settings, muted: runtime.audio.isMuted),
      tuning: runtime.tuning.story, chapters: ChapterCatalog.available, start: start,
      now: runtime.clock.now())
    flow.notice = saved.notice
    var setup = ChapterSetup(
      tuning: runtime.tuning, beatMap: beatMap, bindings: settings.bindings,
      audioOffset: Nanoseconds.fromMilliseconds(settings.audioOffsetMs), bots: bots)
    setup.visualOffset = Nanoseconds.fromMilliseconds(settings.visualOffsetMs)
    setup.botJitter = botJitter
    setup.devOverlay = devOverlay
    setup.playback = playback
    setup.judge = judgeChoice
    // A map given on the command line is played on a player's life bar, as in Free Play.
    setup.failure = beatMapPath == nil ? .firewallIntegrity : .lifeBar
    // The mods given on the command line, else the player's saved ones.
    setup.mods = mods ?? Self.modChoice(settings.preferences.mods, seed: seed)
    setup.view = try view?.applied(to: settings.preferences.view) ?? settings.preferences.view
    setup.profiles = TuningProfiles(directories: runtime.directories)
    // The overlay's offsets, in force from the next judgement: saved for the next launch.
    setup.onOffsetsChosen = { offsets in
      settingsStore.update {
        $0.audioOffsetMs = offsets.audio.milliseconds
        $0.visualOffsetMs = offsets.visual.milliseconds
      }
    }
    // The cover moved in play is saved; this run's --scroll-speed and --upscroll are not.
    setup.onViewChosen = { view in
      settingsStore.update { $0.preferences.view.laneCoverPercent = view.laneCoverPercent }
    }
    let breaks = BreakWatch(settings: settings.breakReminder, wallClock: WallClock())
    if let practice {
      runtime.host.runPractice(
        on: beatMap, setup: setup, plan: plan, playAtOnce: practice.playAtOnce, breaks: breaks)
      return
    }
    // A chart given on the command line is played as Free Play plays it, to Free Play's
    // result screen (judge, rate, mods, Retry), not the story's.
    if beatMapPath != nil {
      return CommandLineChart.play(
        beatMap, path: path, judge: judgeChoice, setup: setup, on: runtime.host)
    }
    let audio = runtime.audio
    let interpreter = runtime.host.interpreter
    let haptics = interpreter.haptics
    runtime.host.runStory(
      flow, setup: setup, onProgress: { saved.save($0).map(ErrorText.reason) },
      onSettings: { chosen in
        audio.setMasterVolume(chosen.masterVolume)
        audio.setMusicVolume(chosen.musicVolume)
        audio.setEffectsVolume(chosen.effectsVolume)
        audio.setMuted(chosen.muted)
        if !chosen.rumble { haptics?.stopAll() }
        interpreter.haptics = chosen.rumble ? haptics : nil
        breaks.update(
          Settings(breakReminderMinutes: chosen.breakReminderMinutes).breakReminder)
        settingsStore.update {
          $0.breakReminderMinutes = chosen.breakReminderMinutes
          $0.masterVolume = chosen.masterVolume
          $0.musicVolume = chosen.musicVolume
          $0.effectsVolume = chosen.effectsVolume
          $0.muted = chosen.muted
          $0.rumble = chosen.rumble
          $0.judge = chosen.judge
        }
      }, settings: settingsStore, breaks: breaks, progressFailures: saved.failures,
      library: FreePlayWiring.library(
        directories: runtime.directories, host: runtime.host, settings: settingsStore))
  }

  /// What `play --practice` asked for: a plan made from the command line's section (when
  /// one was given, it plays at once), or the chooser.
  struct PracticeRequest {
    let plan: (BeatMap) throws(PracticeError) -> PracticePlan?
    let playAtOnce: Bool
  }

  /// The saved mods as a run's choice: Random draws a new shuffle every attempt, or shuffles
  /// by `seed` when one is given (`play --seed`).
  static func modChoice(_ saved: ModPreferences, seed: UInt64? = nil) -> ModChoice {
    let fixed = saved.random ? seed : nil
    return ModChoice(
      mods: PlayMods(mirror: saved.mirror, randomSeed: fixed, noFail: saved.noFail),
      randomEachAttempt: saved.random && fixed == nil)
  }

  /// What the settings screen shows, from the settings file (and `--mute`).
  private static func menuSettings(_ settings: Settings, muted: Bool) -> MenuSettings {
    MenuSettings(
      masterVolume: settings.masterVolume, musicVolume: settings.musicVolume,
      effectsVolume: settings.effectsVolume, muted: muted, rumble: settings.rumble,
      breakReminderMinutes: settings.breakReminderMinutes, judge: settings.judge)
  }

  /// Opens the window on an error alone (a replay that cannot be watched).
  func showError(title: String, lines: [String]) throws {
    let runtime = try open()
    defer { finish(runtime) }
    runtime.host.showError(title: title, lines: lines)
  }

  /// A file with several playable charts, played without `--chart`: say which one plays
  /// and how to pick another, rather than choosing silently.
  static func otherChartsNotice(path: String, playing map: BeatMap) -> String? {
    guard let format = ChartFormat(path: path),
      let data = try? BeatMapLoader.readFile(path: path)
    else { return nil }
    let playable = BeatMapImporter.charts(data: data, format: format).filter(\.isPlayable)
    guard playable.count > 1 else { return nil }
    return
      "Playing \(map.metadata.difficulty), one of \(playable.count) charts: choose with --chart NAME|INDEX"
  }

  func loadSong(of map: BeatMap, path: String, runtime: Runtime) {
    let audioPath = BeatMapLoader.resolve(audioFile: map.audioFile, relativeTo: path)
    if runtime.audio.isAvailable && !runtime.audio.loadSong(path: audioPath) {
      runtime.host.notices.post(lasting: "Could not decode \(audioPath): playing silently.")
    }
  }

  /// Opens SDL, the window, audio and rumble, and makes the host.
  func open() throws -> Runtime {
    try paths.requireShippedFiles()
    LoggingSetup.bootstrap(verbose: window.verbose)
    let directories = UserDirectories()
    let writer = BackgroundWriter()
    let settingsStore = SettingsStore(path: directories.settingsFile, writer: writer)
    let settings = settingsStore.settings
    // A profile from --tuning replaces tuning.json, which is then not even read.
    let tuningStore = tuningOverride == nil ? TuningStore(path: directories.tuningFile) : nil
    let sdl: SDLContext
    let canvas: Canvas
    do {
      sdl = try SDLContext()
      let display = settings.preferences.display
      canvas = try Canvas(
        sdl: sdl, title: "StarlightSync", fullscreen: window.fullscreen(saved: display.fullscreen),
        displayIndex: display.displayIndex)
    } catch {
      throw CommandFailure.report(["cannot open a window: \(error)"])
    }
    let clock = PerformanceClock()
    // Before any thread asks for real time: the SIGXCPU guard.
    ThreadPriorities.prepare()
    let priorities = ThreadPriorities()
    var audioSettings = settings.audio
    audioSettings.muted = window.mute || settings.muted
    let audio = AudioManager(
      assetsDirectory: paths.assetsDirectory, settings: audioSettings, clock: clock,
      stretchers: RubberBandStretchers())
    // The first screen's sounds now, the music in the background (it fades in when ready).
    audio.startPreload()
    audio.reportThreadPriority(to: priorities)
    // Patterns parsed and rendered once; a broken file silences its pattern; rumble off: none.
    let haptics =
      settings.rumble
      ? HapticManager(
        library: HapticPatternLibrary(
          directory: URL(fileURLWithPath: paths.assetsDirectory).appendingPathComponent("Haptics")))
      : nil
    let capture = InputCapture(clock: clock)
    let events = SDLEventSource(capture: capture, audio: audio)
    events.setMenuBindings(settings.bindings)
    events.haptics = haptics
    var options = window.playOptions
    options.judgingThread = true
    let host = SceneHost(
      canvas: canvas, audio: audio, events: events, clock: clock, options: options,
      interpreter: EffectInterpreter(audio: audio, haptics: haptics))
    host.priorities = priorities
    if window.stats { canvas.perform { canvas.drawCounts = DrawCounts() } }
    host.droppedFiles = DroppedFileImports(importer: LibraryImportRun.windowImport)
    // The settings' frame cap, unless `--fps` asked for a rate of its own.
    if window.fps == PlayOptions.defaultRenderRate {
      host.apply(frameCap: settings.preferences.display.frameCap)
    }
    let evdev = EvdevGamepads(
      queue: host.directInputs, claims: capture.evdevClaims, clock: clock,
      keyboards: settings.evdevKeyboards)
    events.evdev = evdev
    evdev.start(priorities: priorities)
    host.screenshots.directory = directories.screenshotsDirectory
    host.screenshots.writer = writer
    host.interruptions = InterruptionState(
      pauseOnFocusLoss: settings.pauseOnFocusLoss,
      resumeAutomatically: settings.resumeOnFocusAutomatically)
    for notice in [settingsStore.notice, tuningStore?.notice].compactMap({ $0 }) {
      host.notices.post(lasting: notice)
    }
    host.onMuteChanged = { muted in settingsStore.update { $0.muted = muted } }
    return Runtime(
      sdl: sdl, host: host, audio: audio, settingsStore: settingsStore,
      tuning: tuningOverride ?? tuningStore?.tuning ?? .defaults, directories: directories,
      clock: clock, evdev: evdev, writer: writer)
  }

  func finish(_ runtime: Runtime) {
    runtime.evdev.stop()
    runtime.host.interpreter.haptics?.stopAll()
    runtime.audio.fadeOutForQuit()
    // Every setting changed and replay made is on the disk before the process ends.
    runtime.writer.drain()
    if window.stats { printStatistics(runtime) }
    withExtendedLifetime(runtime.sdl) {}
    // `--screenshot` that could not be written fails the command, with the reason.
    if window.screenshot != nil, let failure = runtime.host.screenshots.failure {
      let code = CommandFailure.report(["--screenshot: \(failure)"])
      Foundation.exit(code.rawValue)
    }
  }
}
