import Foundation
import StarlightCore
import StarlightLZMA

/// A real osu!mania replay from `Tests/Fixtures/OsuReplays/` on its chart, judged by the
/// osu-stable judge press by press, with every hit's offset in the order the judgements were
/// made: heads when pressed, releases inside their window when released (osu!'s own list of
/// hit errors leaves out misses and holds held past their window).
struct OsuStableParityRun {
  static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().appendingPathComponent("Fixtures/OsuReplays")

  let foreign: ForeignReplay
  let map: BeatMap
  let replay: Replay
  let run: FirewallRun
  /// Offsets in whole milliseconds of song time.
  let offsets: [Int64]

  init(replay replayName: String, chart chartName: String) throws {
    let chartBytes = try [UInt8](
      Data(contentsOf: Self.folder.appendingPathComponent(chartName)))
    let imported = try BeatMapImporter.importChart(
      data: chartBytes, fileName: chartName, format: .osu, chart: nil)
    map = try BeatMapLoader.assemble(imported, audioDuration: nil)
    foreign = try OsuReplayReader.read(
      [UInt8](Data(contentsOf: Self.folder.appendingPathComponent(replayName))),
      decoder: LZMAAlone())
    replay = try ForeignReplayImport.replay(
      foreign, on: map,
      earlyVersionShiftMs: ForeignReplayImport.earlyVersionShiftMs(osuFile: chartBytes))
    var run = try FirewallRun(context: replay.context(beatMap: map))
    var offsets: [Int64] = []
    var effects: [GameEffect] = []
    for action in replay.actions {
      run.advance(to: action.time, effects: &effects)
      let (heads, tails) = (run.judgements, run.tailJudgements)
      run.handle(action, effects: &effects)
      for index in run.notes.indices {
        switch (heads[index], run.judgements[index]) {
        case (nil, .hit(_, let offset)?):
          offsets.append(Self.milliseconds(offset))
        case (nil, .miss?) where action.time < run.notes[index].time:
          // A press in the early miss window: osu! lists its offset too.
          offsets.append(Self.milliseconds(action.time - run.notes[index].time))
        default:
          break
        }
        guard tails[index] == nil, action.laneAction == .release,
          let end = run.notes[index].endTime
        else { continue }
        switch run.tailJudgements[index] {
        case .hit(_, let offset)?: offsets.append(Self.milliseconds(offset))
        // A release judged a miss (between the 50 and miss windows early) is listed too.
        case .miss?: offsets.append(Self.milliseconds(action.time - end))
        case nil: break
        }
      }
    }
    run.advance(to: (run.lastJudgementTime ?? 0) + .milliseconds(1), effects: &effects)
    self.run = run
    self.offsets = offsets
  }

  static func milliseconds(_ offset: Nanoseconds) -> Int64 {
    Int64((Double(offset) / 1e6).rounded())
  }

  /// osu!'s own list of this play's offsets (`*-offsets.json`).
  static func osuOffsets(_ name: String) throws -> [Int64] {
    struct File: Decodable { let offsets: [Int64] }
    let data = try Data(contentsOf: folder.appendingPathComponent(name))
    return try JSONDecoder().decode(File.self, from: data).offsets
  }

  /// How many items of `expected` appear in `actual` in the same order (the longest common
  /// subsequence), so that one swapped pair costs one, not everything after it.
  static func longestCommonRun(_ expected: [Int64], _ actual: [Int64]) -> Int {
    var previous = Array(repeating: 0, count: actual.count + 1)
    for item in expected {
      var current = Array(repeating: 0, count: actual.count + 1)
      for (index, other) in actual.enumerated() {
        current[index + 1] =
          item == other ? previous[index] + 1 : max(previous[index + 1], current[index])
      }
      previous = current
    }
    return previous[actual.count]
  }
}
