/// Free Play's result screen for one run of a library chart: the run's figures, the
/// chart's best before the run and after it, who played (the bot's runs never count), how
/// (rate, pitch, judge, failure rule), and its three choices.
public struct FreePlayResult: Sendable, Equatable {
  /// The screen's choices, in the order shown.
  public enum Item: String, Sendable, CaseIterable {
    case retry = "Retry"
    case nextChart = "Next chart"
    case backToList = "Back to list"
  }

  /// The chart played: its hash, title and chart named whole ("Hard 8 dance-single").
  public var chartHash: String
  public var title: String
  public var chartName: String
  public var summary: ChapterSummary
  public var playback: ChapterPlayback
  public var failure: FailureRule
  /// Mirror, Random and No-fail as played.
  public var mods: PlayMods
  /// Played by the bot: shown as the bot's, and never the chart's best.
  public var byBot: Bool
  /// The judge and rate the run's best is kept and compared under.
  public var bestKey: BestKey
  /// The chart's best before this run under `bestKey` (nil: none yet).
  public var previousBest: BestResult?
  /// This run became the chart's best, and was saved.
  public var isNewBest: Bool
  /// Why this run's best could not be saved, or why no best can be (a read-only library).
  public var notSavedReason: String?
  /// The chart "Next chart" plays ("Title (Chart)"); nil when the list has no other.
  public var nextChart: String?
  /// When the screen appeared.
  public var since: Nanoseconds
  /// A chart played from a file (`play --beatmap`), not from the list: leaving the screen
  /// ends the game.
  public var leavesGame = false
  public private(set) var selection: Item = .retry

  public init(
    chartHash: String, title: String, chartName: String, summary: ChapterSummary,
    playback: ChapterPlayback, failure: FailureRule, byBot: Bool, previousBest: BestResult?,
    isNewBest: Bool, notSavedReason: String? = nil, nextChart: String?, since: Nanoseconds,
    mods: PlayMods = .none, bestKey: BestKey? = nil, leavesGame: Bool = false
  ) {
    self.leavesGame = leavesGame
    self.mods = mods
    self.bestKey = bestKey ?? BestKey(.starlight, rate: playback.rate)
    self.chartHash = chartHash
    self.title = title
    self.chartName = chartName
    self.summary = summary
    self.playback = playback
    self.failure = failure
    self.byBot = byBot
    self.previousBest = previousBest
    self.isNewBest = isNewBest
    self.notSavedReason = notSavedReason
    self.nextChart = nextChart
    self.since = since
  }

  public var isCleared: Bool { summary.outcome == .cleared }

  /// The screen's headline: a clear under No-fail is marked so, and says when the run would
  /// have failed without it.
  public var outcomeLabel: String {
    guard isCleared else { return "FAILED" }
    guard mods.noFail else { return "CLEARED" }
    return summary.firewall?.wouldHaveFailed == true
      ? "CLEARED (NO-FAIL): WOULD HAVE FAILED" : "CLEARED (NO-FAIL)"
  }

  /// The chart's best now under `bestKey`: this run when it became the best, else the one
  /// before.
  public var best: BestResult? {
    isNewBest ? BestResult(summary, under: bestKey) : previousBest
  }

  /// What an item is called on the screen.
  public func name(of item: Item) -> String {
    item == .backToList && leavesGame ? "Quit" : item.rawValue
  }

  /// Moves the selection by `delta` items, stopping at the ends.
  public mutating func move(by delta: Int) {
    let items = Item.allCases
    guard let index = items.firstIndex(of: selection) else { return }
    selection = items[max(0, min(items.count - 1, index + delta))]
  }

  /// How the run was played, in one line: its rate and pitch, its judge, its mods and its
  /// failure rule ("rate 1.50x, pitch kept  /  judge itg  /  life bar").
  public var modsLine: String {
    let rate =
      "rate \(playback.rate)"
      + (playback.rate == .normal ? "" : ", pitch \(playback.pitch == .kept ? "kept" : "follows")")
    let judge = summary.firewall.map { "judge \($0.judge)" }
    let failing = failure == .lifeBar ? "life bar" : "firewall integrity"
    return ([rate] + (judge.map { [$0] } ?? []) + mods.names + [failing]).joined(
      separator: "  /  ")
  }
}
