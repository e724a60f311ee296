import CSDL2
import CSDL2Mixer
import Foundation
import StarlightCore

/// Decoding assets to PCM at launch (seed: preload before the first chapter).
extension AudioManager {
  /// Decodes every asset of the registry that is not loaded yet, on every core at once
  /// (`ParallelDecoder`). A missing or corrupt file is logged and skipped; calling this
  /// again decodes nothing twice.
  @discardableResult
  public func preloadAll() -> PreloadReport {
    finishPreloading()
    let started = clock.now()
    guard deviceOpen else {
      logger.warning("no audio device: assets not decoded, the game is silent")
      return PreloadReport()
    }
    let report = preload(AudioAssetID.allCases, started: started)
    let megabytes = Double(clips.values.reduce(0) { $0 + $1.byteCount }) / 1_048_576
    logger.info(
      "preloaded \(report.loaded.count)/\(AudioAssetID.allCases.count) audio assets (\(report.decoded) decoded now, \(String(format: "%.1f", megabytes)) MB PCM) in \(String(format: "%.1f", report.elapsed.milliseconds)) ms"
    )
    return report
  }

  /// Decodes those of `ids` not loaded yet, in parallel, and reports on all of them.
  func preload(_ ids: [AudioAssetID], started: Nanoseconds) -> PreloadReport {
    var report = PreloadReport()
    let wanted = ids.filter { clips[$0] == nil }
    let results = ParallelDecoder.decode(
      wanted.map { ParallelDecoder.Job(id: $0.rawValue, path: path(of: $0)) })
    let decoded = Dictionary(uniqueKeysWithValues: zip(wanted, results))
    for id in ids {
      switch decoded[id] {
      case nil:
        report.loaded.append(id)
      case .success(let clip):
        clips[id] = clip
        decodeCount += 1
        report.loaded.append(id)
        report.decoded += 1
        report.decodedBytes += clip.byteCount
      case .failure(let failure):
        report.failed[id] = failure.reason
        logger.warning("audio asset \(id.rawValue) skipped: \(failure.reason); it will be silent")
      }
    }
    report.elapsed = clock.now() - started
    return report
  }

  /// The decoded asset, if it loaded (waiting for it if it is still decoding).
  public func clip(_ id: AudioAssetID) -> PCMClip? {
    if pendingAssets.contains(id) { finishPreloading() }
    return clips[id]
  }

  public var loadedAssets: Set<AudioAssetID> {
    absorbBackgroundDecodes()
    return Set(clips.keys)
  }

  /// The chapter's song, if one is loaded.
  public var songClip: PCMClip? { song }

  /// Decodes the chapter's song (the beat map's audio file) so it can start on a sample.
  /// A preloaded asset at the same path is reused, not decoded again.
  @discardableResult
  public func loadSong(path: String) -> Bool {
    // The song is needed now: a track still decoding in the background is waited for.
    finishPreloading()
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

  /// Decodes one file to the device format (SDL_mixer converts on load: 48 kHz stereo float).
  func decode(path: String, id: String) -> Result<PCMClip, ParallelDecoder.Failure> {
    let result = ParallelDecoder.decodeFile(ParallelDecoder.Job(id: id, path: path))
    if case .success = result { decodeCount += 1 }
    return result
  }

  private static func canonical(_ path: String) -> String {
    URL(fileURLWithPath: path).standardizedFileURL.resolvingSymlinksInPath().path
  }
}
