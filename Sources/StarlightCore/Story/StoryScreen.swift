/// What the story flow shows. Menus carry their selection; timed screens when they began.
public enum StoryScreen: Sendable, Equatable {
  case title(selection: TitleItem)
  case chapterSelect(selection: ChapterID)
  /// The chapter's number, name and tagline before it starts.
  case titleCard(ChapterID, since: Nanoseconds)
  /// The chapter is being played; the flow waits for its end or a quit.
  case playing(ChapterID, autoAssist: Bool)
  case result(StoryResult)
  /// The story is over.
  case end(since: Nanoseconds)
  /// The player quit: the game closes.
  case finished
}
