import ArgumentParser
import StarlightCore

/// `--judge NAME` (with `--od` and `--osu-mod` for osu!'s judges), shared by play, autoplay
/// and replay.
struct JudgeOptions: ParsableArguments {
  @Option(
    help: ArgumentHelp(
      "The judging rules: starlight, osu-stable, osu-lazer, itg, itg-fa, etterna-j4 to etterna-j9, quaver or a quaver preset (see `starlight-sync judges`). Default: the chart's own game's (\(ChartFormats.defaultJudges), starlight for the game's maps).",
      valueName: "name"))
  var judge: String?

  @Option(
    name: .customLong("od"),
    help: ArgumentHelp(
      "osu!'s judges: the OD for a chart that has none of its own (default 8); an osu! chart keeps its own.",
      valueName: "0-10"))
  var overallDifficulty: Double?

  @Option(
    name: .customLong("osu-mod"),
    help: ArgumentHelp("osu!'s judges: hr (Hard Rock) or ez (Easy).", valueName: "hr|ez"))
  var osuMod: String?

  /// The judge asked for, or nil when none was (the caller's default stands).
  func requestedID() throws -> JudgeID? {
    guard let judge else { return nil }
    guard let id = JudgeID(name: judge) else {
      throw CommandFailure.report([JudgeID.unknownMessage(judge)])
    }
    return id
  }

  /// The judge for an attempt at a chart with `metadata`: the one asked for, else `fallback`
  /// (the chart's game's for the command's default).
  func choice(for metadata: BeatMapMetadata?, fallback: JudgeID) throws -> JudgeChoice {
    let id = try requestedID() ?? fallback
    if let overallDifficulty, !JudgeChoice.overallDifficultyRange.contains(overallDifficulty) {
      throw CommandFailure.report(["--od \(overallDifficulty) is outside 0 to 10"])
    }
    let mod: JudgeChoice.OsuDifficultyMod
    switch osuMod?.lowercased() {
    case nil: mod = .none
    case let text?:
      guard let parsed = JudgeChoice.OsuDifficultyMod(rawValue: text), parsed != .none else {
        throw CommandFailure.report(["--osu-mod '\(text)' is not hr or ez"])
      }
      mod = parsed
    }
    return JudgeChoice.forChart(
      id, metadata: metadata, playerOD: overallDifficulty, osuMod: mod)
  }
}
