import Testing

@testable import StarlightCore

@Suite("Story progress")
struct StoryProgressTests {
  @Test("a clear marks the chapter reached and cleared, with its result as best")
  func clear() {
    var progress = StoryProgress()
    #expect(progress.isFresh)
    #expect(progress.record(summary(.powerUp, .cleared, score: 500)) == true)
    #expect(progress.reached == [.powerUp])
    #expect(progress.cleared == [.powerUp])
    #expect(progress.best[.powerUp] == BestResult(score: 500, headline: "score 500"))
    #expect(!progress.isFresh)
  }

  @Test("the best result is the highest score; a tie or a lower one keeps the earlier")
  func best() {
    var progress = StoryProgress()
    progress.record(summary(.firewall, .cleared, score: 500))
    #expect(progress.record(summary(.firewall, .cleared, score: 700)) == true)
    #expect(progress.best[.firewall]?.score == 700)
    #expect(progress.record(summary(.firewall, .cleared, score: 700)) == false)
    #expect(progress.record(summary(.firewall, .cleared, score: 300)) == false)
    #expect(progress.best[.firewall] == BestResult(score: 700, headline: "score 700"))
  }

  @Test("a failure counts for its chapter only, and never sets a best result")
  func failure() {
    var progress = StoryProgress()
    progress.record(summary(.firewall, .failed, score: 900))
    progress.record(summary(.firewall, .failed))
    #expect(progress.failureCount(of: .firewall) == 2)
    #expect(progress.failureCount(of: .powerUp) == 0)
    #expect(progress.best.isEmpty)
    #expect(progress.cleared.isEmpty)
    #expect(progress.reached == [.firewall])
  }

  @Test("an abandoned attempt changes nothing")
  func abandoned() {
    var progress = StoryProgress()
    #expect(progress.record(summary(.firewall, .playing)) == false)
    #expect(progress == StoryProgress())
  }

  @Test("Auto-Assist is on from the tuned number of failures")
  func autoAssist() {
    var tuning = StoryTuning.defaults
    tuning.failuresBeforeAutoAssist = 2
    let progress = StoryProgress(failures: [.powerUp: 1, .firewall: 2])
    #expect(!progress.autoAssist(for: .powerUp, tuning: tuning))
    #expect(progress.autoAssist(for: .firewall, tuning: tuning))
    #expect(!progress.autoAssist(for: .finale, tuning: tuning))
  }

  @Test("Continue is the first available chapter not cleared, whatever else is cleared")
  func continueChapter() {
    let available: [ChapterID] = [.powerUp, .firewall, .finale]
    #expect(StoryProgress().continueChapter(in: available) == .powerUp)
    #expect(StoryProgress(cleared: [.powerUp]).continueChapter(in: available) == .firewall)
    #expect(StoryProgress(cleared: [.firewall]).continueChapter(in: available) == .powerUp)
    #expect(
      StoryProgress(cleared: [.powerUp, .firewall, .finale]).continueChapter(in: available) == nil)
    #expect(StoryProgress(cleared: [.powerUp, .hearts]).continueChapter(in: [.hearts]) == nil)
  }

  @Test("reached chapters are offered in story order, only those that exist")
  func reachedChapters() {
    let progress = StoryProgress(reached: [.finale, .powerUp, .cipher])
    #expect(progress.reachedChapters(in: [.powerUp, .firewall, .finale]) == [.powerUp, .finale])
  }

  @Test("reach reports whether it changed anything")
  func reach() {
    var progress = StoryProgress()
    #expect(progress.reach(.finale) == true)
    #expect(progress.reach(.finale) == false)
  }
}
