import Foundation
import StarlightCore
import Testing

@testable import StarlightPlatform

/// The Audio page's device control on the dummy driver: another buffer reopens the device
/// with the music held in its place and L following the buffer (measured from the callbacks
/// once they come); a buffer the device refuses (a fake opener refuses it, as a real device
/// may) keeps the old one, open again, and gives the device's reason.
@Suite(.serialized, .sdlExclusive) struct AudioDeviceControlTests {
  /// SDL_mixer's opener, refusing the buffer sizes it is told to as a device would.
  final class RefusingOpener: AudioDeviceOpener {
    let real = SDLMixerDeviceOpener()
    let refused: Set<Int>
    static let reason = "the device does not take that buffer size"
    private(set) var asked: [Int] = []

    init(refusing refused: Set<Int>) {
      self.refused = refused
    }

    func open(bufferFrames: Int, device name: String?) throws {
      asked.append(bufferFrames)
      if refused.contains(bufferFrames) {
        throw SDLError(operation: "Mix_OpenAudioDevice", message: Self.reason)
      }
      try real.open(bufferFrames: bufferFrames, device: name)
    }

    func close() { real.close() }
    func outputDevices() -> [String] { real.outputDevices() }
    var driver: String { real.driver }
  }

  static func playing(_ name: String, opener: RefusingOpener) throws -> (
    AudioManager, PerformanceClock
  ) {
    let assets = try AudioFixtureDirectory(name)
    try assets.write(.bgmMain, samples: [Float](repeating: 0.1, count: 48_000 * 2 * 20))
    let clock = PerformanceClock()
    let audio = AudioManager(
      assetsDirectory: assets.path, settings: AudioSettings(bufferFrames: 512, muted: true),
      clock: clock, opener: opener)
    audio.preloadAll()
    #expect(audio.loadSong(path: "\(assets.path)/Audio/audio_bgm_main.ogg"))
    audio.playSong(from: .milliseconds(100), now: clock.now())
    #expect(audio.mixer.waitUntilMixed(moreThan: 48_000 / 10, limit: 5))
    return (audio, clock)
  }

  @Test("a buffer the device refuses keeps the old one, open again, and gives the reason")
  func refusedBuffer() throws {
    let environment = SDLAudioEnvironment()
    let opener = RefusingOpener(refusing: [64])
    let (audio, clock) = try Self.playing("control-refused", opener: opener)
    let now = clock.now()
    let before = try #require(audio.songTime(at: now))

    let reason = audio.reopen(bufferFrames: 64, device: nil, now: now)

    #expect(reason == RefusingOpener.reason)
    #expect(opener.asked.suffix(2) == [64, 512])
    #expect(audio.bufferFrames == 512)
    #expect(audio.isAvailable)
    #expect(audio.status == .open(device: audio.deviceDescription))
    #expect(audio.hitSoundLatency == AudioSettings(bufferFrames: 512).hitSoundLatency)
    // The music's place is kept: the clock goes on from where it was held.
    #expect(audio.songTime(at: now) == before)
    withExtendedLifetime(environment) {}
  }

  @Test("another buffer reopens the device in place; L follows it, measured once mixed")
  func acceptedBuffer() throws {
    let environment = SDLAudioEnvironment()
    let opener = RefusingOpener(refusing: [])
    let (audio, clock) = try Self.playing("control-accepted", opener: opener)
    let now = clock.now()
    let before = try #require(audio.songTime(at: now))
    let framesBefore = audio.framesMixed

    #expect(audio.reopen(bufferFrames: 256, device: nil, now: now) == nil)

    #expect(audio.bufferFrames == 256)
    #expect(audio.songTime(at: now) == before)
    let formula = AudioSettings(bufferFrames: 256).hitSoundLatency
    #expect(audio.hitSoundLatency == formula)
    #expect(audio.hitSoundLatencyFigure.measured == false)
    #expect(audio.hitSoundLatencyFigure.latency == formula.nanoseconds())
    #expect(audio.mixer.waitUntilMixed(moreThan: framesBefore + 4_800, limit: 5))
    let figure = audio.hitSoundLatencyFigure
    #expect(figure.measured)
    let observed = audio.mixer.state.withLock { $0.lastBufferFrames }
    #expect(figure.latency == AudioSettings(bufferFrames: observed).hitSoundLatency.nanoseconds())
    // The song went on from its frame rather than from the start.
    #expect(audio.mixer.withEngine { $0.songFrame } >= audio.format.frames(before))
    #expect(!audio.driver.isEmpty)
    withExtendedLifetime(environment) {}
  }
}
