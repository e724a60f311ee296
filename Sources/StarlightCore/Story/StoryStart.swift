/// Where the story flow begins.
public enum StoryStart: Sendable, Equatable {
  /// The title screen.
  case title
  /// `play --chapter N`: straight to that chapter's title card; after its result, the
  /// title screen.
  case chapter(ChapterID)
  /// `--autoplay` of the whole story: no title screen and no menu waits for a press;
  /// results move on by themselves and the end screen finishes the game.
  case autoplayStory
}
