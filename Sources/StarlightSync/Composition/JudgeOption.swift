import StarlightCore

/// Which judge a replay is judged under, in one place: the judge it records (an imported
/// replay records its game's, `ForeignReplayImport.judge`), or with `--judge NAME` on
/// `replay check` every replay rescored under one judge (osu!'s at the chart's OD).
enum JudgeOption {
  /// The replay as it will be judged, and the label of its judge ("osu-stable OD 8 HR").
  static func judged(_ replay: Replay) -> (replay: Replay, judge: String) {
    (replay, replay.judge.label)
  }

  /// The judge named `name` (refused in one line with the list), for charts like `map`.
  static func choice(_ name: String, map: BeatMap?) throws(ReplayLoading.Failure) -> JudgeChoice {
    guard let id = JudgeID(name: name) else {
      throw ReplayLoading.Failure(lines: [JudgeID.unknownMessage(name)])
    }
    return .forChart(id, metadata: map?.metadata)
  }
}
