import Testing

@testable import StarlightCore

@Suite("Story flow: Auto-Assist per chapter")
struct StoryFlowAutoAssistTests {
  static let threshold = StoryTuning.defaults.failuresBeforeAutoAssist

  /// Fails `chapter` once from its title card and retries, returning the result shown.
  static func fail(_ flow: inout StoryFlow, _ chapter: ChapterID) -> StoryResult? {
    _ = flow.passTitleCard()
    _ = flow.attemptEnded(summary(chapter, .failed), now: 0)
    let result = flow.result
    _ = flow.press(.confirm)  // Retry
    return result
  }

  @Test("Auto-Assist engages after the tuned number of failures of that chapter")
  func engagesAfterFailures() {
    #expect(Self.threshold == 3)
    var flow = makeFlow(start: .chapter(.firewall))
    var results: [StoryResult] = []
    for _ in 0..<Self.threshold {
      if let result = Self.fail(&flow, .firewall) { results.append(result) }
    }
    #expect(results.map(\.failures) == [1, 2, 3])
    #expect(results.map(\.autoAssist) == [false, false, true])
    #expect(results.map(\.autoAssistJustEngaged) == [false, false, true])
    #expect(flow.passTitleCard() == [.startChapter(.firewall, autoAssist: true)])
    #expect(flow.screen == .playing(.firewall, autoAssist: true))
    _ = flow.attemptEnded(summary(.firewall, .failed), now: 0)
    #expect(flow.result?.autoAssist == true)
    #expect(flow.result?.autoAssistJustEngaged == false, "it was on already")
  }

  @Test("failures of one chapter do not engage another's Auto-Assist")
  func perChapter() {
    var flow = makeFlow(start: .chapter(.firewall))
    for _ in 0..<Self.threshold { _ = Self.fail(&flow, .firewall) }
    #expect(flow.autoAssist(for: .firewall))
    #expect(!flow.autoAssist(for: .powerUp))
    _ = flow.press(.back, .up, .confirm)  // the title, then Start
    #expect(flow.screen == .titleCard(.powerUp, since: 0))
    #expect(flow.passTitleCard() == [.startChapter(.powerUp, autoAssist: false)])
  }

  @Test("failures are kept in the progress, so Auto-Assist survives a restart")
  func persisted() {
    let progress = StoryProgress(reached: [.powerUp], failures: [.powerUp: Self.threshold])
    var flow = makeFlow(progress: progress, start: .chapter(.powerUp))
    #expect(flow.passTitleCard() == [.startChapter(.powerUp, autoAssist: true)])
  }

  @Test("a clear keeps Auto-Assist on for that chapter")
  func clearKeepsIt() {
    var progress = StoryProgress(failures: [.powerUp: Self.threshold])
    progress.record(summary(.powerUp, .cleared))
    #expect(progress.autoAssist(for: .powerUp, tuning: .defaults))
  }
}
