import StarlightCore

/// The whole game in the window: the story flow's screens, and the chapter it starts,
/// played as a `ChapterScene` until its result goes back to the flow; the settings pages
/// run as a `SettingsScene` the same way (and the offset calibration inside them).
final class StoryScene: Scene {
  var flow: StoryFlow
  private(set) var chapter: ChapterScene?
  /// The finished Chapter 4 run whose result is on screen: F1 opens its dev overlay over
  /// the result, where "what if" judges the whole run again under the values set there.
  private(set) var finishedRun: ChapterScene?
  /// The settings pages, opened from the title screen.
  private(set) var settingsScene: SettingsScene?
  /// What the Display page changes (none: its rows change only the settings).
  var display: (any DisplayControl)?
  /// Practice mode, opened from the chapter select.
  private(set) var practice: PracticeFlowScene?
  /// The Free Play song list, while it is open (and the chart it plays).
  private(set) var freePlay: FreePlayScene?
  /// The chart library Free Play lists (none: the song list shows an empty library).
  private let library: FreePlayLibrary?
  /// The break reminder: play in chapters and practice counts, result screens are stops.
  private let breaks: BreakWatch?
  private(set) var setup: ChapterSetup
  /// Where the settings pages save (none: changes last as long as the game; the
  /// calibration row does nothing).
  let settings: SettingsStore?
  let interpreter: EffectInterpreter
  private let view: StoryScreenView
  /// Saves the progress; returns why not when it could not be saved.
  private let onProgress: (StoryProgress) -> String?
  /// Why saves `onProgress` queued on the writer thread failed, said as its own failures are.
  private let progressFailures: SaveFailureInbox?
  let onSettings: (MenuSettings) -> Void
  /// What `--quit-after` counts outside a chapter: the time the last chapter reached (0
  /// before any), and the media instant since which the menus have been up.
  private var menuTime: (base: Nanoseconds, since: Nanoseconds)
  private var playedChapter = false
  /// The last press was a pad's: the settings' footer names its buttons.
  private(set) var padInUse = false

  init(
    flow: StoryFlow, setup: ChapterSetup, interpreter: EffectInterpreter,
    onProgress: @escaping (StoryProgress) -> String?,
    onSettings: @escaping (MenuSettings) -> Void, settings: SettingsStore? = nil,
    breaks: BreakWatch? = nil, progressFailures: SaveFailureInbox? = nil,
    library: FreePlayLibrary? = nil, now: Nanoseconds
  ) {
    self.breaks = breaks
    self.progressFailures = progressFailures
    self.library = library
    self.flow = flow
    self.setup = setup
    self.settings = settings
    self.interpreter = interpreter
    self.onProgress = onProgress
    self.onSettings = onSettings
    view = StoryScreenView(calibration: setup.tuning.calibration)
    menuTime = (0, now)
    apply(flow.startEffects, now: now)
  }

  /// The scene in front of the story's screens, if any.
  private var front: (any Scene)? { chapter ?? settingsScene ?? practice ?? freePlay }

  var inputMode: InputMode { front?.inputMode ?? .menus }
  var isPlaying: Bool {
    chapter?.isPlaying ?? practice?.isPlaying ?? freePlay?.isPlaying ?? false
  }

  /// Time in the chapter while one is played; on the menus the clock runs on from where
  /// the last chapter stopped, so `--quit-after` also ends a run that sits on a result.
  /// Before the first chapter of a run that goes straight to one (`--chapter`,
  /// `--autoplay`), its title card does not count: the limit is time in the chapter.
  func chapterTime(at now: Nanoseconds) -> Nanoseconds? {
    if let front { return front.chapterTime(at: now) }
    if !playedChapter && flow.start != .title { return nil }
    return menuTime.base + (now - menuTime.since)
  }

