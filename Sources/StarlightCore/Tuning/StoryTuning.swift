/// The story flow's tuning: Auto-Assist, title cards, transitions.
public struct StoryTuning: Sendable, Equatable, Codable {
  /// Failures of one chapter before that chapter's Auto-Assist engages (Design-Doc 3.8).
  public var failuresBeforeAutoAssist: Int
  /// How long a chapter's title card shows before the chapter starts.
  public var titleCardDuration: Nanoseconds
  /// How long the end screen waits before it takes a press (and before `--autoplay` exits).
  public var endScreenDuration: Nanoseconds
  /// Pause after a chapter is cleared or failed before its result screen.
  public var outroDuration: Nanoseconds
  /// After Resume in the pause menu, a count-in (3, 2, 1) before play goes on.
  public var countInDuration: Nanoseconds
  /// Length of every music cross-fade.
  public var crossFadeDuration: Nanoseconds

  public static let defaults = StoryTuning(
    failuresBeforeAutoAssist: GameConstants.failuresBeforeAutoAssist,
    titleCardDuration: .milliseconds(2_500), endScreenDuration: .milliseconds(4_000),
    outroDuration: GameConstants.outroTime, countInDuration: GameConstants.countInDuration,
    crossFadeDuration: GameConstants.crossFadeDuration)
}
