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
    /// The beat map of a Chapter 4 replay, and where it was found; nil for other chapters.
    let beatMap: BeatMap?
    let beatMapPath: String?
  }

  /// Uses `beatMapPath` when given, else the shipped map whose hash the replay records; a
  /// replay of a chapter without a beat map needs none. The replay's inputs are checked
  /// against its chapter here, so a bad file gets one line before any window opens. Judging
  /// alone (`needsAudio` false) takes a chart whose audio file is missing.
  static func load(
    replayPath: String, beatMapPath: String?, paths: GamePaths, needsAudio: Bool = true
  ) throws(Failure) -> Loaded {
    let loaded = try find(
      replayPath: replayPath, beatMapPath: beatMapPath, paths: paths, needsAudio: needsAudio)
    do {
      _ = try ReplaySimulator(loaded.replay, beatMap: loaded.beatMap)
    } catch {
      throw Failure(lines: ["\(replayPath): \(error)"])
    }
    return loaded
  }

  private static func find(
    replayPath: String, beatMapPath: String?, paths: GamePaths, needsAudio: Bool
  ) throws(Failure) -> Loaded {
    let replay = try decode(replayPath)
    guard let identity = replay.beatMap else {
      if beatMapPath != nil {
        throw Failure(lines: [
          "\(replayPath): a Chapter \(replay.chapter.number) replay takes no beat map (--beatmap is for Chapter 4)"
        ])
      }
      return Loaded(replay: replay, beatMap: nil, beatMapPath: nil)
    }
    guard let beatMapPath else {
      for candidate in paths.shippedMaps {
        if let map = try? BeatMapLoader.load(path: candidate), map.contentHash == identity.sha256 {
          return Loaded(replay: replay, beatMap: map, beatMapPath: candidate)
        }
      }
      if let found = LibraryReplayLookup.map(forHash: identity.sha256) {
        return Loaded(replay: replay, beatMap: found.map, beatMapPath: found.path)
      }
      throw Failure(lines: [
        "\(replayPath): replay was made for beat map '\(identity.title)' (sha256 \(identity.sha256.prefix(12))), which is neither a shipped map nor in the library; pass --beatmap PATH"
      ])
    }
    let map: BeatMap
    do {
      map =
        try needsAudio
        ? BeatMapLoader.load(path: beatMapPath) : BeatMapLoader.loadForJudging(path: beatMapPath)
    } catch {
      throw Failure(lines: error.problems.map(\.description))
    }
    guard map.contentHash == identity.sha256 else {
      let mismatch = ReplayMismatch.beatMap(
        replayTitle: identity.title, replayHash: identity.sha256, beatMapHash: map.contentHash)
      throw Failure(lines: ["\(replayPath): \(mismatch) (\(beatMapPath))"])
    }
    return Loaded(replay: replay, beatMap: map, beatMapPath: beatMapPath)
  }

  private static func decode(_ replayPath: String) throws(Failure) -> Replay {
    // Another game's replay is judged once imported; said so, rather than "not valid JSON".
    guard !ForeignReplayFile.isForeign(replayPath) else {
      throw Failure(lines: [
        "\(replayPath): another game's replay: import it first with"
          + " `starlight-sync replay import \(replayPath)` (or `replay check` it as it is)"
      ])
    }
    let bytes: [UInt8]
    switch BoundedFileReader.read(
      path: replayPath, limit: ReplayValidation.Limits.maxFileBytes)
    {
    case .success(let read): bytes = read
    case .failure(let failure): throw Failure(lines: ["\(replayPath): replay file \(failure)"])
    }
    do {
      return try ReplayCodec.decode(bytes)
    } catch {
      throw Failure(lines: ["\(replayPath): \(error.message)"])
    }
  }
}
