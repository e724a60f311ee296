import Logging
import StarlightCore

/// Free Play: the song list of the library (`SongList`), the selected song's preview from
/// its preview start, and the chosen chart played in the Firewall scene with its own lane
/// count and a player's life bar. Its result screen follows (`FreePlayScene+Result`), and
/// the run is kept as the chart's best when it beats it. Typing searches; Tab (or
/// Left/Right) changes the order; Esc clears the search, then leaves.
final class FreePlayScene: Scene {
  /// The selection rests this long before its preview is decoded and faded in, so running
  /// down the list does not decode every song on the way.
  static let previewDelay = Nanoseconds.milliseconds(350)

  var list: SongList
  let library: FreePlayLibrary
  private(set) var setup: ChapterSetup
  let interpreter: EffectInterpreter
  private let startedAt: Nanoseconds
  /// The chart being played, if one is.
  var chapter: ChapterScene?
  /// A chart chosen, waiting for the next frame (which has the audio) to start.
  var chosen: (entry: LibraryEntry, chart: FreePlayChart)?
  /// The chart whose preview is due, and when.
  private(set) var pendingPreview: (chartHash: String, at: Nanoseconds)?
  /// The song whose preview plays now, or is being decoded (its audio file).
  var previewing: String?
  /// The preview being decoded: its full path and where it starts.
  var decoding: (path: String, from: Nanoseconds)?
  /// The song the audio manager holds now (a finished preview), so playing its chart does
  /// not decode it again.
  var songLoaded: String?
  let decoder = PreviewDecoder()
  /// What the list says under its header: a refusal, or that bests cannot be saved (a run's
  /// result has its own screen). Shown fitted to the width; a problem goes to the log in full.
  var message: (text: [String], isProblem: Bool)? {
    didSet {
      guard let message, message.isProblem else { return }
      Self.logger.warning("Free Play: \(message.text.joined(separator: " / "))")
    }
  }
  private static let logger = Logger(label: "starlight.freeplay")
  /// The last run's result screen, while it is up.
  var result: FreePlayResult? {
    didSet { if let result { lastResult = result } }
  }
  /// The last run's result, kept after its screen is left.
  private(set) var lastResult: FreePlayResult?
  var backedOut = false
  /// The selected chart's offset being changed (F4), while it is.
  var offsetEditor: ChartOffsetEditor?
  /// Each chart's offset as the library keeps it, with the changes made here.
  var chartOffsets: [String: Nanoseconds] = [:]
  /// The Song folders screen, a scan's summary, the imports seen (`FreePlayScene+SongFolders`).
  var songFolders = SongFoldersState()
  var replays = FreePlayReplays()

  /// Plays one chart at once and ends after its result (`play --beatmap`): no list to go back
  /// to; its judge is the one given (`fixedJudge`), with the OD and mod chosen.
  var playsOneChart = false
  var fixedJudge: JudgeChoice?

  init(
    library: FreePlayLibrary, setup: ChapterSetup, interpreter: EffectInterpreter, now: Nanoseconds
  ) {
    self.library = library
    self.setup = setup
    self.interpreter = interpreter
    startedAt = now
    let entries = library.entries()
    list = SongList(entries: entries)
    for entry in entries where entry.offset != 0 { chartOffsets[entry.chartHash] = entry.offset }
    if let reason = library.readOnlyReason {
      message = ([Self.bestsNotSaved(reason)], true)
    }
    schedulePreview(now: now)
  }

  var inputMode: InputMode { chapter?.inputMode ?? (result == nil ? .typing : .menus) }
  var isPlaying: Bool { chapter?.isPlaying ?? false }
  var overlayKeys: OverlayKeys { chapter?.overlayKeys ?? .closed }

  func chapterTime(at now: Nanoseconds) -> Nanoseconds? {
    chapter?.chapterTime(at: now) ?? (now - startedAt)
  }

  func handle(_ command: MenuCommand, now: Nanoseconds) -> SceneStatus {
    if let chapter {
      if chapter.handle(command, now: now) == .finished { endRun(now: now) }
      return status
    }
    if handleSongFolders(command, now: now) { return status }
    if result != nil {
      handleResult(command, now: now)
      return status
    }
    if offsetEditor != nil {
      handleOffset(command, now: now)
      return status
    }
    if replays.list != nil { return handleReplays(command, now: now) }
    switch command {
    case .up, .down:
      let before = list.selected?.chartHash
      list.move(by: command == .up ? -1 : 1)
      if list.selected?.chartHash != before {
        click(now: now)
        // A refusal is about the chart it was said for: it goes when the selection moves.
        if message?.isProblem == true, library.readOnlyReason == nil { message = nil }
      }
    case .left, .right:
      for _ in 0..<(command == .right ? 1 : SongSort.allCases.count - 1) { list.cycleSort() }
      click(now: now)
    case .confirm: choose(now: now)
    case .back, .pause:
      if list.query.isEmpty { backedOut = true } else { list.clearQuery() }
    }
    schedulePreview(now: now)
    return status
  }

  func handle(text edit: TextEdit, now: Nanoseconds) {
    guard chapter == nil, result == nil else { return }
    if offsetEditor != nil { return editOffset(edit) }
    if songFolders.isShowing { return editSongFolders(edit, now: now) }
    if replays.list != nil { return editReplays(edit, now: now) }
    switch edit {
    case .insert(let text): list.type(text)
    case .deleteBackward: list.deleteBackward()
    case .nextStepsType:
      list.cycleStepsFilter()
      click(now: now)
    case .nextJudge: pickNextJudge(now: now)
    case .chartOffset: openOffsetEditor(now: now)
    case .openSettings: return onOpenSettings(now)
    case .songFolders: return openSongFolders(now: now)
    case .replays: return editReplays(edit, now: now)
    }
    schedulePreview(now: now)
  }

