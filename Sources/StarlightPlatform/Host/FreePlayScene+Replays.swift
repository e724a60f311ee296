import StarlightCore

/// Free Play's replays: the selected chart's replay list while it is open, and the replay
/// being watched (or waiting for the next frame, which loads its song).
struct FreePlayReplays {
  var list: ReplayList?
  /// A replay chosen to watch, until the next frame starts it.
  var pending: Replay?
  /// The list to come back to while a replay is watched; nil when none is.
  var watching: ReplayList?
  /// How finished attempts are saved, put aside while a replay is watched: watching one is
  /// not an attempt, and must not be saved as another replay.
  var saving: ((Replay, ChapterSummary) -> Void)?
}

/// The selected chart's replay list (F6 on the song list), newest first: Up/Down choose,
/// Enter watches the chosen one in the chapter scene with its song (then the list again),
/// Delete asks and removes its file, F7 copies it to the export folder, Esc or F6 closes.
/// Watching goes through the same session and effects as play (`ChapterSession(watching:)`).
extension FreePlayScene {
  func editReplays(_ edit: TextEdit, now: Nanoseconds) {
    guard case .replays(let key) = edit else { return }
    switch key {
    case .toggle:
      if replays.list == nil { openReplays(now: now) } else { closeReplays(now: now) }
    case .delete:
      guard let chosen = replays.list?.selected, replays.list?.confirmingDelete == nil else {
        return
      }
      replays.list?.confirmingDelete = chosen
      click(now: now)
    case .export:
      exportChosen(now: now)
    }
  }

  func handleReplays(_ command: MenuCommand, now: Nanoseconds) -> SceneStatus {
    if let asked = replays.list?.confirmingDelete {
      switch command {
      case .confirm: delete(asked, now: now)
      case .back, .pause:
        replays.list?.confirmingDelete = nil
        click(now: now)
      default: break
      }
      return status
    }
    switch command {
    case .up, .down:
      let before = replays.list?.selection
      replays.list?.move(by: command == .up ? -1 : 1)
      if replays.list?.selection != before { click(now: now) }
    case .confirm: watchChosen(now: now)
    case .back, .pause: closeReplays(now: now)
    case .left, .right: break
    }
    return status
  }

  private func openReplays(now: Nanoseconds) {
    guard let entry = list.selected, let shelf = library.replays else { return }
    replays.list = ReplayList(
      chartHash: entry.chartHash,
      chartName: "\(entry.title) (\(SongNames.fullChartLabel(entry)))",
      replays: shelf.replays(ofChart: entry.chartHash, title: entry.title))
    click(now: now)
  }

  private func closeReplays(now: Nanoseconds) {
    replays.list = nil
    click(now: now)
  }

  /// The list read again from the folder (after a delete, or a watched replay).
  private func refreshReplays() {
    guard let shown = replays.list, let shelf = library.replays,
      let entry = list.visible.first(where: { $0.chartHash == shown.chartHash })
    else { return }
    replays.list?.replace(with: shelf.replays(ofChart: entry.chartHash, title: entry.title))
  }

  private func watchChosen(now: Nanoseconds) {
    guard let shown = replays.list, let picked = shown.selected, let shelf = library.replays,
      let entry = list.visible.first(where: { $0.chartHash == shown.chartHash })
    else { return }
    let refusal: [String]
    switch shelf.replay(picked.fileName) {
    case .failure(let failure):
      refusal = ["This replay cannot be watched: \(failure.line)"]
    case .success(let replay) where replay.practice != nil:
      refusal = ["A practice run is watched with: starlight-sync replay \(picked.fileName)"]
    case .success(let replay):
      switch library.load(entry) {
      case .failure(let chartRefusal):
        refusal = chartRefusal.lines
      case .success(let chart):
        replays.pending = replay
        replays.watching = shown
        replays.list = nil
        message = nil
        chosen = (entry, chart)
        click(now: now)
        return
      }
    }
    message = (refusal, true)
    interpreter.apply(.sound(.error, at: nil), now: now)
  }

  /// The next frame, its song loaded: the chosen replay played in the chapter scene.
  func startWatching(_ replay: Replay, _ chart: FreePlayChart, now: Nanoseconds) {
    replays.pending = nil
    do {
      let session = try ChapterSession(watching: replay, beatMap: chart.map, now: now)
      let watched = ChapterSetup.watching(
        replay, beatMap: chart.map, bindings: setup.bindings, visualOffset: setup.visualOffset,
        view: setup.view)
      replays.saving = interpreter.onAttemptFinished
      interpreter.onAttemptFinished = { _, _ in }
      chapter = watched.scene(
        for: session, sourceLabel: ChapterSetup.watchingLabel(replay), interpreter: interpreter,
        now: now)
    } catch {
      message = (["This replay cannot be watched: \(error.description)"], true)
      replays.list = replays.watching
      replays.watching = nil
    }
  }

  /// The watched replay ended (or was quit): the list again, and saving put back.
  func endWatching(now: Nanoseconds) {
    if case .finished = chapter?.session.phase, let summary = chapter?.session.summary() {
      message = (["Replay watched, \(summary.outcome.rawValue): \(summary.headline)"], false)
    }
    chapter = nil
    if let saving = replays.saving { interpreter.onAttemptFinished = saving }
    replays.saving = nil
    replays.list = replays.watching
    replays.watching = nil
    refreshReplays()
    interpreter.apply(.music(.stop), now: now)
    schedulePreview(now: now)
  }

  private func delete(_ replay: SavedReplay, now: Nanoseconds) {
    replays.list?.confirmingDelete = nil
    guard let shelf = library.replays else { return }
    if let failure = shelf.delete(replay.fileName) {
      message = ([failure.line], true)
      interpreter.apply(.sound(.error, at: nil), now: now)
      return
    }
    message = (["Replay deleted: \(replay.fileName)"], false)
    refreshReplays()
    click(now: now)
  }

  private func exportChosen(now: Nanoseconds) {
    guard let chosen = replays.list?.selected, let shelf = library.replays,
      replays.list?.confirmingDelete == nil
    else { return }
    switch shelf.export(chosen.fileName) {
    case .success(let path):
      message = (["Replay exported to \(path)"], false)
      click(now: now)
    case .failure(let failure):
      message = ([failure.line], true)
      interpreter.apply(.sound(.error, at: nil), now: now)
    }
  }
}
