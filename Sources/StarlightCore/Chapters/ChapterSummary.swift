/// The figures of a finished (or abandoned) attempt at any chapter: what the results
/// screen, the progress file ("best result") and `replay --headless --json` show.
public struct ChapterSummary: Sendable, Equatable {
  public var chapter: ChapterID
  public var outcome: ChapterOutcome
  /// The chapter's score; higher is better. Chapters without points score their progress.
  public var score: Int
  /// One short line for menus and the results screen ("98.5 % accuracy", "6 of 6 ...").
  public var headline: String
  /// Further labelled figures, in display order.
  public var details: [Detail]
  /// Chapter 4's full breakdown (judgement counts, offsets, every hit), when it is Chapter 4.
  public var firewall: RunSummary?

  public struct Detail: Sendable, Equatable {
    public var label: String
    public var value: String

    public init(_ label: String, _ value: String) {
      self.label = label
      self.value = value
    }
  }

  public init(
    chapter: ChapterID, outcome: ChapterOutcome, score: Int, headline: String,
    details: [Detail] = [], firewall: RunSummary? = nil
  ) {
    self.chapter = chapter
    self.outcome = outcome
    self.score = score
    self.headline = headline
    self.details = details
    self.firewall = firewall
  }
}
