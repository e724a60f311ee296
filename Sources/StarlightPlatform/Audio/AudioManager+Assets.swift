import CSDL2
import CSDL2Mixer
import Foundation
import StarlightCore

/// Decoding assets to PCM at launch (seed: preload before the first chapter).
extension AudioManager {
  /// SDL_RWops is freed by the load call.
  static let freeSourceAfterUse: Int32 = 1

  /// Decodes every asset of the registry that is not loaded yet. A missing or corrupt
  /// file is logged and skipped; calling this again decodes nothing twice.
  @discardableResult
  public func preloadAll() -> PreloadReport {
    var report = PreloadReport()
    let started = clock.now()
    guard deviceOpen else {
      logger.warning("no audio device: assets not decoded, the game is silent")
      return report
    }
    for id in AudioAssetID.allCases {
      if clips[id] != nil {
        report.loaded.append(id)
        continue
      }
      let path = (assetsDirectory as NSString).appendingPathComponent(id.relativePath)
      switch decode(path: path, id: id.rawValue) {
      case .success(let clip):
        clips[id] = clip
        report.loaded.append(id)
        report.decoded += 1
        report.decodedBytes += clip.byteCount
      case .failure(let failure):
        report.failed[id] = failure.reason
        logger.warning("audio asset \(id.rawValue) skipped: \(failure.reason); it will be silent")
      }
    }
    report.elapsed = clock.now() - started
    let megabytes = Double(clips.values.reduce(0) { $0 + $1.byteCount }) / 1_048_576
    logger.info(
      "preloaded \(report.loaded.count)/\(AudioAssetID.allCases.count) audio assets (\(report.decoded) decoded now, \(String(format: "%.1f", megabytes)) MB PCM) in \(String(format: "%.1f", report.elapsed.milliseconds)) ms"
    )
    return report
  }

  /// The decoded asset, if it loaded.
  public func clip(_ id: AudioAssetID) -> PCMClip? { clips[id] }

  public var loadedAssets: Set<AudioAssetID> { Set(clips.keys) }

  /// The chapter's song, if one is loaded.
  public var songClip: PCMClip? { song }

  /// Decodes the chapter's song (the beat map's audio file) so it can start on a sample.
  /// A preloaded asset at the same path is reused, not decoded again.
  @discardableResult
  public func loadSong(path: String) -> Bool {
    let wanted = Self.canonical(path)
    if let (_, clip) = clips.first(where: {
      Self.canonical((assetsDirectory as NSString).appendingPathComponent($0.key.relativePath))
        == wanted
    }) {
      song = clip
      return true
    }
    guard deviceOpen else { return false }
    switch decode(path: path, id: "song:\((path as NSString).lastPathComponent)") {
    case .success(let clip):
      song = clip
      return true
    case .failure(let failure):
      logger.error("song \(path) skipped: \(failure.reason); playing silently")
      song = nil
      return false
    }
  }

  struct DecodeFailure: Error {
    let reason: String
  }

  /// Decodes a file to the device format (SDL_mixer converts on load: 48 kHz stereo float).
  func decode(path: String, id: String) -> Result<PCMClip, DecodeFailure> {
    guard FileManager.default.fileExists(atPath: path) else {
      return .failure(DecodeFailure(reason: "missing at \(path)"))
    }
    guard let source = SDL_RWFromFile(path, "rb") else {
      return .failure(DecodeFailure(reason: "unreadable: \(String(cString: SDL_GetError()))"))
    }
    guard let chunk = Mix_LoadWAV_RW(source, Self.freeSourceAfterUse) else {
      return .failure(
        DecodeFailure(reason: "could not be decoded: \(String(cString: SDL_GetError()))"))
    }
    defer { Mix_FreeChunk(chunk) }
    decodeCount += 1
    let count = Int(chunk.pointee.alen) / MemoryLayout<Float>.stride
    guard let bytes = chunk.pointee.abuf, count > 0 else {
      return .failure(DecodeFailure(reason: "decoded to no samples"))
    }
    let samples = bytes.withMemoryRebound(to: Float.self, capacity: count) {
      Array(UnsafeBufferPointer(start: $0, count: count))
    }
    return .success(PCMClip(id: id, samples: samples, channels: Int(AudioSettings.channelCount)))
  }

  private static func canonical(_ path: String) -> String {
    URL(fileURLWithPath: path).standardizedFileURL.resolvingSymlinksInPath().path
  }
}
