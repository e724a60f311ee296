import Foundation
import StarlightCore

/// Reads a replay file and finds the beat map it belongs to, with one clear message
/// naming the file for anything that goes wrong.
enum ReplayLoading {
  struct Failure: Error {
    let lines: [String]
  }

  static func load(replayPath: String, beatMapPath: String?, paths: GamePaths) throws(Failure) -> (
    Replay, BeatMap
  ) {
    guard let bytes = FileManager.default.contents(atPath: replayPath) else {
      let reason =
        FileManager.default.fileExists(atPath: replayPath) ? "cannot be read" : "not found"
      throw Failure(lines: ["\(replayPath): replay file \(reason)"])
    }
    let replay: Replay
    do {
      replay = try ReplayCodec.decode([UInt8](bytes))
    } catch {
      throw Failure(lines: ["\(replayPath): \(error.message)"])
    }
    let candidates = beatMapPath.map { [$0] } ?? paths.shippedMaps
    var problems: [String] = []
    for candidate in candidates {
      do {
        let map = try BeatMapLoader.load(path: candidate)
        if map.contentHash == replay.beatMapHash || beatMapPath != nil {
          guard map.contentHash == replay.beatMapHash else {
            throw Failure(lines: [
              "\(replayPath): \(ReplaySimulator.MismatchedBeatMap(replayTitle: replay.beatMapTitle, replayHash: replay.beatMapHash, beatMapHash: map.contentHash)) (\(candidate))"
            ])
          }
          return (replay, map)
        }
      } catch let error as BeatMapError {
        problems += error.problems.map(\.description)
      } catch let failure as Failure {
        throw failure
      } catch {
        problems.append("\(candidate): \(error)")
      }
    }
    if beatMapPath != nil { throw Failure(lines: problems) }
    throw Failure(lines: [
      "\(replayPath): replay was made for beat map '\(replay.beatMapTitle)' (sha256 \(replay.beatMapHash.prefix(12))), which is not among the shipped maps; pass --beatmap PATH"
    ])
  }
}
