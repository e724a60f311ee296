import Foundation
import StarlightCore
import Testing

@testable import StarlightPlatform

// An AudioManager starts and stops SDL's audio, which the whole process shares.
@Suite(.serialized, .sdlExclusive) struct AudioSettingsTests {
  @Test func anOlderSettingsFileGetsTheAudioDefaults() throws {
    let json = #"{"audioOffsetMs": 12, "muted": true, "audioBufferFrames": 512}"#
    let settings = try JSONDecoder().decode(Settings.self, from: Data(json.utf8))
    #expect(settings.masterVolume == 1)
    #expect(settings.musicVolume == 1 && settings.effectsVolume == 1)
    #expect(settings.pauseOnFocusLoss)
    #expect(!settings.resumeOnFocusAutomatically)
    #expect(settings.rumble)
    #expect(settings.audio.bufferFrames == 512)
    #expect(settings.audio.muted)
  }

  @Test func musicAndEffectsVolumesSetTheirBuses() {
    let audio = AudioManager(
      assetsDirectory: "/nonexistent", settings: AudioSettings(musicVolume: 0.5, effectsVolume: 2),
      mode: .decodeOnly)
    #expect(audio.musicVolume == 0.5 && audio.effectsVolume == 1)
    #expect(audio.mixer.withEngine { $0.musicVolume } == AudioTuning.bgmVolume * 0.5)
    audio.setEffectsVolume(0.3)
    audio.setMusicVolume(-1)
    #expect(audio.mixer.withEngine { $0.soundVolume } == AudioTuning.sfxVolume * Float(0.3))
    #expect(audio.mixer.withEngine { $0.musicVolume } == 0)
  }

  @Test func audioSettingsRoundTripAndClamp() throws {
    var settings = Settings()
    settings.masterVolume = 0.4
    settings.pauseOnFocusLoss = false
    settings.rumble = false
    let decoded = try JSONDecoder().decode(
      Settings.self, from: JSONEncoder().encode(settings))
    #expect(decoded == settings)
    let wild = AudioSettings(
      bufferFrames: 3, masterVolume: 7, limiterCeilingDecibels: 12)
    #expect(wild.bufferFrames == AudioSettings.bufferFrameRange.lowerBound)
    #expect(wild.masterVolume == 1)
    #expect(wild.limiterCeilingDecibels == 0)
    #expect(AudioSettings(masterVolume: .nan).masterVolume == 1)
    #expect(AudioSettings(muted: true, masterVolume: 0.5).masterGain == 0)
  }
}
