/// A chapter's best cleared attempt, as the chapter select shows it; in Free Play, a chart's
/// best under one judge at one rate (`BestKey`), as the games keep theirs: Etterna a best per
/// rate, osu! per mod combination that changes scoring.
public struct BestResult: Codable, Sendable, Equatable {
  /// The chapter's score; higher is better.
  public var score: Int
  /// The attempt's one-line summary ("98.5 % accuracy"), in its judge's own measure.
  public var headline: String
  /// The judge it was made under (its label without the chart's OD: "osu-stable HR"); nil for
  /// the story's chapters, and for a Free Play best kept before bests had judges (shown under
  /// the judge its headline names).
  public var judge: String?
  /// The rate in hundredths; nil as for `judge`, and read as 1x.
  public var rate: Int?

  public init(score: Int, headline: String, judge: String? = nil, rate: Int? = nil) {
    self.score = score
    self.headline = headline
    self.judge = judge
    self.rate = rate
  }

  public init(_ summary: ChapterSummary) {
    self.init(score: summary.score, headline: summary.headline)
  }

  /// A Free Play run's result, under the judge and rate it was played at.
  public init(_ summary: ChapterSummary, under key: BestKey) {
    self.init(
      score: summary.score, headline: summary.headline, judge: key.judge, rate: key.rate)
  }

  /// The judge and rate it counts under.
  public var key: BestKey { BestKey(judge: judge ?? JudgeID.starlight.rawValue, rate: rate ?? 100) }

  /// Whether this result should replace `other`; a tie keeps the earlier one.
  public func isBetter(than other: BestResult) -> Bool { score > other.score }
}
