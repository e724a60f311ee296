import CSDL2
import CSDL2Mixer
import Foundation
import Logging
import StarlightCore

/// The only code that touches SDL_mixer. Opens the device once, preloads every asset as
/// PCM, mixes the music voice itself (sample-exact starts) and plays sound effects on
/// mixer channels. No call throws: without a device the game runs silently.
public final class AudioManager {
  /// SDL's AUDIO_F32LSB: 32-bit float samples, little endian (the C macro is not imported).
  private static let float32Format: UInt16 = 0x8120
  private static let sfxChannelCount: Int32 = 32
  private static let mixerVolumeMax: Double = 128
  private static let freeSourceAfterUse: Int32 = 1

  private let logger = Logger(label: "starlight.audio")
  private let assetsDirectory: String
  private var settings: AudioSettings
  private var mixer: MusicMixer?
  private var chunks: [AudioAssetID: UnsafeMutablePointer<Mix_Chunk>] = [:]
  private var music: [AudioAssetID: [Float]] = [:]
  private var song: [Float]?

  /// Whether a device is open. When false every call is a silent no-op.
  public private(set) var isAvailable = false
  public private(set) var deviceDescription = "no audio device"

  public init(assetsDirectory: String, settings: AudioSettings) {
    self.assetsDirectory = assetsDirectory
    self.settings = settings
    open()
  }

  deinit {
    close()
  }

  public var isMuted: Bool { settings.muted }

  public func preloadAll() {
    guard isAvailable else { return }
    for id in AudioAssetID.allCases where chunks[id] == nil && music[id] == nil {
      let path = (assetsDirectory as NSString).appendingPathComponent(id.relativePath)
      guard FileManager.default.fileExists(atPath: path) else {
        logger.warning("audio asset \(id.rawValue) missing at \(path); it will be silent")
        continue
      }
      guard let chunk = Mix_LoadWAV_RW(SDL_RWFromFile(path, "rb"), Self.freeSourceAfterUse) else {
        logger.warning(
          "audio asset \(id.rawValue) could not be decoded: \(String(cString: SDL_GetError()))")
        continue
      }
      if id.isMusic {
        music[id] = Self.floatSamples(of: chunk)
        Mix_FreeChunk(chunk)
      } else {
        Mix_VolumeChunk(chunk, Int32(GameConstants.sfxVolume * Self.mixerVolumeMax))
        chunks[id] = chunk
      }
    }
    logger.info("preloaded \(music.count) music and \(chunks.count) sound assets")
  }

  /// Decodes the chapter's song (the beat map's audio file) so it can start on a sample.
  @discardableResult
  public func loadSong(path: String) -> Bool {
    guard isAvailable else { return false }
    guard let chunk = Mix_LoadWAV_RW(SDL_RWFromFile(path, "rb"), Self.freeSourceAfterUse) else {
      logger.error(
        "song \(path) could not be decoded: \(String(cString: SDL_GetError())); playing silently")
      return false
    }
    song = Self.floatSamples(of: chunk)
    Mix_FreeChunk(chunk)
    return true
  }

  /// Starts the chapter's song so that its position is `position` now (negative: after
  /// that much silence). It plays once.
  public func playSong(from position: Nanoseconds) {
    guard let song else { return }
    start(samples: song, from: position, loops: false)
  }

  /// Starts `id` so that its position is `position` now; negative means after a delay.
  public func playMusic(_ id: AudioAssetID, from position: Nanoseconds, loops: Bool) {
    guard let samples = music[id] else { return }
    start(samples: samples, from: position, loops: loops)
  }

  private func start(samples: [Float], from position: Nanoseconds, loops: Bool) {
    guard let mixer else { return }
    let frame = frames(position)
    let gain = settings.muted ? 0 : Float(GameConstants.bgmVolume)
    mixer.state.withLock { state in
      state.voice = MusicVoice(
        samples: samples, channels: Int(AudioSettings.channelCount), position: frame,
        isPlaying: true, loops: loops, gain: gain)
    }
  }

  public func pauseMusic() {
    mixer?.state.withLock { $0.voice.isPlaying = false }
  }

  public func resumeMusic(at position: Nanoseconds) {
    let frame = frames(position)
    mixer?.state.withLock { state in
      state.voice.position = frame
      state.voice.isPlaying = true
    }
  }

  public func stopMusic() {
    mixer?.state.withLock { $0.voice.isPlaying = false }
  }

  public func play(_ sound: GameEffect.Sound) {
    guard let chunk = chunks[AudioAssetID(sound)] else { return }
    if Mix_PlayChannelTimed(-1, chunk, 0, -1) < 0 {
      logger.debug("no free channel for \(sound.rawValue)")
    }
  }

  public func setMuted(_ muted: Bool) {
    settings.muted = muted
    applyVolume()
  }

  private func applyVolume() {
    guard isAvailable else { return }
    Mix_Volume(-1, settings.muted ? 0 : Int32(Self.mixerVolumeMax))
    Mix_VolumeMusic(settings.muted ? 0 : Int32(Self.mixerVolumeMax))
    let muted = settings.muted
    mixer?.state.withLock { $0.voice.gain = muted ? 0 : Float(GameConstants.bgmVolume) }
  }

  private func frames(_ position: Nanoseconds) -> Int {
    Int(position * Int64(AudioSettings.sampleRate) / Nanoseconds.perSecond)
  }

  private func open() {
    do {
      try SDLCheck.status(SDL_InitSubSystem(UInt32(SDL_INIT_AUDIO)), "SDL_InitSubSystem(audio)")
      try SDLCheck.status(
        Mix_OpenAudioDevice(
          AudioSettings.sampleRate, Self.float32Format, AudioSettings.channelCount,
          Int32(settings.bufferFrames), nil, 0),
        "Mix_OpenAudioDevice")
    } catch {
      logger.error("audio unavailable, the game runs silently: \(error)")
      return
    }
    isAvailable = true
    Mix_AllocateChannels(Self.sfxChannelCount)
    let mixer = MusicMixer(channels: Int(AudioSettings.channelCount))
    self.mixer = mixer
    Mix_HookMusic(MusicMixer.hook, Unmanaged.passUnretained(mixer).toOpaque())
    let driver = SDL_GetCurrentAudioDriver().map { String(cString: $0) } ?? "unknown"
    let latencyMs = Double(settings.bufferFrames) * 1_000 / Double(AudioSettings.sampleRate)
    deviceDescription = "\(driver), \(AudioSettings.sampleRate) Hz, \(settings.bufferFrames) frames"
    logger.info(
      "audio open: driver \(driver), \(AudioSettings.sampleRate) Hz stereo float, buffer \(settings.bufferFrames) frames (assumed latency \(String(format: "%.1f", latencyMs)) ms)"
    )
    applyVolume()
  }

  private func close() {
    guard isAvailable else { return }
    Mix_HookMusic(nil, nil)
    Mix_HaltChannel(-1)
    for chunk in chunks.values { Mix_FreeChunk(chunk) }
    chunks = [:]
    Mix_CloseAudio()
    SDL_QuitSubSystem(UInt32(SDL_INIT_AUDIO))
    isAvailable = false
  }

  private static func floatSamples(of chunk: UnsafeMutablePointer<Mix_Chunk>) -> [Float] {
    let count = Int(chunk.pointee.alen) / MemoryLayout<Float>.stride
    guard let bytes = chunk.pointee.abuf, count > 0 else { return [] }
    return bytes.withMemoryRebound(to: Float.self, capacity: count) {
      Array(UnsafeBufferPointer(start: $0, count: count))
    }
  }
}
