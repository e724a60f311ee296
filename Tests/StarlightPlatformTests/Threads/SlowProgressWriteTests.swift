import Foundation
import StarlightCore
import StarlightSupport
import Testing

@testable import StarlightPlatform

/// The story's progress waits on no thread that plays either: a story run from Chapter 4's
/// title card (which saves the chapter as reached) through the chapter to its result
/// (which saves the clear and the best), played with every flush held until the run is
/// over, judges every press at the same stamp and puts every sample (hit sounds included)
/// where the same run with an instant disk does; the progress arrives once the disk lets
/// it go.
@Suite(.serialized, .sdlExclusive) struct SlowProgressWriteTests {
  static let start = Nanoseconds.seconds(30)
  /// How long the run goes on after the result is up (its save made, its sounds heard).
  static let afterResult = Nanoseconds.milliseconds(500)

  /// What a run left, as the settings and replay test keeps it.
  typealias Run = SlowWriteTests.Run

  static func play(folder: String, writer: BackgroundWriter) throws -> Run {
    let fixture = try TwinHost(
      name: "slow-progress", start: start, bufferFrames: 256, songSeconds: 4, seed: 11)
    let (twin, host) = (fixture.twin, fixture.host)
    let store = ProgressStore(path: "\(folder)/progress.json", writer: writer)
    let map = HostFixture.beatMap(title: "Slow", notes: 6, laneCount: 4)
    let setup = ChapterSetup(
      tuning: .defaults, beatMap: map, bindings: .defaults, audioOffset: 0, bots: false)
    let flow = StoryFlow(
      progress: store.progress, settings: MenuSettings(), tuning: .defaults,
      chapters: ChapterCatalog.available, start: .chapter(.firewall), now: twin.now())
    let scene = StoryScene(
      flow: flow, setup: setup, interpreter: host.interpreter,
      onProgress: { store.save($0).map(ErrorText.reason) }, onSettings: { _ in },
      progressFailures: store.failures, now: twin.now())
    var presses = map.notes.map { (time: $0.time, lane: $0.lane) }
    var releases: [(time: Nanoseconds, lane: Int)] = []
    var resultSince: Nanoseconds?
    var steps = 0
    while steps < 400_000 {
      steps += 1
      let now = twin.now()
      if let chapter = scene.chapter, chapter.session.phase == .playing {
        let songTime = chapter.session.judgingTime(at: now)
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
      if case .result = scene.flow.screen, resultSince == nil { resultSince = now }
      if let resultSince, now >= resultSince + afterResult { break }
      _ = host.pumpStep(scene)
      if !host.judgeStep(scene).running { break }
      twin.idle(for: FramePacer.pumpInterval)
    }
    #expect(resultSince != nil, "the run reached its result")
    scene.close(now: twin.now())
    withExtendedLifetime(fixture.sdl) {}
    let run = try #require(scene.finishedRun?.session.stepper.rules(as: FirewallRun.self))
    return Run(
      replay: try #require(fixture.replays.first), judgements: run.judgements,
      output: twin.output)
  }

  @Test func judgingAndHitSoundsDoNotWaitForTheProgressSave() throws {
    let root = FileManager.default.temporaryDirectory
      .appendingPathComponent("slow-progress-\(UUID().uuidString)").path
    defer { try? FileManager.default.removeItem(atPath: root) }
    let instantWriter = BackgroundWriter()
    let instant = try Self.play(folder: "\(root)/instant", writer: instantWriter)
    instantWriter.drain()
    #expect(ProgressStore(path: "\(root)/instant/progress.json").progress.cleared == [.firewall])

    let held = HeldFlushes()
    let heldWriter = BackgroundWriter(system: held)
    // The story saves as it starts: the writer thread is running (and named, which is how
    // the held disk knows it) before then.
    heldWriter.drain()
    let slow = try Self.play(folder: "\(root)/slow", writer: heldWriter)
    // The run is over and the disk has still written nothing.
    #expect(!FileManager.default.fileExists(atPath: "\(root)/slow/progress.json"))
    #expect(held.flushesOffTheWriter == 0, "a thread that plays wrote a file")

    #expect(slow.replay.actions == instant.replay.actions, "stamps judged")
    #expect(slow.judgements == instant.judgements)
    #expect(slow.replay.audioTiming == instant.replay.audioTiming)
    #expect(slow.replay.audioTiming?.lateSounds == 0)
    #expect(slow.output.count == instant.output.count)
    #expect(slow.output == instant.output, "every sample, hit sounds included")

    held.release()
    heldWriter.drain()
    let saved = ProgressStore(path: "\(root)/slow/progress.json").progress
    #expect(saved.reached.contains(.firewall))
    #expect(saved.cleared == [.firewall])
    #expect(saved.best[.firewall] != nil)
  }
}
