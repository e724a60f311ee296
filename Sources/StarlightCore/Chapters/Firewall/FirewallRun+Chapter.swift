import Foundation

/// Chapter 4 on the chapter contract: a beat map's song, lane presses, a lead-in before
/// beat 0, and the bot that presses every note on time.
extension FirewallRun: ChapterRules {
  public static let chapter = ChapterID.firewall
  public static let playsOwnSong = true
  public static let isSeeded = false
  public static let acceptedInputs: Set<PlayerAction.Kind> = [.lane]

  /// One lane per column of the beat map.
  public static func laneCount(context: ChapterContext) -> Int {
    context.beatMap?.laneCount ?? 0
  }

  public init(context: ChapterContext) throws(ChapterSetupError) {
    guard let beatMap = context.beatMap else {
      throw ChapterSetupError("Chapter 4 needs a beat map")
    }
    let playback = context.playback
    var configuration = context.tuning.firewall.configuration(
      autoAssist: context.autoAssist, failure: context.failure
    ).atRate(playback.rate)
    configuration.judgeChoice = context.judge
    configuration.overlayWindows = context.tuning.firewall.windows
    if let problem = configuration.judge.problem(judging: beatMap.notes) {
      throw ChapterSetupError(problem)
    }
    self.init(
      notes: Self.playedNotes(context: context) ?? [], laneCount: beatMap.laneCount,
      configuration: configuration, startTime: Self.startTime(context: context),
      autoAssist: context.autoAssist, mods: context.mods)
    rate = playback.rate
    inputSamples = context.inputSamples
  }

  /// The lead-in before beat 0 (or before a practice section's start), as long in real
  /// time at any rate.
  public static func startTime(context: ChapterContext) -> Nanoseconds {
    let playback = context.playback
    return (playback.section?.start ?? 0)
      - playback.rate.songDuration(ofReal: context.tuning.firewall.leadIn)
  }

  /// The notes the attempt plays: the map's (a practice pass's section's), in the lanes the
  /// lane mods move them to.
  public static func playedNotes(context: ChapterContext) -> [TimedNote]? {
    guard let map = context.beatMap else { return nil }
    return context.mods.applied(
      to: context.playback.section?.notes(of: map) ?? map.notes, laneCount: map.laneCount)
  }

  public static func botActions(context: ChapterContext) -> [PlayerAction] {
    guard let notes = playedNotes(context: context) else { return [] }
    return Autoplay.tuned(context.tuning.firewall, rate: context.playback.rate).actions(
      for: notes)
  }

  public mutating func retune(_ tuning: Tuning) {
    var configuration = tuning.firewall.configuration(
      autoAssist: autoAssist, failure: self.configuration.failure
    ).atRate(rate)
    // Under another game's judge, the overlay's windows are that judge's own tiers.
    configuration.judgeChoice = self.configuration.judgeChoice
    configuration.overlayWindows = tuning.firewall.windows
    reconfigure(configuration)
  }

  public var lastDecisiveTime: Nanoseconds? { lastJudgementTime ?? now }

  /// A song's attempt cannot outlast its last judgement.
  public var maxDuration: Nanoseconds { lastJudgementTime ?? now }

  public func summary() -> ChapterSummary {
    let figures = RunSummary(run: self)
    return ChapterSummary(
      chapter: .firewall, outcome: outcome, score: figures.score,
      headline: String(format: "%.2f %% ", figures.accuracy * 100)
        + "\(figures.accuracyName.lowercased()), max combo \(figures.maxCombo)"
        + (judge.choice.id.isTunedByPlayer ? "" : ", \(figures.grade), \(figures.judge)")
        + (rate == .normal ? "" : " at \(rate)"),
      details: figures.counts.map { ChapterSummary.Detail($0.name, "\($0.count)") }
        + (figures.exAccuracy.map {
          [ChapterSummary.Detail("EX score", String(format: "%.2f %%", $0 * 100))]
        } ?? []),
      firewall: figures)
  }
}
