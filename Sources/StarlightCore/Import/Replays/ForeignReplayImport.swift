/// Makes our replay of a foreign one on its chart: every press and release at its time,
/// the rate and pitch of DT/NC/HT or Quaver's speed, mirrored or (lazer) shuffled lanes
/// mapped back to the chart's, and where it came from
/// (the game, the player, the window mods and the counts the game gave, which `replay
/// check` expects our judge to give again).
public enum ForeignReplayImport {
  /// - Parameter earlyVersionShiftMs: the milliseconds the importer added to the chart's
  ///   notes (osu! shifts maps of format version 4 and older by 24 ms) and osu! adds to the
  ///   replay's frames alike.
  public static func replay(
    _ foreign: ForeignReplay, on map: BeatMap, earlyVersionShiftMs: Double = 0
  ) throws(ForeignReplayError) -> Replay {
    if let keys = foreign.keyCountMod, keys != map.laneCount {
      throw ForeignReplayError(
        "played with the \(keys)K key mod on a \(map.laneCount)-column chart: osu! converts the chart for it, which is not supported here"
      )
    }
    if let problem = foreign.columnProblem { throw ForeignReplayError(problem) }
    let actions = try KeyStateActions.actions(
      foreign.frames, laneCount: map.laneCount,
      lanes: ManiaColumnMod.lanes(of: foreign.columnMods, columns: map.laneCount),
      extraKeys: foreign.game == .quaver ? .refused : .ignored,
      shiftMs: foreign.game == .quaver ? 0 : earlyVersionShiftMs)
    let judged = map.notes.filter { $0.kind.isPlayable && $0.kind != .mine }
    let expectedTotal: Int
    switch foreign.game {
    // Stable judges a hold once (head and release together); lazer and Quaver judge the
    // head and the tail apart.
    case .osuStable: expectedTotal = judged.count
    case .osuLazer, .quaver: expectedTotal = judged.count + judged.count(where: \.isHold)
    }
    guard foreign.judgementCount <= expectedTotal else {
      throw ForeignReplayError(
        "counts do not add up: the replay counts \(foreign.judgementCount) judgements; the chart has \(expectedTotal) (\(foreign.game.rawValue) counting)"
      )
    }
    var replay = Replay(
      chapter: .firewall,
      beatMap: Replay.BeatMapIdentity(title: map.metadata.title, sha256: map.contentHash),
      playback: ChapterPlayback(
        rate: foreign.rate, pitch: foreign.pitchFollowsRate ? .follows : .kept),
      source: .live, actions: actions.sorted(by: PlayerAction.precedes))
    replay.mods.noFail = foreign.noFail
    replay.origin = ReplayOrigin(foreign).sampled(
      foreign.game == .quaver
        ? nil : KeyStateActions.samples(foreign.frames, shiftMs: earlyVersionShiftMs))
    replay.judge = judge(for: foreign, on: map)
    replay.expected = ExpectedOutcome(counts: foreign.counts)
    if let problem = ReplayValidation.problem(in: replay) { throw ForeignReplayError(problem) }
    return replay
  }
}

extension ForeignReplayImport {
  /// The judge that judges as the recording game did: osu-stable or osu-lazer at the chart's
  /// OD with the replay's HR or EZ, or Quaver's Standard (its Strict and Chill mods as the
  /// presets of those names).
  public static func judge(for foreign: ForeignReplay, on map: BeatMap) -> JudgeChoice {
    let osuMod: JudgeChoice.OsuDifficultyMod =
      switch foreign.windowMod {
      case .hardRock: .hardRock
      case .easy: .easy
      default: .none
      }
    switch foreign.game {
    case .osuStable: return .forChart(.osuStable, metadata: map.metadata, osuMod: osuMod)
    case .osuLazer: return .forChart(.osuLazer, metadata: map.metadata, osuMod: osuMod)
    case .quaver:
      switch foreign.windowMod {
      case .strict: return JudgeChoice(.quaverStrict)
      case .chill: return JudgeChoice(.quaverChill)
      default: return JudgeChoice(.quaver)
      }
    }
  }

  /// What osu! adds to the notes of an `.osu` file before format version 5, and to the
  /// frames of replays made on it (lazer's `EARLY_VERSION_TIMING_OFFSET`).
  public static func earlyVersionShiftMs(osuFile bytes: [UInt8]) -> Double {
    var problems = BeatMapProblemList(file: "")
    let file = OsuFile(data: bytes, problems: &problems)
    guard let version = file.formatVersion, version < OsuImporter.earlyVersionLimit else {
      return 0
    }
    return OsuImporter.earlyVersionOffsetMs
  }
}
