/// The figures of a finished (or abandoned) run, for the results screen and JSON output.
public struct RunSummary: Sendable, Equatable {
  public struct Hit: Sendable, Equatable {
    public let lane: Int
    public let noteTime: Nanoseconds
    public let offset: Nanoseconds?
    public let judgement: String
    /// A hold note's tail: its time, the release's offset from it (0 when held through;
    /// nil when dropped or not reached) and its judgement. All nil for a tap note.
    public let endTime: Nanoseconds?
    public let tailOffset: Nanoseconds?
    public let tailJudgement: String?
  }

  public let outcome: ChapterOutcome
  public let score: Int
  public let maxCombo: Int
  public let accuracy: Double
  /// Tier name to count, every tier present, plus "miss": heads and tails together.
  public let counts: [(name: String, count: Int)]
  /// The same for hold tails alone (empty when the map has no holds).
  public let tailCounts: [(name: String, count: Int)]
  /// Hold notes and rolls whose tail was hit, and those dropped (tail missed).
  public let holdsCompleted: Int
  public let holdsDropped: Int
  /// Mines hit (each cost integrity) and mines passed: neither counts in the tiers, the
  /// combo, the score or the accuracy; an avoided mine is simply passed.
  public let minesHit: Int
  public let minesAvoided: Int
  /// Mean and spread of the press offsets (heads and taps; releases are another matter).
  public let meanOffset: Double?
  public let offsetStandardDeviation: Double?
  public let hits: [Hit]
  /// The windows in force when the run ended (the dev overlay may have changed them).
  public let windows: HitWindows
  /// The judge's name ("osu-stable OD 8"), its grade for the run, and ITG's EX score (0...1)
  /// beside its DP accuracy.
  public let judge: String
  /// Whether the judge's windows were the player's tuning (this game's judge, the story's):
  /// only such runs compare with the story's bests.
  public let judgeIsTunedByPlayer: Bool
  public let grade: String
  public let exAccuracy: Double?
  /// The judge's word for its accuracy ("Accuracy", "DP", "Wife3").
  public let accuracyName: String
  /// Tier colours, innermost first, then the miss's.
  public let tierColours: [TierColour]
  /// The mods played under ("random 42", "mirror", "no-fail"); a No-fail run is marked so.
  public let mods: [String]
  /// No-fail kept it going: without it, the run would have failed.
  public let wouldHaveFailed: Bool

  public static func == (lhs: RunSummary, rhs: RunSummary) -> Bool {
    lhs.outcome == rhs.outcome && lhs.score == rhs.score && lhs.maxCombo == rhs.maxCombo
      && lhs.accuracy == rhs.accuracy && lhs.hits == rhs.hits
      && lhs.counts.map(\.name) == rhs.counts.map(\.name)
      && lhs.counts.map(\.count) == rhs.counts.map(\.count)
      && lhs.tailCounts.map(\.count) == rhs.tailCounts.map(\.count)
      && lhs.minesHit == rhs.minesHit && lhs.minesAvoided == rhs.minesAvoided
      && lhs.judge == rhs.judge && lhs.mods == rhs.mods
  }

  public init(run: FirewallRun) {
    let judge = run.judge
    let windows = run.windows
    self.windows = windows
    self.judge = judge.name
    judgeIsTunedByPlayer = judge.choice.id.isTunedByPlayer && !judge.isCustom
    tierColours = judge.tiers.map(\.colour) + [.red]
    mods = run.mods.names
    wouldHaveFailed = run.failedUnderNoFail
    outcome = run.outcome
    score = run.scoring.score
    maxCombo = run.scoring.maxCombo
    accuracy = run.scoring.accuracy
    grade = judge.grade(accuracy: accuracy)
    exAccuracy = run.scoring.exAccuracy
    accuracyName = judge.scoring.accuracyName
    var tally = Tally(tiers: windows.tiers.count, missName: judge.missName)
    var tailTally = Tally(tiers: windows.tiers.count, missName: judge.missName)
    // Which judgements count in the tiers: a hold judged as one counts at its end only; a
    // hold judged by its life counts its head, and Held or Let Go apart.
    let headCounts = { (note: TimedNote) in !(note.isHold && judge.judgesHoldAsOne) }
    let tailsCount = judge.countsHoldEndsApart || judge.judgesHoldAsOne
    var offsets: [Double] = []
    var hits: [Hit] = []
    var mines = (hit: 0, avoided: 0)
    // Fakes are never judged and mines are no hits: the tiers and `hits` leave them out.
    for note in run.notes where note.kind.isPlayable {
      if note.kind == .mine {
        switch run.mineResults[note.index] {
        case .hit: mines.hit += 1
        case .avoided: mines.avoided += 1
        case nil: break
        }
        continue
      }
      let judgement = run.judgements[note.index]
      if let offset = judgement?.offset { offsets.append(offset.milliseconds) }
      let name =
        headCounts(note)
        ? tally.add(judgement, windows: windows) : tally.name(of: judgement, windows: windows)
      var tailName: String?
      var tailOffset: Nanoseconds?
      if note.isHold {
        let tail = run.tailJudgements[note.index]
        let lifeName = tail.map { $0.isMiss ? "let go" : "held" } ?? "unjudged"
        tailName = tailsCount ? tally.add(tail, windows: windows) : lifeName
        _ = tailTally.add(tail, windows: windows)
        tailOffset = tail?.offset
      }
      hits.append(
        Hit(
          lane: note.lane, noteTime: note.time, offset: judgement?.offset, judgement: name,
          endTime: note.endTime, tailOffset: tailOffset, tailJudgement: tailName))
    }
    self.hits = hits
    counts = tally.counts(windows)
    tailCounts =
      run.notes.contains { $0.isHold && $0.kind.isPlayable }
      ? tailTally.counts(windows) : []
    holdsCompleted = tailTally.tiers.reduce(0, +)
    holdsDropped = tailTally.misses
    (minesHit, minesAvoided) = mines
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

  /// Counts per tier and misses, naming each judgement as it goes.
  private struct Tally {
    var tiers: [Int]
    var misses = 0
    let missName: String

    init(tiers count: Int, missName: String) {
      tiers = Array(repeating: 0, count: count)
      self.missName = missName
    }

    mutating func add(_ judgement: Judgement?, windows: HitWindows) -> String {
      switch judgement {
      case .hit(let tier, _) where tiers.indices.contains(tier):
        tiers[tier] += 1
      case .miss:
        misses += 1
      default:
        break
      }
      return name(of: judgement, windows: windows)
    }

    func name(of judgement: Judgement?, windows: HitWindows) -> String {
      switch judgement {
      case .hit(let tier, _) where windows.tiers.indices.contains(tier):
        windows.tiers[tier].name
      case .hit:
        "unjudged"
      case .miss:
        missName
      case nil:
        "unjudged"
      }
    }

    func counts(_ windows: HitWindows) -> [(name: String, count: Int)] {
      zip(windows.tierNames, tiers).map { ($0, $1) } + [(missName, misses)]
    }
  }
}
