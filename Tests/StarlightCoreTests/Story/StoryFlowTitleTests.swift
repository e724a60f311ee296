import Testing

@testable import StarlightCore

@Suite("Story flow: title screen, chapter select, settings")
struct StoryFlowTitleTests {
  @Test("a fresh game opens on Start with Continue and Chapters disabled, playing the main theme")
  func freshTitle() {
    let flow = makeFlow()
    #expect(flow.screen == .title(selection: .start))
    #expect(flow.startEffects == [.game(.music(.play(.main, from: 0)))])
    #expect(flow.isEnabled(.start) && flow.isEnabled(.settings) && flow.isEnabled(.quit))
    #expect(!flow.isEnabled(.continueStory))
    #expect(!flow.isEnabled(.chapters))
  }

  @Test("with progress the title opens on Continue, at the first chapter not cleared")
  func titleWithProgress() {
    let flow = makeFlow(
      progress: StoryProgress(reached: [.powerUp, .firewall], cleared: [.powerUp]))
    #expect(flow.screen == .title(selection: .continueStory))
    #expect(flow.continueChapter == .firewall)
    #expect(flow.isEnabled(.chapters))
  }

  @Test("up and down skip disabled items, wrap around, and click")
  func titleNavigation() {
    var flow = makeFlow()
    #expect(flow.press(.down) == [click])
    #expect(flow.titleSelection == .settings)
    #expect(flow.press(.down) == [click])
    #expect(flow.titleSelection == .freePlay)
    #expect(flow.press(.down) == [click])
    #expect(flow.titleSelection == .quit)
    #expect(flow.press(.down) == [click])
    #expect(flow.titleSelection == .start)
    #expect(flow.press(.up) == [click])
    #expect(flow.titleSelection == .quit)
    #expect(flow.press(.left, .right, .pause).isEmpty)
    #expect(flow.titleSelection == .quit)
  }

