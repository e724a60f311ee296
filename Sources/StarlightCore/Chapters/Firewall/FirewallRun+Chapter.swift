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
    self.init(
      beatMap: beatMap,
      configuration: context.tuning.firewall.configuration(autoAssist: context.autoAssist),
      startTime: Self.startTime(context: context), autoAssist: context.autoAssist)
  }

  public static func startTime(context: ChapterContext) -> Nanoseconds {
    -context.tuning.firewall.leadIn
  }

  public static func botActions(context: ChapterContext) -> [PlayerAction] {
    Autoplay.tuned(context.tuning.firewall).actions(for: context.beatMap?.notes ?? [])
  }

  public mutating func retune(_ tuning: Tuning) {
    reconfigure(tuning.firewall.configuration(autoAssist: autoAssist))
  }

  public var lastDecisiveTime: Nanoseconds? { lastJudgementTime ?? now }

  /// A song's attempt cannot outlast its last judgement.
  public var maxDuration: Nanoseconds { lastJudgementTime ?? now }

  public func summary() -> ChapterSummary {
    let figures = RunSummary(run: self)
    return ChapterSummary(
      chapter: .firewall, outcome: outcome, score: figures.score,
      headline: String(
        format: "%.2f %% accuracy, max combo %d", figures.accuracy * 100, figures.maxCombo),
      details: figures.counts.map { ChapterSummary.Detail($0.name, "\($0.count)") },
      firewall: figures)
  }
}