  func handle(_ command: MenuCommand, now: Nanoseconds) -> SceneStatus {
    if let breaks, breaks.isShowing, practice == nil {
      // The reminder over a result takes the keys until it is answered.
      _ = breaks.handle(command)
      return status
    }
    if let practice {
      if practice.handle(command, now: now) == .finished { closePractice(now: now) }
    } else if let chapter {
      if chapter.handle(command, now: now) == .finished { hand(over: chapter, now: now) }
    } else if let settingsScene {
      if settingsScene.handle(command, now: now) == .finished { self.settingsScene = nil }
    } else if let freePlay {
      if freePlay.handle(command, now: now) == .finished { closeFreePlay(now: now) }
    } else {
      apply(flow.handle(command, now: now), now: now)
      if !isOnResult { finishedRun = nil }
    }
    return status
  }

  private var isOnResult: Bool {
    if case .result = flow.screen { return true }
    return false
  }

  /// The scene the overlay keys go to: the chapter played, or the run on the result screen.
  private var overlayScene: ChapterScene? {
    chapter ?? (isOnResult ? finishedRun : nil)
  }

  func handle(_ input: StampedInput) {
    front?.handle(input)
  }

  func handle(pointer input: PointerInput, now: Nanoseconds) {
    practice?.handle(pointer: input, now: now)
  }

  func handle(text edit: TextEdit, now: Nanoseconds) {
    if let settingsScene { return settingsScene.handle(text: edit, now: now) }
    freePlay?.handle(text: edit, now: now)
  }

  func handle(page delta: Int, now: Nanoseconds) { front?.handle(page: delta, now: now) }
  func handle(padInUse: Bool) {
    self.padInUse = padInUse
    settingsScene?.handle(padInUse: padInUse)
  }

  func takeDrop(_ path: String, now: Nanoseconds) -> Bool {
    front === freePlay && freePlay?.takeDrop(path, now: now) == true
  }

  func handle(press: InputPress, now: Nanoseconds) { front?.handle(press: press, now: now) }

  func update(now: Nanoseconds) -> SceneStatus {
    for reason in progressFailures?.take() ?? [] { flow.progressNotSaved(reason: reason) }
    if chapter?.isPlaying == true || freePlay?.isPlaying == true { breaks?.activity() }
    if isOnResult, chapter == nil { _ = breaks?.naturalStop() }
    if let practice {
      if practice.update(now: now) == .finished { closePractice(now: now) }
    } else if let chapter {
      if chapter.update(now: now) == .finished { hand(over: chapter, now: now) }
    } else if let settingsScene {
      if settingsScene.update(now: now) == .finished { self.settingsScene = nil }
    } else if let freePlay {
      _ = freePlay.update(now: now)
    } else {
      apply(flow.advance(to: now), now: now)
    }
    return status
  }

  /// The next due event of the scene `update` runs (a chapter's, the calibration's); on
  /// the story's own screens, the next that moves on by itself: keys wake the judging
  /// thread, and the menus are drawn on the drawing thread, so nothing else is due.
  func nextDue(at now: Nanoseconds) -> Nanoseconds? {
    if let practice { return practice.nextDue(at: now) }
    if let chapter { return chapter.nextDue(at: now) }
    if let settingsScene { return settingsScene.nextDue(at: now) }
    if let freePlay { return freePlay.nextDue(at: now) }
    return flow.nextTimedChange
  }

  var overlayKeys: OverlayKeys { overlayScene?.overlayKeys ?? freePlay?.overlayKeys ?? .closed }

  var bindings: InputBindings? { setup.bindings }

  func handle(overlay input: OverlayInput, now: Nanoseconds) {
    if let freePlay { return freePlay.handle(overlay: input, now: now) }
    guard let scene = overlayScene else { return }
    scene.handle(overlay: input, now: now)
    // Values set over a result are the ones Retry and the next chapter are played with.
    if scene === finishedRun { setup.tuning = scene.session.tuning }
  }

  func interrupt(now: Nanoseconds) { front?.interrupt(now: now) }
  func resumeAfterInterruption(now: Nanoseconds) { front?.resumeAfterInterruption(now: now) }
  func follow(audio: AudioManager, now: Nanoseconds) { front?.follow(audio: audio, now: now) }

  func draw(now: Nanoseconds, on canvas: Canvas) {
    if let front {
      front.draw(now: now, on: canvas)
    } else {
      view.draw(flow, keys: KeyHints(setup.bindings), time: now, on: canvas)
      if isOnResult { finishedRun?.drawOverlay(on: canvas) }
      if let breaks, breaks.isShowing { BreakReminderView.draw(breaks, on: canvas) }
    }
  }

