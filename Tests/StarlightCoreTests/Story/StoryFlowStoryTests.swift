import Testing

@testable import StarlightCore

@Suite("Story flow: title cards, chapters, results, end")
struct StoryFlowStoryTests {
  static let card = StoryTuning.defaults.titleCardDuration
  static let endWait = StoryTuning.defaults.endScreenDuration

  /// A flow started from the title with Start, at `now`, showing Chapter 1's title card.
  static func started(now: Nanoseconds = ms(1_000)) -> StoryFlow {
    var flow = makeFlow()
    _ = flow.press(.confirm, now: now)
    return flow
  }

  @Test("the title card starts its chapter at exactly its duration, not 1 ns before")
  func titleCardEdge() {
    var flow = Self.started(now: ms(1_000))
    #expect(flow.advance(to: ms(1_000) + Self.card - 1).isEmpty)
    #expect(flow.screen == .titleCard(.powerUp, since: ms(1_000)))
    #expect(flow.advance(to: ms(1_000) + Self.card) == [.startChapter(.powerUp, autoAssist: false)])
    #expect(flow.screen == .playing(.powerUp, autoAssist: false))
  }

  @Test("the first title card of a chapter saves it as reached; a second one does not save")
  func reachedSaved() {
    var flow = makeFlow()
    let effects = flow.press(.confirm, now: 0)
    var reached = StoryProgress()
    reached.reach(.powerUp)
    #expect(effects == [mainTheme, .saveProgress(reached)])
    _ = flow.press(.back)
    #expect(flow.press(.up, .confirm) == [click, mainTheme], "Start: Chapter 1 again")
  }

  @Test("confirm skips the title card; Esc goes back to the title without music")
  func titleCardCommands() {
    var flow = Self.started()
    #expect(flow.press(.confirm) == [.startChapter(.powerUp, autoAssist: false)])
    var other = Self.started()
    #expect(other.press(.up, .down, .left, .pause).isEmpty)
    #expect(other.press(.back).isEmpty)
    #expect(other.screen == .title(selection: .continueStory))
  }

  @Test("while a chapter plays, menu commands and time do nothing")
  func playingIgnoresCommands() {
    var flow = Self.started()
    _ = flow.passTitleCard()
    #expect(flow.press(.confirm, .back, .pause, .up).isEmpty)
    #expect(flow.advance(to: .seconds(1_000)).isEmpty)
    #expect(flow.screen == .playing(.powerUp, autoAssist: false))
  }

  @Test("a clear is recorded, saved, and offers Next, Retry and Menu")
  func clearResult() {
    var flow = Self.started()
    _ = flow.passTitleCard()
    let effects = flow.attemptEnded(summary(.powerUp, .cleared, score: 900), now: ms(9_000))
    #expect(flow.progress.cleared == [.powerUp])
    #expect(flow.progress.best[.powerUp] == BestResult(score: 900, headline: "score 900"))
    #expect(effects == [.saveProgress(flow.progress)])
    let result = flow.result
    #expect(result?.items == [.next, .retry, .menu])
    #expect(result?.selection == .next)
    #expect(result?.since == ms(9_000))
    #expect(result?.failures == 0)
    #expect(result?.isNewBest == true)
  }

  @Test("the bot's runs leave progress and bests untouched; a player's run after them sets them")
  func botRunsCountNothing() {
    var flow = Self.started()
    _ = flow.passTitleCard()
    let effects = flow.attemptEnded(
      summary(.powerUp, .cleared, score: 900), now: ms(9_000), byBot: true)
    #expect(effects.isEmpty)
    #expect(flow.progress.cleared.isEmpty && flow.progress.best.isEmpty)
    #expect(flow.result?.byBot == true && flow.result?.isNewBest == false)
    _ = flow.press(.down, .confirm)  // Retry
    _ = flow.passTitleCard()
    _ = flow.attemptEnded(summary(.powerUp, .failed), now: ms(19_000), byBot: true)
    #expect(flow.progress.failureCount(of: .powerUp) == 0)
    _ = flow.press(.confirm)  // Retry (a failure offers Retry first)
    _ = flow.passTitleCard()
    _ = flow.attemptEnded(summary(.powerUp, .cleared, score: 300), now: ms(29_000))
    #expect(flow.progress.cleared == [.powerUp])
    #expect(flow.progress.best[.powerUp]?.score == 300)
    #expect(flow.result?.isNewBest == true && flow.result?.byBot == false)
  }

  @Test("a clear below the best result is not a new best; a higher one is")
  func newBest() {
    let best = [ChapterID.powerUp: BestResult(score: 500, headline: "score 500")]
    var flow = makeFlow(progress: StoryProgress(reached: [.powerUp], best: best))
    _ = flow.press(.up, .confirm)
    _ = flow.passTitleCard()
    _ = flow.attemptEnded(summary(.powerUp, .cleared, score: 400), now: 0)
    #expect(flow.result?.isNewBest == false)
    _ = flow.press(.down, .confirm)  // Retry
    _ = flow.passTitleCard()
    _ = flow.attemptEnded(summary(.powerUp, .cleared, score: 600), now: 0)
    #expect(flow.result?.isNewBest == true)
    _ = flow.press(.down, .confirm)
    _ = flow.passTitleCard()
    _ = flow.attemptEnded(summary(.powerUp, .failed, score: 900), now: 0)
    #expect(flow.result?.isNewBest == false)
  }

