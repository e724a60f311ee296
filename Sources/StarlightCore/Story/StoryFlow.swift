/// The story's coordinator as a pure state machine: title screen, chapter select,
/// settings, title cards, chapters, results and the end screen. Time comes in with every
/// call; what should happen (music, a chapter to start, progress to save) comes out as
/// effects. It never reads a clock or touches a file.
public struct StoryFlow: Sendable {
  public internal(set) var screen: StoryScreen
  public private(set) var progress: StoryProgress
  /// The menu's settings as last changed (the settings pages tell the flow: `remember`).
  public internal(set) var settings: MenuSettings
  public let tuning: StoryTuning
  /// The chapters that exist, in story order (`ChapterCatalog.available`).
  public let chapters: [ChapterID]
  public let start: StoryStart
  /// A line the title screen shows (a corrupt progress file set aside), set by the platform.
  public var notice: String?
  /// Whether the chapter in play is part of a run through the story (Next goes on to the
  /// following chapter) rather than a single chapter (`--chapter`), after which the title
  /// screen returns.
  public private(set) var playsStory: Bool
  /// The effects of the first screen (its music), for the caller to apply once after init.
  public private(set) var startEffects: [StoryEffect] = []

  public init(
    progress: StoryProgress, settings: MenuSettings, tuning: StoryTuning,
    chapters: [ChapterID], start: StoryStart, now: Nanoseconds
  ) {
    self.progress = progress
    self.settings = settings
    self.tuning = tuning
    self.chapters = chapters
    self.start = start
    screen = .finished
    switch start {
    case .title:
      playsStory = true
      screen = .title(selection: defaultTitleSelection)
      startEffects = [.game(.music(.play(.main, from: 0)))]
    case .chapter(let chapter):
      playsStory = false
      startEffects = enterTitleCard(chapter, now: now)
    case .autoplayStory:
      playsStory = true
      if let first = chapters.first {
        startEffects = enterTitleCard(first, now: now)
      } else {
        screen = .end(since: now)
      }
    }
  }

  /// Whether nobody is expected to press anything: results and the end screen move on by
  /// themselves.
  public var isAutoplay: Bool { start == .autoplayStory }

  /// Where Continue starts: the first chapter not yet cleared.
  public var continueChapter: ChapterID? { progress.continueChapter(in: chapters) }

  /// The chapters the chapter select offers: those reached so far, in story order.
  public var selectableChapters: [ChapterID] { progress.reachedChapters(in: chapters) }

  /// Whether a title item can be chosen now (Continue needs something to continue,
  /// Chapters a chapter reached).
  public func isEnabled(_ item: TitleItem) -> Bool {
    switch item {
    case .start: !chapters.isEmpty
    case .continueStory: !progress.isFresh && continueChapter != nil
    case .chapters: !selectableChapters.isEmpty
    case .freePlay, .settings, .quit: true
    }
  }

  /// The settings pages changed the menu's settings.
  public mutating func remember(settings: MenuSettings) { self.settings = settings }

  public func autoAssist(for chapter: ChapterID) -> Bool {
    progress.autoAssist(for: chapter, tuning: tuning)
  }

  /// The chapter after `chapter` in the story, nil after the last.
  public func nextChapter(after chapter: ChapterID) -> ChapterID? {
    guard let index = chapters.firstIndex(of: chapter), index + 1 < chapters.count else {
      return nil
    }
    return chapters[index + 1]
  }

  /// Moves timed screens on: a title card into its chapter; under autoplay, a result to
  /// its first choice and the end screen to quitting.
  public mutating func advance(to now: Nanoseconds) -> [StoryEffect] {
    switch screen {
    case .titleCard(let chapter, let since) where now >= since + tuning.titleCardDuration:
      return startChapter(chapter)
    case .result(let result) where isAutoplay && now >= result.since + tuning.titleCardDuration:
      return choose(result.items.first ?? .menu, on: result, now: now)
    case .end(let since) where isAutoplay && now >= since + tuning.endScreenDuration:
      return finish()
    default:
      return []
    }
  }

  /// When `advance` next moves the screen on by itself (a title card's end; an autoplay
  /// run's result and end screens); nil on a screen only a key moves on.
  public var nextTimedChange: Nanoseconds? {
    switch screen {
    case .titleCard(_, let since): since + tuning.titleCardDuration
    case .result(let result) where isAutoplay: result.since + tuning.titleCardDuration
    case .end(let since) where isAutoplay: since + tuning.endScreenDuration
    default: nil
    }
  }

