/// The figures of a finished (or abandoned) run, for the results screen and JSON output.
public struct RunSummary: Sendable, Equatable {
  public struct Hit: Sendable, Equatable {
    public let lane: Int
    public let noteTime: Nanoseconds
    public let offset: Nanoseconds?
    public let judgement: String
  }

  public let outcome: FirewallOutcome
  public let score: Int
  public let maxCombo: Int
  public let accuracy: Double
  /// Tier name to count, every tier present, plus "miss".
  public let counts: [(name: String, count: Int)]
  public let meanOffset: Double?
  public let offsetStandardDeviation: Double?
  public let hits: [Hit]

  public static func == (lhs: RunSummary, rhs: RunSummary) -> Bool {
    lhs.outcome == rhs.outcome && lhs.score == rhs.score && lhs.maxCombo == rhs.maxCombo
      && lhs.accuracy == rhs.accuracy && lhs.hits == rhs.hits
      && lhs.counts.map(\.name) == rhs.counts.map(\.name)
      && lhs.counts.map(\.count) == rhs.counts.map(\.count)
  }

  public init(run: FirewallRun) {
    let windows = run.windows
    outcome = run.outcome
    score = run.scoring.score
    maxCombo = run.scoring.maxCombo
    accuracy = run.scoring.accuracy(windows: windows)
    var tierCounts = Array(repeating: 0, count: windows.tiers.count)
    var misses = 0
    var offsets: [Double] = []
    var hits: [Hit] = []
    for note in run.notes {
      let judgement = run.judgements[note.index]
      let name: String
      switch judgement {
      case .hit(let tier, let offset):
        tierCounts[tier] += 1
        offsets.append(offset.milliseconds)
        name = windows.tiers[tier].name
      case .miss:
        misses += 1
        name = Judgement.missName
      case nil:
        name = "unjudged"
      }
      hits.append(
        Hit(lane: note.lane, noteTime: note.time, offset: judgement?.offset, judgement: name))
    }
    self.hits = hits
    counts = zip(windows.tierNames, tierCounts).map { ($0, $1) } + [(Judgement.missName, misses)]
    if offsets.isEmpty {
      meanOffset = nil
      offsetStandardDeviation = nil
    } else {
      let mean = offsets.reduce(0, +) / Double(offsets.count)
      meanOffset = mean
      let variance = offsets.map { ($0 - mean) * ($0 - mean) }.reduce(0, +) / Double(offsets.count)
      offsetStandardDeviation = variance.squareRoot()
    }
  }
}
