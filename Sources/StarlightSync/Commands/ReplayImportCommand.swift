import ArgumentParser
import Foundation
import StarlightCore
import StarlightSupport

/// `replay import`: an osu!mania replay from osu! (stable or lazer) or a Quaver replay made
/// our replay, judged, and its counts printed beside the game's.
struct ReplayImportCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "import",
    abstract: "Import an osu!mania (.osr) or Quaver (.qr) replay and judge it as that game did.",
    discussion: """
      The chart is found by the MD5 the replay records, among the chart files beside the \
      replay and then in the library (import the chart with `beatmap import`), unless \
      --beatmap names it. The replay is written beside the file \
      as NAME.json, or at --out; it is judged under osu-stable (stable replays), osu-lazer (lazer \
      ones) or quaver, and the counts are printed beside the game's, tier by tier.
      """)

  @Argument(help: "The .osr or .qr file.")
  var file: String

  @Option(help: "The chart the replay was made on (default: found in the library by its MD5).")
  var beatmap: String?

  @Option(help: "Where to write our replay (default: beside the file, as NAME.json).")
  var out: String?

  @Flag(help: "Replace an existing file at --out.")
  var force = false

  func run() throws {
    guard ForeignReplayFile.isForeign(file) else {
      throw CommandFailure.report(["\(file): not an .osr or .qr replay"])
    }
    let destination = out ?? ((file as NSString).deletingPathExtension + ".json")
    if let problem = ImportDestination.problem(
      out: destination, input: file, force: force, kind: "replay", example: "replay.json")
    {
      throw CommandFailure.report([out == nil ? "\(problem) (the default --out)" : problem])
    }
    let foreign: ForeignReplay
    let chart: ReplayChartIndex.Chart
    do {
      foreign = try ForeignReplayFile.read(file)
      chart = try find(foreign)
    } catch {
      throw CommandFailure.report(error.lines)
    }
    let replay: Replay
    let judge: String
    let actual: ExpectedOutcome
    do {
      (replay, judge) = JudgeOption.judged(
        try ForeignReplayImport.replay(
          foreign, on: chart.map,
          earlyVersionShiftMs: ForeignReplayFile.earlyVersionShiftMs(chartPath: chart.path)))
      actual = try ReplayChecker.check(replay, beatMap: chart.map).actual
    } catch {
      throw CommandFailure.report(["\(file): \(error)"])
    }
    do {
      try AtomicFile.write(ReplayCodec.encode(replay), to: destination)
    } catch {
      throw CommandFailure.report(["\(destination): cannot write the replay (\(error))"])
    }
    let mods = foreign.modNames.isEmpty ? "no mods" : foreign.modNames.joined(separator: " ")
    print(
      "\(file): \(foreign.player) on '\(chart.map.metadata.title)' (\(chart.map.laneCount)K) in \(foreign.game.rawValue) \(foreign.gameVersion), \(mods)"
    )
    let table = CountsTable(
      gameName: foreign.game.rawValue, judgeName: judge, game: foreign.counts,
      gameAccuracy: foreign.storedAccuracy.map { $0 / 100 }
        ?? CountsTable.osuAccuracy(foreign.counts),
      gameMaxCombo: foreign.maxCombo, ours: actual.counts, ourAccuracy: actual.accuracy,
      ourMaxCombo: actual.maxCombo)
    for line in table.lines { print(line) }
    print("wrote \(destination): \(replay.actions.count) actions")
  }

  private func find(_ foreign: ForeignReplay) throws(ReplayLoading.Failure)
    -> ReplayChartIndex.Chart
  {
    if let beatmap {
      do {
        return ReplayChartIndex.Chart(
          map: try BeatMapLoader.loadForJudging(path: beatmap), path: beatmap)
      } catch {
        throw ReplayLoading.Failure(lines: error.problems.map(\.description))
      }
    }
    guard
      let chart = ReplayChartIndex(paths: GamePaths()).chart(md5: foreign.beatmapMD5, near: file)
    else {
      throw ReplayLoading.Failure(lines: [
        "\(file): the replay was made on the chart with MD5 \(foreign.beatmapMD5), which is neither beside the replay nor in the library; import the chart with `starlight-sync beatmap import` or pass --beatmap CHART"
      ])
    }
    return chart
  }
}
