import CSDL2
import Foundation
import StarlightCore
import StarlightHaptics
import Testing

@testable import StarlightPlatform

/// Chapter 4 through the scene host with a virtual pad plugged in, on a manual clock:
/// every block is felt as a thud, and quitting leaves the pad off.
@Suite("Scene host rumble on a virtual pad", .serialized, .sdlExclusive)
struct SceneHostRumbleTests {
  private static let quitAfter = Nanoseconds.seconds(3)
  private static let noteCount = 5

  private static func beatMap() -> BeatMap {
    let tempo = TempoMap(points: [TempoPoint(beat: 0, bpm: 120)], offsetNanoseconds: 0)
    // Half a second apart: each 200 ms thud is over before the next block.
    let notes = (1...noteCount).map { BeatMapNote(beat: Double($0), lane: $0 % 2) }
    return BeatMap(
      metadata: BeatMapMetadata(title: "Rumble", artist: "Tests", difficulty: "Easy"),
      audioFile: "none.ogg", audioDuration: .seconds(10), laneCount: 2, tempo: tempo,
      notes: BeatMap.timedNotes(notes, tempo: tempo), contentHash: "rumble")
  }

  @Test("autoplay: one thud per block, the pad off after quitting")
  func blocksAreFelt() throws {
    setenv("SDL_VIDEODRIVER", "dummy", 1)
    setenv("SDL_AUDIODRIVER", "dummy", 1)
    let library = HapticPatternLibrary(directory: shippedHapticsDirectory)
    let thud = try #require(library.envelope(.thud))
    let thudStart = RumbleCommand(
      levels: thud.samples[0].levels, durationMs: RumbleScheduler.leaseMilliseconds)
    let fixture = try HostFixture(
      start: .seconds(10), options: PlayOptions(quitAfter: Self.quitAfter, renderRate: 60))
    let pad = try VirtualPad(name: "Virtual Pad A")
    let haptics = HapticManager(library: library)
    #expect(haptics.hasTarget)
    fixture.host.interpreter.haptics = haptics
    let finished = try fixture.runFirewallBot(on: Self.beatMap())

    let run = try #require(finished.stepper.rules(as: FirewallRun.self))
    let blocks = run.judgements.filter { if case .hit = $0 { true } else { false } }
    #expect(blocks.count == Self.noteCount)
    let rumbles = pad.recorder.rumbles
    let thudStarts = rumbles.filter { $0.low == thudStart.low && $0.high == thudStart.high }
    #expect(thudStarts.count == blocks.count)
    #expect(rumbles.last == ReceivedRumble(low: 0, high: 0))
    haptics.shutdown()
    pad.detach()
  }
}
