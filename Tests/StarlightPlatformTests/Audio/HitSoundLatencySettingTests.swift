import Foundation
import StarlightCore
import Testing

@testable import StarlightPlatform

/// The setting that raises L: read tolerantly like the others, never lowering L below
/// what the buffer needs, clamped to a sane most, and what the AudioManager mixes with.
/// Its AudioManagers start and stop SDL's audio, which the whole process shares: SDL is
/// this suite's alone while it runs (the cases once ran side by side, and one closed the
/// mixer under another: a crash in `Mix_CloseAudio`).
@Suite(.serialized, .sdlExclusive) struct HitSoundLatencySettingTests {
  struct Case: Sendable, CustomStringConvertible {
    let json: String
    let latency: Nanoseconds
    var description: String { json }
  }

  @Test(arguments: [
    Case(json: #"{"audioOffsetMs": 3}"#, latency: .milliseconds(20)),
    Case(json: #"{"hitSoundLatencyMs": 35}"#, latency: .milliseconds(35)),
    Case(json: #"{"hitSoundLatencyMs": 5}"#, latency: .milliseconds(20)),
    Case(json: #"{"hitSoundLatencyMs": -40}"#, latency: .milliseconds(20)),
    Case(json: #"{"hitSoundLatencyMs": 100000}"#, latency: .milliseconds(250)),
    Case(json: #"{"audioBufferFrames": 1024}"#, latency: .milliseconds(52)),
    Case(json: #"{"audioBufferFrames": 64, "hitSoundLatencyMs": 12.5}"#, latency: 13_000_000),
  ])
  func theSettingRaisesLOnly(_ entry: Case) throws {
    let settings = try JSONDecoder().decode(Settings.self, from: Data(entry.json.utf8))
    #expect(settings.audio.hitSoundLatency.nanoseconds() == entry.latency)
    let audio = AudioManager(
      assetsDirectory: "/nonexistent", settings: settings.audio, mode: .decodeOnly)
    #expect(audio.hitSoundLatency == settings.audio.hitSoundLatency)
  }

  @Test func theSettingSurvivesASave() throws {
    let saved = try JSONEncoder().encode(Settings(hitSoundLatencyMs: 42))
    #expect(try JSONDecoder().decode(Settings.self, from: saved).hitSoundLatencyMs == 42)
  }
}
