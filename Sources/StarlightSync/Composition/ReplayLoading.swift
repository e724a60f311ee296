import Foundation
import StarlightCore

/// Reads a replay file and finds the beat map it belongs to, with one clear message
/// naming the file for anything that goes wrong.
enum ReplayLoading {
  struct Failure: Error {
    let lines: [String]
  }

  struct Loaded {
    let replay: Replay
    let beatMap: BeatMap
    let beatMapPath: String
  }

  /// Uses `beatMapPath` when given, else the shipped map whose hash the replay records.
  static func load(replayPath: String, beatMapPath: String?, paths: GamePaths) throws(Failure)
    -> Loaded
  {
    let replay = try decode(replayPath)
    guard let beatMapPath else {
      for candidate in paths.shippedMaps {
        if let map = try? BeatMapLoader.load(path: candidate), map.contentHash == replay.beatMapHash
        {
          return Loaded(replay: replay, beatMap: map, beatMapPath: candidate)
        }
      }
      throw Failure(lines: [
        "\(replayPath): replay was made for beat map '\(replay.beatMapTitle)' (sha256 \(replay.beatMapHash.prefix(12))), which is not among the shipped maps; pass --beatmap PATH"
      ])
    }
    let map: BeatMap
    do {
      map = try BeatMapLoader.load(path: beatMapPath)
    } catch {
      throw Failure(lines: error.problems.map(\.description))
    }
    guard map.contentHash == replay.beatMapHash else {
      let mismatch = ReplaySimulator.MismatchedBeatMap(
        replayTitle: replay.beatMapTitle, replayHash: replay.beatMapHash,
        beatMapHash: map.contentHash)
      throw Failure(lines: ["\(replayPath): \(mismatch) (\(beatMapPath))"])
    }
    return Loaded(replay: replay, beatMap: map, beatMapPath: beatMapPath)
  }

  private static func decode(_ replayPath: String) throws(Failure) -> Replay {
    guard let bytes = FileManager.default.contents(atPath: replayPath) else {
      let reason =
        FileManager.default.fileExists(atPath: replayPath) ? "cannot be read" : "not found"
      throw Failure(lines: ["\(replayPath): replay file \(reason)"])
    }
    do {
      return try ReplayCodec.decode([UInt8](bytes))
    } catch {
      throw Failure(lines: ["\(replayPath): \(error.message)"])
    }
  }
}