  @Test("with everything enabled the title items go in order")
  func titleOrder() {
    var flow = makeFlow(progress: StoryProgress(reached: [.powerUp]))
    var seen = [flow.titleSelection]
    for _ in 0..<6 {
      _ = flow.press(.down)
      seen.append(flow.titleSelection)
    }
    #expect(
      seen == [.continueStory, .chapters, .settings, .freePlay, .quit, .start, .continueStory])
  }

  @Test("Esc on the title moves to Quit without quitting; a second Esc does not click")
  func titleBack() {
    var flow = makeFlow()
    #expect(flow.press(.back) == [click])
    #expect(flow.titleSelection == .quit)
    #expect(flow.press(.back).isEmpty)
    #expect(flow.titleSelection == .quit)
  }

  @Test("Quit finishes the game")
  func quit() {
    var flow = makeFlow()
    _ = flow.press(.back)
    #expect(flow.press(.confirm) == [.quit])
    #expect(flow.screen == .finished)
    #expect(flow.press(.confirm, .back, .up).isEmpty)
    #expect(flow.advance(to: .seconds(100)).isEmpty)
  }

  @Test("Start shows the first chapter's title card, cross-fades to main and saves it reached")
  func start() {
    var flow = makeFlow(
      progress: StoryProgress(reached: [.powerUp, .firewall], cleared: [.powerUp]))
    _ = flow.press(.up)
    #expect(flow.titleSelection == .start)
    let effects = flow.press(.confirm, now: ms(500))
    #expect(flow.screen == .titleCard(.powerUp, since: ms(500)))
    #expect(effects == [mainTheme])
    #expect(flow.playsStory)
  }

  @Test("Continue shows the first chapter not yet cleared")
  func continueStory() {
    var flow = makeFlow(
      progress: StoryProgress(reached: [.powerUp, .firewall], cleared: [.powerUp]))
    #expect(flow.press(.confirm, now: ms(10)) == [mainTheme])
    #expect(flow.screen == .titleCard(.firewall, since: ms(10)))
  }

  @Test("with every chapter cleared Continue is disabled")
  func everythingCleared() {
    let all = Set(storyChapters)
    let flow = makeFlow(progress: StoryProgress(reached: all, cleared: all))
    #expect(flow.continueChapter == nil)
    #expect(!flow.isEnabled(.continueStory))
    #expect(flow.screen == .title(selection: .start))
  }

  @Test("with no chapters only Settings, Free Play and Quit can be chosen")
  func noChapters() {
    var flow = makeFlow(chapters: [])
    #expect(flow.screen == .title(selection: .settings))
    #expect(!flow.isEnabled(.start))
    _ = flow.press(.up)
    #expect(flow.titleSelection == .quit, "Start, Continue and Chapters are all skipped")
  }

  @Test("the chapter select offers only the chapters reached, in story order")
  func chapterSelectOffersReached() {
    var flow = makeFlow(progress: StoryProgress(reached: [.powerUp, .finale], cleared: [.powerUp]))
    #expect(flow.selectableChapters == [.powerUp, .finale])
    _ = flow.press(.down)
    #expect(flow.titleSelection == .chapters)
    #expect(flow.press(.confirm).isEmpty)
    // Continue is at Firewall, not reached, so the selection starts on the last reached.
    #expect(flow.screen == .chapterSelect(selection: .finale))
    #expect(flow.press(.down) == [click])
    #expect(flow.screen == .chapterSelect(selection: .powerUp))
    #expect(flow.press(.down) == [click])
    #expect(flow.screen == .chapterSelect(selection: .finale))
    #expect(flow.press(.up) == [click])
    #expect(flow.screen == .chapterSelect(selection: .powerUp))
  }

  @Test("the chapter select starts on the Continue chapter when it is reached")
  func chapterSelectStartsOnContinue() {
    var flow = makeFlow(
      progress: StoryProgress(reached: [.powerUp, .firewall, .finale], cleared: [.powerUp]))
    _ = flow.press(.down, .confirm)
    #expect(flow.screen == .chapterSelect(selection: .firewall))
  }

  @Test("one reached chapter: moving does not click")
  func chapterSelectSingle() {
    var flow = makeFlow(progress: StoryProgress(reached: [.powerUp]))
    _ = flow.press(.down, .confirm)
    #expect(flow.screen == .chapterSelect(selection: .powerUp))
    #expect(flow.press(.up, .down, .left, .right).isEmpty)
  }

  @Test("choosing a chapter shows its title card and plays on in story order")
  func chapterSelectConfirm() {
    var flow = makeFlow(progress: StoryProgress(reached: [.powerUp, .firewall]))
    _ = flow.press(.down, .confirm, .down)
    #expect(flow.screen == .chapterSelect(selection: .firewall))
    #expect(flow.press(.confirm, now: ms(7)) == [mainTheme])
    #expect(flow.screen == .titleCard(.firewall, since: ms(7)))
    #expect(flow.playsStory)
  }

  @Test("Esc in the chapter select goes back to the title, on Chapters")
  func chapterSelectBack() {
    var flow = makeFlow(progress: StoryProgress(reached: [.powerUp]))
    _ = flow.press(.down, .confirm)
    #expect(flow.press(.back).isEmpty)
    #expect(flow.screen == .title(selection: .chapters))
  }

  @Test("Settings opens the settings pages in front of the title screen, which stays")
  func settingsOpen() {
    var flow = makeFlow(settings: MenuSettings(masterVolume: 0.5, muted: true))
    _ = flow.press(.down)
    #expect(flow.titleSelection == .settings)
    #expect(flow.press(.confirm) == [click, .openSettings])
    #expect(flow.screen == .title(selection: .settings))
    flow.remember(settings: MenuSettings(masterVolume: 0.9))
    #expect(flow.settings == MenuSettings(masterVolume: 0.9), "the pages' changes are kept")
  }

  @Test("a notice set from outside stays for the title screen")
  func notice() {
    var flow = makeFlow()
    flow.notice = "progress.json could not be read"
    _ = flow.press(.down, .confirm, .back)
    #expect(flow.notice == "progress.json could not be read")
  }
}