  @Test("a failure is counted, saved, and offers Retry and Menu")
  func failureResult() {
    var flow = Self.started()
    _ = flow.passTitleCard()
    let effects = flow.attemptEnded(summary(.powerUp, .failed), now: ms(9_000))
    #expect(flow.progress.failureCount(of: .powerUp) == 1)
    #expect(effects == [.saveProgress(flow.progress)])
    #expect(flow.result?.items == [.retry, .menu])
    #expect(flow.result?.selection == .retry)
    #expect(flow.result?.failures == 1)
    #expect(flow.result?.autoAssist == false)
  }

  @Test("an abandoned summary or another chapter's is ignored")
  func ignoredSummaries() {
    var flow = Self.started()
    #expect(flow.attemptEnded(summary(.powerUp, .cleared), now: 0).isEmpty, "not playing yet")
    _ = flow.passTitleCard()
    #expect(flow.attemptEnded(summary(.powerUp, .playing), now: 0).isEmpty)
    #expect(flow.attemptEnded(summary(.firewall, .cleared), now: 0).isEmpty)
    #expect(flow.screen == .playing(.powerUp, autoAssist: false))
  }

  @Test("result navigation wraps and clicks")
  func resultNavigation() {
    var flow = Self.started()
    _ = flow.passTitleCard()
    _ = flow.attemptEnded(summary(.powerUp, .cleared), now: 0)
    #expect(flow.press(.down) == [click])
    #expect(flow.result?.selection == .retry)
    #expect(flow.press(.down) == [click])
    #expect(flow.result?.selection == .menu)
    #expect(flow.press(.down) == [click])
    #expect(flow.result?.selection == .next)
    #expect(flow.press(.up) == [click])
    #expect(flow.result?.selection == .menu)
    #expect(flow.press(.left, .right, .pause).isEmpty)
  }

  @Test("Next goes to the next chapter's title card with the main theme cross-faded in")
  func next() {
    var flow = Self.started()
    _ = flow.passTitleCard()
    _ = flow.attemptEnded(summary(.powerUp, .cleared), now: ms(5_000))
    let effects = flow.press(.confirm, now: ms(6_000))
    #expect(flow.screen == .titleCard(.firewall, since: ms(6_000)))
    #expect(effects == [mainTheme, .saveProgress(flow.progress)])
    #expect(flow.progress.reached == [.powerUp, .firewall])
  }

  @Test("Retry shows the same chapter's title card again, with the main theme")
  func retry() {
    var flow = Self.started()
    _ = flow.passTitleCard()
    _ = flow.attemptEnded(summary(.powerUp, .failed), now: ms(5_000))
    #expect(flow.press(.confirm, now: ms(6_000)) == [mainTheme])
    #expect(flow.screen == .titleCard(.powerUp, since: ms(6_000)))
  }

  @Test("Menu and Esc on a result go to the title with the main theme")
  func resultMenuAndBack() {
    for command in [MenuCommand.back, .confirm] {
      var flow = Self.started()
      _ = flow.passTitleCard()
      _ = flow.attemptEnded(summary(.powerUp, .failed), now: 0)
      if command == .confirm { _ = flow.press(.down) }
      #expect(flow.press(command) == [mainTheme])
      #expect(flow.screen == .title(selection: .continueStory))
    }
  }

  /// Plays Start through every chapter with clears, returning the effects of each Next.
  static func playThrough(_ flow: inout StoryFlow) -> [[StoryEffect]] {
    var nexts: [[StoryEffect]] = []
    var now = ms(1_000)
    while case .titleCard(let chapter, _) = flow.screen {
      _ = flow.passTitleCard()
      now += .seconds(60)
      _ = flow.attemptEnded(summary(chapter, .cleared), now: now)
      nexts.append(flow.press(.confirm, now: now))
    }
    return nexts
  }

  @Test("the story runs through the chapters in order, then the end screen; no main after 6")
  func lastChapterToEnd() {
    var flow = Self.started()
    let nexts = Self.playThrough(&flow)
    #expect(flow.progress.cleared == Set(storyChapters))
    #expect(nexts.count == 3)
    #expect(nexts[0].first == mainTheme)
    #expect(nexts[1].first == mainTheme)
    #expect(nexts[2].isEmpty, "Chapter 6 cross-fades to its finale theme itself")
    guard case .end = flow.screen else {
      Issue.record("expected the end screen, got \(flow.screen)")
      return
    }
  }

  @Test("a story whose last chapter is not the finale brings main back for the end screen")
  func endWithoutFinale() {
    var flow = makeFlow(chapters: [.powerUp, .firewall])
    _ = flow.press(.confirm, now: ms(1_000))
    let nexts = Self.playThrough(&flow)
    #expect(nexts.last == [mainTheme])
  }

