/// The result screen of one attempt: its figures, its choices, and for a failure how many
/// there have been and whether Auto-Assist is now on for the chapter.
public struct StoryResult: Sendable, Equatable {
  public var chapter: ChapterID
  public var summary: ChapterSummary
  public var items: [ResultItem]
  public var selection: ResultItem
  /// Failures of this chapter so far, this attempt included.
  public var failures: Int
  /// Whether the chapter's next attempt is played with Auto-Assist.
  public var autoAssist: Bool
  /// Whether this attempt's failure is the one that turned Auto-Assist on.
  public var autoAssistJustEngaged: Bool
  /// Whether this attempt's clear set a new best result for the chapter.
  public var isNewBest: Bool
  /// When the screen appeared.
  public var since: Nanoseconds
  /// Why this result was not saved to the progress file ("the disk is full"), when it was
  /// not: the screen says so, rather than show a best that the next launch will not have.
  public var notSavedReason: String?
  /// Played by the bot: shown as the bot's, and neither its clear nor its score counted.
  public var byBot = false

  /// `offersNext` false for a single chapter played on its own: Next would lead where Menu
  /// does, so only Retry and Menu are offered.
  public init(
    summary: ChapterSummary, failures: Int, autoAssist: Bool, autoAssistJustEngaged: Bool,
    isNewBest: Bool, since: Nanoseconds, offersNext: Bool = true
  ) {
    chapter = summary.chapter
    self.summary = summary
    items = ResultItem.items(for: summary.outcome).filter { offersNext || $0 != .next }
    selection = items.first ?? .menu
    self.failures = failures
    self.autoAssist = autoAssist
    self.autoAssistJustEngaged = autoAssistJustEngaged
    self.isNewBest = isNewBest
    self.since = since
  }

  public var isCleared: Bool { summary.outcome == .cleared }
}
