import StarlightCore

/// Which judge a replay is judged under, in one place: `--judge NAME` on `replay check`
/// rescores every replay under one judge; an imported replay is judged under its game's
/// judge (`ReplayOrigin.judgeName`) when this build has it. Until the judges (issue 20)
/// land, the only judge is today's rules, `starlight`.
enum JudgeOption {
  static let names = ["starlight"]

  /// The replay as it will be judged, and the name of its judge.
  static func judged(_ replay: Replay) -> (replay: Replay, judge: String) {
    (replay, "starlight")
  }

  /// `replay` rescored under the judge `name`; an unknown name is refused with the list.
  static func rescored(_ replay: Replay, under name: String) throws(ReplayLoading.Failure)
    -> Replay
  {
    guard names.contains(name) else {
      throw ReplayLoading.Failure(lines: [
        "unknown judge '\(name)'; the judges are: \(names.joined(separator: ", "))"
      ])
    }
    return replay
  }
}
