/// A chapter's best cleared attempt, as the chapter select shows it.
public struct BestResult: Codable, Sendable, Equatable {
  /// The chapter's score; higher is better.
  public var score: Int
  /// The attempt's one-line summary ("98.5 % accuracy").
  public var headline: String

  public init(score: Int, headline: String) {
    self.score = score
    self.headline = headline
  }

  public init(_ summary: ChapterSummary) {
    self.init(score: summary.score, headline: summary.headline)
  }

  /// Whether this result should replace `other`; a tie keeps the earlier one.
  public func isBetter(than other: BestResult) -> Bool { score > other.score }
}