  func close(now: Nanoseconds) {
    chapter?.close(now: now)
    practice?.close(now: now)
    freePlay?.close(now: now)
  }

  /// Back from Free Play to the title screen, with the story's theme again.
  private func closeFreePlay(now: Nanoseconds) {
    freePlay = nil
    interpreter.apply(.music(.crossFade(to: .main, from: 0)), now: now)
  }

  /// Back from practice to the chapter select, with the story's theme again.
  private func closePractice(now: Nanoseconds) {
    practice = nil
    interpreter.apply(.music(.crossFade(to: .main, from: 0)), now: now)
  }

  private var status: SceneStatus { flow.screen == .finished ? .finished : .running }

  /// The chapter's attempt ended: its result (or the quit) goes to the flow.
  private func hand(over finished: ChapterScene, now: Nanoseconds) {
    chapter = nil
    // The overlay stays open or closed into the next chapter, as the player left it, and
    // the values set in it stay in force.
    setup.devOverlay = finished.overlay.isVisible
    setup.tuning = finished.session.tuning
    playedChapter = true
    menuTime = (max(0, finished.session.chapterTime(at: now)), now)
    let session = finished.session
    switch session.phase {
    case .finished:
      finishedRun = session.rules is FirewallRun ? finished : nil
      let byBot = session.currentReplay.source == .autoplay
      apply(flow.attemptEnded(session.summary(), now: now, byBot: byBot), now: now)
    default:
      apply(flow.chapterQuit(now: now), now: now)
    }
  }

  private func apply(_ effects: [StoryEffect], now: Nanoseconds) {
    for effect in effects {
      switch effect {
      case .game(let game):
        interpreter.apply(game, now: now)
      case .startChapter(let id, let autoAssist):
        start(id, autoAssist: autoAssist, now: now)
      case .saveProgress(let progress):
        if let reason = onProgress(progress) { flow.progressNotSaved(reason: reason) }
      case .openSettings:
        settingsScene = makeSettingsScene(now: now)
      case .practice:
        guard let map = setup.beatMap else { continue }
        practice = PracticeFlowScene(
          map: map, setup: setup, interpreter: interpreter, breaks: breaks, now: now)
      case .freePlay:
        let empty = FreePlayLibrary(
          entries: { [] }, load: { _ in .failure(FreePlayRefusal(lines: [])) },
          recordBest: { _, _ in .notBetter }, location: "the library")
        let list = FreePlayScene(
          library: library ?? empty, setup: setup, interpreter: interpreter, now: now)
        list.onOpenSettings = { [weak self] now in
          guard let self, self.settingsScene == nil else { return }
          self.settingsScene = self.makeSettingsScene(now: now)
        }
        freePlay = list
      case .quit:
        break
      }
    }
  }

  /// Bindings changed on the Input page: every later attempt and menu plays with them,
  /// Free Play's (open behind the pages, with a setup of its own) among them.
  func useBindings(_ bindings: InputBindings) {
    setup.bindings = bindings
    freePlay?.useBindings(bindings)
  }

  /// The pages' view, mods and offsets, for every attempt from the next on (Free Play
  /// opened from now on gets them too).
  func applyToSetup(_ values: SettingsValues, _ area: SettingsArea) {
    setup.use(values, area)
  }

  private func start(_ id: ChapterID, autoAssist: Bool, now: Nanoseconds) {
    do {
      let session = try setup.session(id, autoAssist: autoAssist, now: now)
      // A changed offset or view is saved, and every later attempt of this run is made
      // with it.
      let scene = setup.scene(
        for: session, sourceLabel: nil, interpreter: interpreter, now: now,
        remember: { [weak self] change in self.map { change(&$0.setup) } })
      finishedRun = nil
      chapter = scene
    } catch {
      // The catalog only lists chapters it can make; a map that failed to load is
      // refused before the story starts. Say so rather than hang on the card.
      flow.notice = error.message
      apply(flow.chapterQuit(now: now), now: now)
    }
  }
}
