import CSDL2
import Foundation
import StarlightCore
import StarlightSupport

@testable import StarlightPlatform

/// Asset directories made in the test, so the audio tests need no shipped file: sounds are
/// written as float WAV under the registry's `.ogg` names (SDL_mixer goes by content).
final class AudioFixtureDirectory {
  let path: String

  init(_ name: String = "assets") throws {
    path =
      FileManager.default.temporaryDirectory
      .appendingPathComponent(
        "starlight-audio-\(name)-\(getpid())-\(UInt32.random(in: 0...UInt32.max))"
      ).path
    try FileManager.default.createDirectory(
      atPath: "\(path)/Audio/SFX", withIntermediateDirectories: true)
  }

  deinit {
    try? FileManager.default.removeItem(atPath: path)
  }

  func write(_ id: AudioAssetID, samples: [Float]) throws {
    let format = AudioFormat.standard
    try Data(
      WAVEncoder.encode(
        float32: samples, channels: format.channels, sampleRate: format.sampleRate)
    ).write(
      to: URL(fileURLWithPath: "\(path)/\(id.relativePath)"))
  }

  func writeGarbage(_ id: AudioAssetID) throws {
    let bytes =
      Array("OggS this is not a vorbis stream at all".utf8) + [UInt8](repeating: 0x5A, count: 512)
    try Data(bytes).write(to: URL(fileURLWithPath: "\(path)/\(id.relativePath)"))
  }

  /// A recognisable clip: a ramp per asset so decoded samples can be compared exactly.
  static func samples(frames: Int, seed: Float) -> [Float] {
    (0..<(frames * 2)).map { index in
      Float(index % 200) / 1_000 * (index % 2 == 0 ? 1 : -1) + seed
    }
  }
}

/// SDL's audio and event subsystems for a test on a chosen driver (never `SDL_Quit`).
final class SDLAudioEnvironment {
  static let subsystems = UInt32(SDL_INIT_EVENTS)

  init(driver: String = "dummy", diskFile: String? = nil) {
    setenv("SDL_AUDIODRIVER", driver, 1)
    if let diskFile { setenv("SDL_DISKAUDIOFILE", diskFile, 1) }
    SDL_InitSubSystem(Self.subsystems)
    SDL_FlushEvents(SDL_FIRSTEVENT.rawValue, SDL_LASTEVENT.rawValue)
  }

  deinit {
    setenv("SDL_AUDIODRIVER", "dummy", 1)
    unsetenv("SDL_DISKAUDIOFILE")
    SDL_QuitSubSystem(Self.subsystems)
  }
}
