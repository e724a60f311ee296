import CSDL2
import Foundation
import StarlightCore
import Testing

@testable import StarlightPlatform

/// The live path end to end on SDL's disk driver, which writes what the device would play
/// as raw float PCM: a cross-fade made through `AudioManager` and SDL_mixer's music hook
/// follows the linear ramp, as the offline render does. The main theme sounds on the left
/// channel only and the finale on the right, so each channel is one voice's gain.
@Suite(.serialized, .sdlExclusive) struct DiskDriverCrossFadeTests {
  static let level: Float = 0.5
  static let fadeFrames = 24_000

  @Test func liveCrossFadeIsLinearAndOverlapsFor500Milliseconds() throws {
    let output = FileManager.default.temporaryDirectory
      .appendingPathComponent("starlight-disk-\(getpid()).raw").path
    defer { try? FileManager.default.removeItem(atPath: output) }
    let assets = try AudioFixtureDirectory("disk")
    let frames = 48_000 * 4
    var left = [Float](repeating: 0, count: frames * 2)
    var right = [Float](repeating: 0, count: frames * 2)
    for frame in 0..<frames {
      left[frame * 2] = Self.level
      right[frame * 2 + 1] = Self.level
    }
    try assets.write(.bgmMain, samples: left)
    try assets.write(.bgmFinale, samples: right)
    do {
      let environment = SDLAudioEnvironment(driver: "disk", diskFile: output)
      let audio = AudioManager(assetsDirectory: assets.path, settings: AudioSettings())
      #expect(audio.isAvailable)
      audio.preloadAll()
      audio.playMusic(.bgmMain)
      #expect(audio.mixer.waitUntilMixed(moreThan: 9_600, limit: 5))
      audio.crossFade(to: .bgmFinale)
      let fadeRequested = audio.framesMixed
      #expect(
        audio.mixer.waitUntilMixed(
          moreThan: fadeRequested + Int64(Self.fadeFrames + 9_600), limit: 10))
      withExtendedLifetime(environment) {}
    }
    let data = try Data(contentsOf: URL(fileURLWithPath: output))
    let samples = data.withUnsafeBytes { Array($0.bindMemory(to: Float.self)) }
    let count = samples.count / 2
    let full = Self.level * AudioTuning.bgmVolume
    let start = try #require((0..<count).first { samples[$0 * 2 + 1] > 0 })
    #expect(count > start + Self.fadeFrames + 1_000)
    #expect(samples[(start - 1) * 2] == full)
    for point in 0..<10 {
      let frame = start + point * Self.fadeFrames / 10 + Self.fadeFrames / 20
      let progress = Float(frame - start + 1) / Float(Self.fadeFrames)
      #expect(abs(samples[frame * 2] / full - (1 - progress)) <= 0.01)
      #expect(abs(samples[frame * 2 + 1] / full - progress) <= 0.01)
    }
    let overlap = (0..<count).count { samples[$0 * 2] > 0 && samples[$0 * 2 + 1] > 0 }
    #expect(abs(overlap - Self.fadeFrames) <= AudioSettings.defaultBufferFrames)
    #expect(samples[(start + Self.fadeFrames) * 2 + 1] == full)
  }
}
