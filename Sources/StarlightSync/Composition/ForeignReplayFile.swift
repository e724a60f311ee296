import Foundation
import StarlightCore
import StarlightLZMA

/// Reads an osu! (`.osr`) or Quaver (`.qr`) replay file, picked by its extension, with one
/// line naming the file for anything wrong with it.
enum ForeignReplayFile {
  static let extensions = ["osr", "qr"]

  static func isForeign(_ path: String) -> Bool {
    extensions.contains((path as NSString).pathExtension.lowercased())
  }

  static func read(_ path: String) throws(ReplayLoading.Failure) -> ForeignReplay {
    let isOsu = (path as NSString).pathExtension.lowercased() == "osr"
    let limit = isOsu ? OsuReplayReader.maxFileBytes : QuaverReplayReader.maxFileBytes
    let bytes: [UInt8]
    switch BoundedFileReader.read(path: path, limit: limit) {
    case .success(let read): bytes = read
    case .failure(.tooLarge(let limit)):
      throw ReplayLoading.Failure(lines: ["\(path): oversized: more than \(limit) bytes"])
    case .failure(let failure):
      throw ReplayLoading.Failure(lines: ["\(path): replay file \(failure)"])
    }
    do {
      return isOsu
        ? try OsuReplayReader.read(bytes, decoder: LZMAAlone())
        : try QuaverReplayReader.read(bytes, decoder: LZMAAlone())
    } catch {
      throw ReplayLoading.Failure(lines: ["\(path): \(error.message)"])
    }
  }

  /// The milliseconds osu! shifts an old chart's notes (and its replays' frames) by: 24 for
  /// an `.osu` of format version 4 or older, else 0.
  static func earlyVersionShiftMs(chartPath: String) -> Double {
    guard (chartPath as NSString).pathExtension.lowercased() == "osu",
      case .success(let bytes) = BoundedFileReader.read(
        path: chartPath, limit: BeatMapLimits.maxFileBytes)
    else { return 0 }
    return ForeignReplayImport.earlyVersionShiftMs(osuFile: bytes)
  }
}
