import Foundation
import StarlightCore
import Testing

@testable import StarlightPlatform

/// Issue 12's end-to-end promise on the simulated device: the real scene host plays a
/// jittered autoplay run of Chapter 4 through the real AudioManager, and what the device
/// played, aligned on the song's first sample, is the offline render of that run's replay
/// sample for sample, at every buffer size.
@Suite(.serialized, .sdlExclusive) struct LiveVersusRenderTests {
  static let start = Nanoseconds.seconds(40)
  static let songSeconds = 4
  static let tolerance: Float = 1e-6

  /// An impact with a sharp edge and a tail, so a sample off anywhere would show.
  static func impact() -> [Float] {
    (0..<(2_400 * 2)).map { index in
      let frame = Float(index / 2)
      return 0.3 * exp(-frame / 400) * (index / 2 % 37 < 18 ? 1 : -1)
    }
  }

  static func firstSound(_ samples: [Float]) -> Int? {
    samples.firstIndex { $0 != 0 }.map { $0 / 2 * 2 }
  }

  @Test(arguments: [64, 256, 1_024])
  func theLiveMixIsTheRenderOfItsReplay(bufferFrames: Int) throws {
    let fixture = try TwinHost(
      name: "twin", start: Self.start, bufferFrames: bufferFrames,
      songSeconds: Self.songSeconds, seed: UInt64(bufferFrames))
    let (twin, host, audio) = (fixture.twin, fixture.host, fixture.audio)
    let map = HostFixture.beatMap(title: "Twin", notes: 6, laneCount: 4)
    let context = ChapterContext(beatMap: map)
    let presses = Autoplay(jitterStandardDeviation: .milliseconds(12), seed: 7).actions(
      for: map.notes)
    let session = try ChapterSession(
      chapter: .firewall, context: context, inputSource: .scripted(.autoplay, presses),
      now: twin.now())
    _ = host.runChapter(
      session,
      setup: ChapterSetup(
        tuning: .defaults, beatMap: map, bindings: .defaults, audioOffset: 0, bots: true),
      sourceLabel: nil)
    withExtendedLifetime(fixture.sdl) {}

    let replay = try #require(fixture.replays.first)
    let timing = try #require(replay.audioTiming)
    #expect(timing.lateSounds == 0)
    #expect(timing.hitSoundLatency == audio.hitSoundLatency.nanoseconds())
    let compared = try fixture.compareWithRender(replay, map: map)
    #expect(compared.result.hitSoundLatency == audio.hitSoundLatency)
    // Every hit sound (the last press near 3 s, L and the impact after it) is inside the
    // compared stretch, which runs until the live run ended.
    #expect(compared.count >= 2 * 48_000 * 33 / 10)
    let largest = compared.largest
    #expect(largest <= Self.tolerance, "largest difference \(largest)")
    #expect(compared.result.scheduledSounds == map.notes.count)
  }
}
