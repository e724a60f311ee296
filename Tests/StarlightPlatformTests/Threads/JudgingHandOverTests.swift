import Foundation
import StarlightCore
import Testing

@testable import StarlightPlatform

/// The judging path alone hands hit sounds to the audio thread: presses stamped off the
/// drawing thread are judged and their sounds reach the (simulated) device on a manual
/// clock with no frame ever drawn, every one on time and on the sample the offline render
/// of the run's replay puts it.
@Suite(.serialized, .sdlExclusive) struct JudgingHandOverTests {
  static let start = Nanoseconds.seconds(30)

  @Test(arguments: [64, 256])
  func soundsReachTheAudioThreadWithNoFrameDrawn(bufferFrames: Int) throws {
    let fixture = try TwinHost(
      name: "handover", start: Self.start, bufferFrames: bufferFrames, songSeconds: 4,
      seed: UInt64(bufferFrames) + 1)
    let (twin, host) = (fixture.twin, fixture.host)
    let map = HostFixture.beatMap(title: "HandOver", notes: 6, laneCount: 4)
    let session = try ChapterSession(
      chapter: .firewall, context: ChapterContext(beatMap: map), inputSource: .player,
      now: twin.now())
    let scene = host.chapterScene(
      session,
      setup: ChapterSetup(
        tuning: .defaults, beatMap: map, bindings: .defaults, audioOffset: 0, bots: false),
      sourceLabel: nil)
    // The player presses each note's lane as its time comes (stamped then, by a reader
    // off the drawing thread), releasing 60 ms later; only the judging path runs.
    var presses = map.notes.map { (time: $0.time, lane: $0.lane) }
    var releases: [(time: Nanoseconds, lane: Int)] = []
    var steps = 0
    while steps < 200_000 {
      steps += 1
      let now = twin.now()
      if scene.session.phase == .playing {
        let songTime = scene.session.judgingTime(at: now)
        if let next = presses.first, songTime >= next.time {
          presses.removeFirst()
          host.directInputs.push(StampedInput(input: .lane(next.lane, .press), stamp: now))
          releases.append((songTime + .milliseconds(60), next.lane))
        }
        if let next = releases.first, songTime >= next.time {
          releases.removeFirst()
          host.directInputs.push(StampedInput(input: .lane(next.lane, .release), stamp: now))
        }
      }
      if !host.judgeStep(scene).running { break }
      twin.idle(for: FramePacer.pumpInterval)
    }
    scene.close(now: twin.now())
    withExtendedLifetime(fixture.sdl) {}

    #expect(host.statistics.frameCount == 0, "no frame drawn")
    let replay = try #require(fixture.replays.first)
    let timing = try #require(replay.audioTiming)
    #expect(timing.lateSounds == 0)
    let run = try #require(scene.session.stepper.rules(as: FirewallRun.self))
    #expect(run.judgements.count == map.notes.count)
    for judgement in run.judgements {
      guard case .hit = judgement else {
        Issue.record("a note not hit: \(String(describing: judgement))")
        continue
      }
    }
    let compared = try fixture.compareWithRender(replay, map: map)
    #expect(compared.result.scheduledSounds == map.notes.count)
    #expect(compared.count >= 2 * 48_000 * 33 / 10)
    let largest = compared.largest
    #expect(largest <= LiveVersusRenderTests.tolerance, "largest difference \(largest)")
  }
}
