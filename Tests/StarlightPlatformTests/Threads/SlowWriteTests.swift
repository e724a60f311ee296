import Foundation
import StarlightCore
import StarlightSupport
import Testing

@testable import StarlightPlatform

/// Nothing that plays waits on the disk: a run in which the lane cover moves and M mutes
/// and unmutes (each saving the settings) and whose replay is saved at its end, played
/// with every flush held until the run is over, judges every press at the same stamp and
/// puts every sample (hit sounds included) where the same run with an instant disk does;
/// the files arrive once the disk lets them go.
@Suite(.serialized, .sdlExclusive) struct SlowWriteTests {
  static let start = Nanoseconds.seconds(30)

  struct Run {
    let replay: Replay
    let judgements: [Judgement?]
    let output: [Float]
  }

  static func play(folder: String, writer: BackgroundWriter) throws -> Run {
    let fixture = try TwinHost(
      name: "slow-write", start: start, bufferFrames: 256, songSeconds: 4, seed: 7)
    let (twin, host) = (fixture.twin, fixture.host)
    let settings = SettingsStore(path: "\(folder)/settings.json", writer: writer)
    host.onMuteChanged = { muted in settings.update { $0.muted = muted } }
    let collect = host.interpreter.onAttemptFinished
    host.saveReplays(with: ReplayStore(directory: "\(folder)/replays", writer: writer))
    let save = host.interpreter.onAttemptFinished
    host.interpreter.onAttemptFinished = { replay, summary in
      collect(replay, summary)
      save(replay, summary)
    }
    let map = HostFixture.beatMap(title: "Slow", notes: 6, laneCount: 4)
    var setup = ChapterSetup(
      tuning: .defaults, beatMap: map, bindings: .defaults, audioOffset: 0, bots: false)
    setup.view.laneCover = .sudden
    setup.view.laneCoverPercent = 30
    setup.onViewChosen = { view in
      settings.update { $0.preferences.view.laneCoverPercent = view.laneCoverPercent }
    }
    let session = try ChapterSession(
      chapter: .firewall, context: ChapterContext(beatMap: map), inputSource: .player,
      now: twin.now())
    let scene = host.chapterScene(session, setup: setup, sourceLabel: nil)
    // Saves in the middle of play: the cover twice, mute and back.
    for (event, ms) in [
      (PlatformEvent.overlay(.laneCover(steps: 1)), 700), (.toggleMute, 900), (.toggleMute, 1000),
      (.overlay(.laneCover(steps: 1)), 1600),
    ] {
      fixture.events.schedule(event, at: start + .milliseconds(Int64(ms)))
    }
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
      _ = host.pumpStep(scene)
      if !host.judgeStep(scene).running { break }
      twin.idle(for: FramePacer.pumpInterval)
    }
    scene.close(now: twin.now())
    withExtendedLifetime(fixture.sdl) {}
    let run = try #require(scene.session.stepper.rules(as: FirewallRun.self))
    return Run(
      replay: try #require(fixture.replays.first), judgements: run.judgements,
      output: twin.output)
  }

  @Test func judgingAndHitSoundsDoNotWaitForTheDisk() throws {
    let root = FileManager.default.temporaryDirectory
      .appendingPathComponent("slow-write-\(UUID().uuidString)").path
    defer { try? FileManager.default.removeItem(atPath: root) }
    let instantWriter = BackgroundWriter()
    let instant = try Self.play(folder: "\(root)/instant", writer: instantWriter)
    instantWriter.drain()

    let held = HeldFlushes()
    let heldWriter = BackgroundWriter(system: held)
    let slow = try Self.play(folder: "\(root)/slow", writer: heldWriter)
    // The run is over and the disk has still written nothing.
    #expect(!FileManager.default.fileExists(atPath: "\(root)/slow/settings.json"))
    #expect(held.flushesOffTheWriter == 0, "a thread that plays wrote a file")

    #expect(slow.replay.actions == instant.replay.actions, "stamps judged")
    #expect(slow.judgements == instant.judgements)
    #expect(slow.replay.audioTiming == instant.replay.audioTiming)
    #expect(slow.replay.audioTiming?.lateSounds == 0)
    #expect(slow.output.count == instant.output.count)
    #expect(slow.output == instant.output, "every sample, hit sounds included")

    held.release()
    heldWriter.drain()
    let saved = SettingsStore(path: "\(root)/slow/settings.json").settings
    #expect(saved.preferences.view.laneCoverPercent == 40)
    #expect(saved.muted == false)
    let replays = try FileManager.default.contentsOfDirectory(atPath: "\(root)/slow/replays")
    #expect(replays.count == 1)
  }
}
