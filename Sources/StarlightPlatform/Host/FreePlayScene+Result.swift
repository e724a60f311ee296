import Logging
import StarlightCore

/// Free Play's end of a run: the result screen made from the finished session (the best
/// kept when it is one, never for the bot), and its choices: Retry, Next chart, Back to list.
extension FreePlayScene {
  /// The result screen, its footer naming the player's keys.
  var resultView: FreePlayResultView {
    FreePlayResultView(calibration: setup.tuning.calibration, keys: KeyHints(setup.bindings))
  }

  /// The result of the run of `entry` that `session` played to its end, its best recorded.
  func result(
    of session: ChapterSession, entry: LibraryEntry, now: Nanoseconds
  ) -> FreePlayResult {
    let summary = session.summary()
    // Kept, and compared, under the judge and rate it was played at only.
    let key = BestKey(session.context.judge, rate: session.context.playback.rate)
    let best = BestResult(summary, under: key)
    // The bot's runs are shown as the bot's and never become the player's bests.
    let byBot = session.currentReplay.source == .autoplay
    let record =
      summary.outcome == .cleared && !byBot ? library.recordBest(best, entry.chartHash) : nil
    if record == .kept { list.update(best: best, forChart: entry.chartHash) }
    var notSaved: String?
    if case .notSaved(let reason) = record {
      notSaved = "Best not saved: \(reason)."
      Logger(label: "starlight.freeplay").warning(
        "Free Play: \(entry.title) (\(SongNames.fullChartLabel(entry))): best not saved: \(reason)")
    } else if let reason = library.readOnlyReason, !byBot {
      notSaved = Self.bestsNotSaved(reason)
    }
    // What the list said before the run is stale once it ends.
    message = library.readOnlyReason.map { ([Self.bestsNotSaved($0)], true) }
    return FreePlayResult(
      chartHash: entry.chartHash, title: entry.title, chartName: SongNames.fullChartLabel(entry),
      summary: summary, playback: session.context.playback, failure: session.context.failure,
      byBot: byBot, previousBest: entry.best(under: key), isNewBest: record == .kept,
      notSavedReason: notSaved, nextChart: nextChart(after: entry.chartHash), since: now,
      mods: session.context.mods, bestKey: key, leavesGame: playsOneChart)
  }

  /// The judge and rate `entry` would be played at now: the best the list shows is the one
  /// kept under them.
  func bestKey(for entry: LibraryEntry) -> BestKey {
    BestKey(JudgeChoice(library.judges.judge(for: entry)), rate: setup.playback.rate)
  }

  /// A menu command on the result screen: Up/Down move, Enter chooses, Esc goes back to
  /// the list.
  func handleResult(_ command: MenuCommand, now: Nanoseconds) {
    guard let shown = result else { return }
    switch command {
    case .up, .down:
      result?.move(by: command == .up ? -1 : 1)
      if result?.selection != shown.selection { click(now: now) }
    case .left, .right:
      break
    case .confirm:
      choose(shown.selection, of: shown, now: now)
    case .back, .pause:
      choose(.backToList, of: shown, now: now)
    }
  }

  private func choose(_ item: FreePlayResult.Item, of shown: FreePlayResult, now: Nanoseconds) {
    result = nil
    list.select(chartHash: shown.chartHash)
    switch item {
    case .retry:
      choose(now: now)
    case .nextChart:
      list.move(by: 1)
      choose(now: now)
    case .backToList:
      click(now: now)
      if shown.leavesGame { leave() }
    }
    schedulePreview(now: now)
  }

  /// The chart after `chartHash` in the list as it stands ("Title (Chart)"), if another.
  private func nextChart(after chartHash: String) -> String? {
    var next = list
    next.select(chartHash: chartHash)
    next.move(by: 1)
    guard let entry = next.selected, entry.chartHash != chartHash else { return nil }
    return "\(entry.title) (\(SongNames.fullChartLabel(entry)))"
  }

  /// The song list's line for a library opened read-only.
  static func bestsNotSaved(_ reason: String) -> String {
    "Bests cannot be saved: the library is read-only (\(reason))."
  }
}
