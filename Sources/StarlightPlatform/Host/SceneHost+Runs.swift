import StarlightCore

// What the executable runs on the one loop: a chapter's attempt, an error, the story,
// practice. Each makes its scene and hands it to `run`.

extension SceneHost {
  /// Plays one attempt at a chapter (a watched replay, or a bot's run) until its result,
  /// a quit from the pause menu, the window closing or `--quit-after`; returns the session.
  @discardableResult
  public func runChapter(_ session: ChapterSession, setup: ChapterSetup, sourceLabel: String?)
    -> ChapterSession
  {
    let scene = chapterScene(session, setup: setup, sourceLabel: sourceLabel)
    run(scene)
    return scene.session
  }

  /// The scene of one attempt, every asset in first (its song, Chapter 6's finale).
  func chapterScene(_ session: ChapterSession, setup: ChapterSetup, sourceLabel: String?)
    -> ChapterScene
  {
    audio.finishPreloading()
    return setup.scene(
      for: session, sourceLabel: sourceLabel, interpreter: interpreter, now: now)
  }
}

extension SceneHost {
  /// Plays one chart given on the command line as Free Play plays it (a life bar, its result
  /// screen with judge, rate and mods, Retry), ending when its result is left.
  public func runChart(
    _ entry: LibraryEntry, chart: FreePlayChart, judge: JudgeChoice, setup: ChapterSetup
  ) {
    audio.finishPreloading()
    run(
      FreePlayScene(
        playing: entry, chart: chart, judge: judge, setup: setup, interpreter: interpreter,
        now: now))
  }
}

extension SceneHost {
  /// Shows an error until Esc, Enter, a window close, or `--quit-after`.
  public func showError(title: String, lines: [String]) {
    run(ErrorScene(title: title, lines: lines))
  }
}

extension SceneHost {
  /// Runs the story: the title screen (or a chapter's card, or the whole story under
  /// autoplay), every chapter it starts, until Quit, the window closing or `--quit-after`.
  /// Returns the flow as it ended.
  @discardableResult
  public func runStory(
    _ flow: StoryFlow, setup: ChapterSetup, onProgress: @escaping (StoryProgress) -> String?,
    onSettings: @escaping (MenuSettings) -> Void, settings: SettingsStore? = nil,
    breaks: BreakWatch? = nil, progressFailures: SaveFailureInbox? = nil,
    library: FreePlayLibrary? = nil
  ) -> StoryFlow {
    let scene = StoryScene(
      flow: flow, setup: setup, interpreter: interpreter, onProgress: onProgress,
      onSettings: onSettings, settings: settings, breaks: breaks,
      progressFailures: progressFailures, library: library, now: now)
    scene.display = displayControl
    run(scene)
    return scene.flow
  }
}

extension SceneHost {
  /// A practice replay watched: the recorded passes played through the loop, until the
  /// player leaves (Esc) or the window closes.
  public func watchPractice(_ session: PracticeSession, setup: ChapterSetup) {
    audio.finishPreloading()
    run(
      PracticeScene(
        session: session, setup: setup, sourceLabel: "REPLAY", interpreter: interpreter,
        breaks: nil, now: now))
  }

  /// Practice mode on its own (`play --practice`): the section chooser (prefilled with
  /// `plan`), or the loop at once when `playAtOnce`, until the player leaves.
  public func runPractice(
    on map: BeatMap, setup: ChapterSetup, plan: PracticePlan?, playAtOnce: Bool,
    breaks: BreakWatch?
  ) {
    audio.finishPreloading()
    run(
      PracticeFlowScene(
        map: map, setup: setup, interpreter: interpreter, breaks: breaks, plan: plan,
        playAtOnce: playAtOnce, now: now))
  }
}
