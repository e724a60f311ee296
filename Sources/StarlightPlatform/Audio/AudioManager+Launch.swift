import Foundation
import StarlightCore

/// The launch preload, first screen first (issue 12: under 200 ms on two cores). The sound
/// effects are decoded at once, in parallel; the two music tracks, which take most of the
/// time, are decoded in the background while the title is already up. Music asked for while
/// its track is still decoding starts when it is ready, fading in as a cross-fade does; any
/// chapter waits for every decode before it starts (`finishPreloading`), so Chapter 4's song
/// and Chapter 6's finale are there the instant they are asked for.
extension AudioManager {
  /// Decodes the first screen's assets now and the music in the background; the report's
  /// `elapsed` is the time the launch waited.
  @discardableResult
  public func startPreload() -> PreloadReport {
    let started = clock.now()
    guard deviceOpen else { return preloadAll() }
    let background = AudioAssetID.allCases.filter { $0.isMusic && clips[$0] == nil }
    let firstScreen = AudioAssetID.allCases.filter { !$0.isMusic }
    var report = preload(firstScreen, started: started)
    self.background.start(background.map { ($0, path(of: $0)) })
    pendingAssets.formUnion(background)
    report.pending = background
    report.elapsed = clock.now() - started
    launchStarted = started
    logger.info(
      "preloaded \(report.loaded.count)/\(AudioAssetID.allCases.count) audio assets (\(report.decoded) decoded now) in \(String(format: "%.1f", report.elapsed.milliseconds)) ms; decoding \(background.map(\.rawValue).joined(separator: ", ")) in the background"
    )
    return report
  }

  /// Assets still decoding in the background.
  public var assetsStillDecoding: Set<AudioAssetID> { pendingAssets }

  /// Blocks until every background decode is in (at once when none runs).
  public func finishPreloading() {
    guard !pendingAssets.isEmpty else { return }
    background.wait()
    absorbBackgroundDecodes()
  }

  /// Takes the background decodes that are in, and starts music that was waiting for one.
  func absorbBackgroundDecodes() {
    guard !pendingAssets.isEmpty else { return }
    for (id, result) in background.take() {
      pendingAssets.remove(id)
      switch result {
      case .success(let clip):
        clips[id] = clip
        decodeCount += 1
      case .failure(let failure):
        logger.warning("audio asset \(id.rawValue) skipped: \(failure.reason); it will be silent")
      }
    }
    if pendingAssets.isEmpty, let started = launchStarted {
      launchStarted = nil
      logger.info(
        "every audio asset ready \(String(format: "%.1f", (clock.now() - started).milliseconds)) ms after the preload started"
      )
    }
    if let waiting = musicWaitingForDecode, !pendingAssets.contains(waiting) {
      musicWaitingForDecode = nil
      crossFade(to: waiting)
    }
  }

  /// Whether a request for `id` must wait for its decode; it is then remembered and
  /// started (cross-faded in) when the decode is in.
  func defersUntilDecoded(_ id: AudioAssetID) -> Bool {
    absorbBackgroundDecodes()
    guard pendingAssets.contains(id) else { return false }
    musicWaitingForDecode = id
    return true
  }

  func path(of id: AudioAssetID) -> String {
    (assetsDirectory as NSString).appendingPathComponent(id.relativePath)
  }
}
