/// What re-simulating a replay must give (replay format version 6): for our replays, the
/// outcome the attempt reached when it was played (every note's judgement and offset, the
/// counts, score, accuracy, max combo, outcome); for an imported one, the counts its game
/// wrote into it. Fields a replay does not record are not checked.
public struct ExpectedOutcome: Sendable, Equatable {
  /// One judged note: its (head's) judgement and offset, and its tail's for a hold.
  public struct Note: Sendable, Equatable, Codable {
    public var judgement: String
    public var offset: Nanoseconds?
    public var tailJudgement: String?
    public var tailOffset: Nanoseconds?

    public init(
      judgement: String, offset: Nanoseconds?, tailJudgement: String? = nil,
      tailOffset: Nanoseconds? = nil
    ) {
      self.judgement = judgement
      self.offset = offset
      self.tailJudgement = tailJudgement
      self.tailOffset = tailOffset
    }
  }

  /// "cleared", "failed", "abandoned" or "playing" (`Replay.reportedOutcome`).
  public var outcome: String?
  public var score: Int?
  public var accuracy: Double?
  public var maxCombo: Int?
  public var counts: [TierCount]
  public var notes: [Note]?

  public init(
    outcome: String? = nil, score: Int? = nil, accuracy: Double? = nil, maxCombo: Int? = nil,
    counts: [TierCount] = [], notes: [Note]? = nil
  ) {
    self.outcome = outcome
    self.score = score
    self.accuracy = accuracy
    self.maxCombo = maxCombo
    self.counts = counts
    self.notes = notes
  }

  /// Everything a re-simulation of `replay` gave, as its summary reports it.
  public init(summary: ChapterSummary, replay: Replay) {
    outcome = replay.reportedOutcome(summary.outcome)
    score = summary.score
    guard let run = summary.firewall else {
      counts = []
      return
    }
    accuracy = run.accuracy
    maxCombo = run.maxCombo
    counts = run.counts.map { TierCount($0.name, $0.count) }
    notes = run.hits.map {
      Note(
        judgement: $0.judgement, offset: $0.offset, tailJudgement: $0.tailJudgement,
        tailOffset: $0.tailOffset)
    }
  }
}