  /// The chapter in play was cleared or failed (after its outro): record it and show the
  /// result (a bot's run is shown and not recorded). An abandoned attempt (still
  /// `.playing`) or another chapter's is ignored.
  public mutating func attemptEnded(
    _ summary: ChapterSummary, now: Nanoseconds, byBot: Bool = false
  ) -> [StoryEffect] {
    guard case .playing(let chapter, _) = screen, summary.chapter == chapter,
      summary.outcome != .playing
    else { return [] }
    if byBot {
      // The bot's run unlocks, clears and counts nothing: the player's progress is theirs.
      var result = StoryResult(
        summary: summary, failures: progress.failureCount(of: chapter),
        autoAssist: autoAssist(for: chapter), autoAssistJustEngaged: false, isNewBest: false,
        since: now, offersNext: playsStory)
      result.byBot = true
      screen = .result(result)
      return []
    }
    let assistedBefore = autoAssist(for: chapter)
    let bestBefore = progress.best[chapter]
    progress.record(summary)
    let assisted = autoAssist(for: chapter)
    screen = .result(
      StoryResult(
        summary: summary, failures: progress.failureCount(of: chapter), autoAssist: assisted,
        autoAssistJustEngaged: assisted && !assistedBefore,
        isNewBest: progress.best[chapter] != bestBefore, since: now, offersNext: playsStory))
    return [.saveProgress(progress)]
  }

  /// The platform could not save the progress of the last `.saveProgress`: on a result
  /// screen the result says so; elsewhere (a chapter reached on its title card) the title
  /// screen's notice does.
  public mutating func progressNotSaved(reason: String) {
    if case .result(var result) = screen {
      result.notSavedReason = reason
      screen = .result(result)
    } else {
      notice = "Progress not saved: \(reason)."
    }
  }

  /// The player quit the chapter from its pause menu: back to the title screen, where
  /// Continue starts that chapter again (it was not cleared).
  public mutating func chapterQuit(now: Nanoseconds) -> [StoryEffect] {
    guard case .playing = screen else { return [] }
    return showTitle(music: [Self.mainTheme])
  }

  // MARK: Transitions shared by the menus

  /// Every title card brings the main theme back (after a chapter's own song or the finale).
  static let mainTheme = StoryEffect.game(.music(.crossFade(to: .main, from: 0)))
  static let click = StoryEffect.game(.sound(.click))

  var defaultTitleSelection: TitleItem {
    if isEnabled(.continueStory) { return .continueStory }
    return TitleItem.allCases.first { isEnabled($0) } ?? .quit
  }

  mutating func beginStory(at chapter: ChapterID, now: Nanoseconds) -> [StoryEffect] {
    playsStory = true
    return enterTitleCard(chapter, now: now)
  }

  mutating func enterTitleCard(_ chapter: ChapterID, now: Nanoseconds) -> [StoryEffect] {
    screen = .titleCard(chapter, since: now)
    var effects = [Self.mainTheme]
    if progress.reach(chapter) { effects.append(.saveProgress(progress)) }
    return effects
  }

  mutating func startChapter(_ chapter: ChapterID) -> [StoryEffect] {
    let assisted = autoAssist(for: chapter)
    screen = .playing(chapter, autoAssist: assisted)
    return [.startChapter(chapter, autoAssist: assisted)]
  }

  mutating func showTitle(music: [StoryEffect]) -> [StoryEffect] {
    screen = .title(selection: defaultTitleSelection)
    return music
  }

  mutating func finish() -> [StoryEffect] {
    screen = .finished
    return [.quit]
  }

  /// A result screen's choice. Leaving a result brings the main theme back, except after
  /// the clear of a chapter that ends on its own theme (the finale plays on).
  mutating func choose(_ item: ResultItem, on result: StoryResult, now: Nanoseconds)
    -> [StoryEffect]
  {
    let music = result.isCleared && result.chapter.endsOnOwnTheme ? [] : [Self.mainTheme]
    switch item {
    case .retry:
      return enterTitleCard(result.chapter, now: now)
    case .menu:
      return showTitle(music: music)
    case .next:
      guard playsStory else { return showTitle(music: music) }
      if let next = nextChapter(after: result.chapter) { return enterTitleCard(next, now: now) }
      screen = .end(since: now)
      return music
    }
  }
}
