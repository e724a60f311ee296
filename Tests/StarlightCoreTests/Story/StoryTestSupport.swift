@testable import StarlightCore

/// The chapters of this build, as the flow gets them.
let storyChapters: [ChapterID] = [.powerUp, .firewall, .finale]

let mainTheme = StoryEffect.game(.music(.crossFade(to: .main, from: 0)))
let click = StoryEffect.game(.sound(.click))

func summary(_ chapter: ChapterID, _ outcome: ChapterOutcome, score: Int = 100) -> ChapterSummary {
  ChapterSummary(chapter: chapter, outcome: outcome, score: score, headline: "score \(score)")
}

func makeFlow(
  progress: StoryProgress = StoryProgress(), settings: MenuSettings = MenuSettings(),
  chapters: [ChapterID] = storyChapters, start: StoryStart = .title, now: Nanoseconds = 0
) -> StoryFlow {
  StoryFlow(
    progress: progress, settings: settings, tuning: .defaults, chapters: chapters,
    start: start, now: now)
}

extension StoryFlow {
  /// Sends commands in order at `now` and returns every effect.
  mutating func press(_ commands: MenuCommand..., now: Nanoseconds = 0) -> [StoryEffect] {
    commands.flatMap { handle($0, now: now) }
  }

  /// Lets the title card at the front run out and the chapter start.
  mutating func passTitleCard() -> [StoryEffect] {
    guard case .titleCard(_, let since) = screen else { return [] }
    return advance(to: since + tuning.titleCardDuration)
  }

  var titleSelection: TitleItem? {
    if case .title(let selection) = screen { return selection }
    return nil
  }

  var result: StoryResult? {
    if case .result(let result) = screen { return result }
    return nil
  }
}
