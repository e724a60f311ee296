import Foundation
import StarlightCore
import Testing

@testable import StarlightPlatform

/// The real scene host and platform layer on SDL's dummy video and audio drivers, on a
/// manual clock with scripted events: a few seconds of autoplay end cleanly with every note
/// it reached judged perfectly, and the last frame is saved.
@Suite(.serialized, .sdlExclusive) struct HeadlessSmokeTests {
  private static let quitAfter = Nanoseconds.seconds(3)

  @Test func autoplayRunsAndQuitsCleanlyOnDummyDrivers() throws {
    let screenshot = FileManager.default.temporaryDirectory
      .appendingPathComponent("starlight-smoke-\(getpid()).bmp").path
    let fixture = try HostFixture(
      start: .seconds(100),
      options: PlayOptions(quitAfter: Self.quitAfter, screenshotPath: screenshot, renderRate: 60))
    var attempts: [ChapterSummary] = []
    fixture.host.interpreter.onAttemptFinished = { _, summary in attempts.append(summary) }
    let finished = try fixture.runFirewallBot(
      on: HostFixture.beatMap(title: "Smoke", notes: 5, laneCount: 3))
    #expect(fixture.host.statistics.frameCount >= 5 * 60 - 1, "a frame every 1/60 s of media time")

    #expect(finished.chapterTime(at: fixture.clock.now()) >= Self.quitAfter)
    let run = try #require(finished.stepper.rules(as: FirewallRun.self))
    let reached = run.judgements.prefix { $0 != nil }
    #expect(reached.count == 5)
    for judgement in reached {
      #expect(judgement == .hit(tier: 0, offset: 0))
    }
    #expect(attempts.count == 1, "quitting mid-attempt records it")
    #expect(FileManager.default.fileExists(atPath: screenshot))
    try? FileManager.default.removeItem(atPath: screenshot)
  }
}
