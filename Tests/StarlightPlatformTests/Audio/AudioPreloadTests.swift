import Foundation
import StarlightCore
import Testing

@testable import StarlightPlatform

/// Preloading on SDL's dummy audio driver with assets written by the test.
@Suite(.serialized, .sdlExclusive) struct AudioPreloadTests {
  @Test func missingAndCorruptFilesAreSkippedAndTheRestLoadOnce() throws {
    let environment = SDLAudioEnvironment()
    let assets = try AudioFixtureDirectory("preload")
    var expected: [AudioAssetID: [Float]] = [:]
    for (index, id) in AudioAssetID.allCases.enumerated() where id != .sfxClick && id != .sfxError {
      let samples = AudioFixtureDirectory.samples(
        frames: 2_400 + index * 100, seed: Float(index) / 100)
      try assets.write(id, samples: samples)
      expected[id] = samples
    }
    try assets.writeGarbage(.sfxError)  // sfxClick is simply missing

    let audio = AudioManager(assetsDirectory: assets.path, settings: AudioSettings(muted: true))
    #expect(audio.isAvailable)
    let first = audio.preloadAll()
    #expect(Set(first.loaded) == Set(expected.keys))
    #expect(Set(first.failed.keys) == [.sfxClick, .sfxError])
    #expect(first.failed[.sfxClick]?.contains("missing") == true)
    #expect(first.failed[.sfxError]?.contains("could not be decoded") == true)
    #expect(first.decoded == 5)
    for (id, samples) in expected {
      #expect(audio.clip(id)?.samples == samples, "\(id) decoded exactly")
    }

    let second = audio.preloadAll()
    #expect(second.decoded == 0)
    #expect(audio.decodeCount == 5)
    #expect(audio.loadedAssets == Set(expected.keys))

    // The game still runs: a skipped sound is a silent no-op.
    audio.play(.click)
    audio.play(.error)
    audio.play(.shieldImpact)
    audio.crossFade(to: .bgmFinale)
    withExtendedLifetime(environment) {}
  }

  @Test func theChaptersSongReusesThePreloadedTrack() throws {
    let environment = SDLAudioEnvironment()
    let assets = try AudioFixtureDirectory("song")
    try assets.write(.bgmMain, samples: AudioFixtureDirectory.samples(frames: 4_800, seed: 0))
    let audio = AudioManager(assetsDirectory: assets.path, settings: AudioSettings(muted: true))
    audio.preloadAll()
    let decoded = audio.decodeCount
    #expect(audio.loadSong(path: "\(assets.path)/Audio/../Audio/audio_bgm_main.ogg"))
    #expect(audio.decodeCount == decoded)
    #expect(audio.songClip == audio.clip(.bgmMain))
    #expect(!audio.loadSong(path: "\(assets.path)/nothing.ogg"))
    withExtendedLifetime(environment) {}
  }

  @Test func withNoDeviceEveryCallIsASilentNoOp() {
    let environment = SDLAudioEnvironment(driver: "no-such-driver")
    let audio = AudioManager(assetsDirectory: "/nonexistent", settings: AudioSettings())
    #expect(!audio.isAvailable)
    #expect(audio.status.notice != nil)
    #expect(audio.preloadAll().loaded.isEmpty)
    audio.playSong(from: 0)
    audio.pauseMusic()
    audio.resumeMusic(at: 0)
    audio.play(.shieldImpact)
    audio.setMuted(true)
    #expect(audio.songTime(at: 0) == nil)
    audio.fadeOutForQuit()
    withExtendedLifetime(environment) {}
  }
}