  @Test("the end screen takes a press only after its duration, then shows the title")
  func endScreen() {
    var flow = Self.started()
    _ = Self.playThrough(&flow)
    guard case .end(let since) = flow.screen else {
      Issue.record("expected the end screen")
      return
    }
    #expect(flow.handle(.confirm, now: since + Self.endWait - 1).isEmpty)
    #expect(flow.advance(to: since + .seconds(100)).isEmpty, "without autoplay it waits")
    #expect(flow.handle(.up, now: since + Self.endWait).isEmpty)
    #expect(flow.handle(.back, now: since + Self.endWait).isEmpty)
    #expect(flow.screen == .title(selection: .start), "everything cleared: no Continue")
  }

  @Test("Menu after the finale's clear keeps the finale theme")
  func menuAfterFinale() {
    var flow = makeFlow(start: .chapter(.finale))
    _ = flow.passTitleCard()
    _ = flow.attemptEnded(summary(.finale, .cleared), now: 0)
    #expect(flow.press(.back).isEmpty)
    var failed = makeFlow(start: .chapter(.finale))
    _ = failed.passTitleCard()
    _ = failed.attemptEnded(summary(.finale, .failed), now: 0)
    #expect(failed.press(.back) == [mainTheme])
  }

  @Test("quitting a chapter goes to the title with main, and Continue starts it again")
  func quitMidChapter() {
    var flow = Self.started()
    _ = flow.passTitleCard()
    _ = flow.attemptEnded(summary(.powerUp, .cleared), now: 0)
    _ = flow.press(.confirm)
    _ = flow.passTitleCard()
    #expect(flow.screen == .playing(.firewall, autoAssist: false))
    #expect(flow.chapterQuit(now: ms(50_000)) == [mainTheme])
    #expect(flow.screen == .title(selection: .continueStory))
    #expect(flow.press(.confirm, now: ms(51_000)) == [mainTheme])
    #expect(flow.screen == .titleCard(.firewall, since: ms(51_000)))
    #expect(flow.chapterQuit(now: 0).isEmpty, "only a chapter in play can be quit")
  }

  @Test("--chapter N: its title card at once, and after its result the title screen")
  func singleChapter() {
    var flow = makeFlow(start: .chapter(.firewall), now: ms(300))
    #expect(flow.screen == .titleCard(.firewall, since: ms(300)))
    #expect(!flow.playsStory)
    var reached = StoryProgress()
    reached.reach(.firewall)
    #expect(flow.startEffects == [mainTheme, .saveProgress(reached)])
    _ = flow.passTitleCard()
    _ = flow.attemptEnded(summary(.firewall, .cleared), now: ms(9_000))
    // On its own, a chapter's result offers Retry and Menu: Next would only lead to the title.
    #expect(flow.result?.items == [.retry, .menu])
    #expect(flow.press(.down, .confirm).contains(mainTheme))
    #expect(flow.screen == .title(selection: .continueStory))
    _ = flow.press(.confirm)
    #expect(flow.screen == .titleCard(.powerUp, since: 0))
    #expect(flow.playsStory, "Continue from the title plays the story")
  }

  @Test("autoplay: no title, results move on after the title card duration, end quits")
  func autoplayStory() {
    var flow = makeFlow(start: .autoplayStory, now: ms(100))
    #expect(flow.screen == .titleCard(.powerUp, since: ms(100)))
    #expect(flow.startEffects.first == mainTheme)
    var now = ms(100)
    var started: [ChapterID] = []
    while case .titleCard(let chapter, let since) = flow.screen {
      now = since + Self.card
      #expect(flow.advance(to: now) == [.startChapter(chapter, autoAssist: false)])
      started.append(chapter)
      now += .seconds(30)
      _ = flow.attemptEnded(summary(chapter, .cleared), now: now)
      #expect(flow.advance(to: now + Self.card - 1).isEmpty)
      now += Self.card
      _ = flow.advance(to: now)
    }
    #expect(started == storyChapters)
    #expect(flow.screen == .end(since: now))
    #expect(flow.advance(to: now + Self.endWait - 1).isEmpty)
    #expect(flow.advance(to: now + Self.endWait) == [.quit])
    #expect(flow.screen == .finished)
  }

  @Test("autoplay: a failure retries the chapter by itself")
  func autoplayRetry() {
    var flow = makeFlow(start: .autoplayStory)
    _ = flow.passTitleCard()
    _ = flow.attemptEnded(summary(.powerUp, .failed), now: 0)
    #expect(flow.advance(to: Self.card) == [mainTheme])
    #expect(flow.screen == .titleCard(.powerUp, since: Self.card))
  }

  @Test("autoplay with no chapters goes straight to the end screen")
  func autoplayNothing() {
    var flow = makeFlow(chapters: [], start: .autoplayStory)
    #expect(flow.screen == .end(since: 0))
    #expect(flow.startEffects.isEmpty)
    #expect(flow.advance(to: Self.endWait) == [.quit])
  }

  @Test("the end screen under autoplay quits on a press after its duration")
  func autoplayEndPress() {
    var flow = makeFlow(chapters: [], start: .autoplayStory)
    #expect(flow.handle(.confirm, now: Self.endWait) == [.quit])
  }
}