  /// F2 on the song list: the story opens the settings pages in front of it.
  var onOpenSettings: (Nanoseconds) -> Void = { _ in }

  /// The settings pages changed the look, the default mods or the offsets: the next chart
  /// played uses them.
  func use(_ values: SettingsValues, _ area: SettingsArea) {
    setup.use(values, area)
  }

  func useBindings(_ bindings: InputBindings) {
    setup.bindings = bindings
  }

  func update(now: Nanoseconds) -> SceneStatus {
    followImports(now: now)
    if let chapter, chapter.update(now: now) == .finished { endRun(now: now) }
    return status
  }

  /// Every frame, with the audio: start a chosen chart, or fade in a preview that is due.
  func follow(audio: AudioManager, now: Nanoseconds) {
    if let chapter {
      chapter.follow(audio: audio, now: now)
    } else if let chosen {
      guard songReady(chosen.chart.audioPath, audio: audio) else { return }
      self.chosen = nil
      start(chosen.entry, chosen.chart, audio: audio, now: now)
    } else if let due = pendingPreview, now >= due.at {
      pendingPreview = nil
      preview(due.chartHash, audio: audio)
    } else if let wanted = decoding, let decoded = decoder.take(wanted.path) {
      decoding = nil
      guard let clip = decoded else { return }
      audio.useSong(clip)
      songLoaded = wanted.path
      interpreter.apply(.music(.crossFade(to: .chapterSong, from: wanted.from)), now: now)
    }
  }

  func draw(now: Nanoseconds, on canvas: Canvas) {
    if let chapter {
      chapter.draw(now: now, on: canvas)
    } else if let result {
      resultView.draw(result, time: now, on: canvas)
    } else {
      let judges = library.judges
      FreePlayView.draw(
        list, message: message, emptyHint: library.location, offsetEditor: offsetEditor,
        offset: { [chartOffsets] in chartOffsets[$0.chartHash] ?? 0 },
        judge: { entry in
          let id = judges.judge(for: entry)
          return judges.pick(entry.chartHash) == nil ? "\(id.rawValue) (default)" : id.rawValue
        }, best: { [self] entry in entry.best(under: bestKey(for: entry)) },
        artPath: library.audioPath, rate: setup.playback.rate,
        replays: replays.list.map { ($0, KeyHints(setup.bindings)) }, time: now, on: canvas)
      drawSongFolders(now: now, on: canvas)
    }
  }

  var status: SceneStatus { backedOut ? .finished : .running }

  func click(now: Nanoseconds) { interpreter.apply(.sound(.click, at: nil), now: now) }

  func schedulePreview(now: Nanoseconds) {
    guard result == nil, let selected = list.selected,
      selected.audioFile != previewing || previewing == nil
    else {
      pendingPreview = nil
      return
    }
    pendingPreview = (selected.chartHash, now + Self.previewDelay)
  }

  func choose(now: Nanoseconds) {
    guard let entry = list.selected else { return }
    switch library.load(entry) {
    case .failure(let refusal):
      message = (refusal.lines, true)
      interpreter.apply(.sound(.error, at: nil), now: now)
    case .success(let chart):
      message = nil
      chosen = (entry, chart)
      click(now: now)
    }
  }

  private func start(
    _ entry: LibraryEntry, _ chart: FreePlayChart, audio: AudioManager, now: Nanoseconds
  ) {
    decoding = nil
    previewing = nil
    songLoaded = nil
    if let replay = replays.pending { return startWatching(replay, chart, now: now) }
    setup.beatMap = chart.map
    // Outside the story a chart is played on a player's life bar.
    setup.failure = .lifeBar
    let metadata = chart.map.metadata
    setup.judge =
      fixedJudge ?? JudgeChoice.forChart(library.judges.judge(for: entry), metadata: metadata)
    if let problem = JudgeCatalog.rules(for: setup.judge).problem(judging: chart.map.notes) {
      message = ([problem, "F3 changes the chart's judge."], true)
      return
    }
    // The chart's own offset is added to the global one for this chart's runs only; the
    // overlay still shows and saves the global one.
    let chartOffset = chartOffsets[entry.chartHash] ?? 0
    var played = setup
    played.audioOffset += chartOffset
    do {
      let session = try played.session(.firewall, autoAssist: false, now: now)
      let scene = setup.scene(
        for: session, sourceLabel: "FREE PLAY", interpreter: interpreter, now: now,
        remember: { [weak self] change in self.map { change(&$0.setup) } })
      scene.chartOffset = chartOffset
      chapter = scene
      playing = entry
    } catch {
      message = ([error.message], true)
    }
  }

  /// The chart played, for its best result when the run ends.
  private var playing: LibraryEntry?

  /// The run ended: cleared or failed, its result screen; quit from its pause menu, the
  /// list again with the preview.
  private func endRun(now: Nanoseconds) {
    if replays.watching != nil { return endWatching(now: now) }
    guard let finished = chapter, let entry = playing else { return }
    chapter = nil
    playing = nil
    setup.tuning = finished.session.tuning
    if case .finished = finished.session.phase, finished.session.summary().outcome != .playing {
      result = result(of: finished.session, entry: entry, now: now)
    } else if playsOneChart {
      // Quit from the pause menu: there is no list to go back to.
      leave()
    }
    interpreter.apply(.music(.stop), now: now)
    schedulePreview(now: now)
  }
}
