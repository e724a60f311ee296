import Foundation
import StarlightCore
import Testing

/// Real osu!mania replays recorded in osu! stable (`Tests/Fixtures/OsuReplays/`, with their
/// source note), judged by the osu-stable judge: the counts osu! wrote into each file, and
/// the per-hit offsets osu! showed for the play (read from its memory) in the same order.
@Suite("osu! stable parity on real replays")
struct OsuStableParityTests {
  struct Play: Sendable, CustomStringConvertible {
    let replay: String
    let chart: String
    let offsets: String
    /// Offsets in osu!'s list that ours may miss or order otherwise: simultaneous presses
    /// in one frame, judged in another order.
    let unmatchedOffsets: Int

    var description: String { replay }
  }

  static let plays = [
    Play(
      replay: "Lylcaruis - Cardboard Box - He He He [SPEEEDDD!!!] (2023-09-29) OsuMania.osr",
      chart: "Cardboard Box - He He He (DannyPX) [SPEEEDDD!!!].osu",
      offsets: "hehehe-offsets.json", unmatchedOffsets: 1),
    Play(
      replay: "Percyqaz - Hachi - DONUT HOLE [Filling] (2024-09-30) OsuMania.osr",
      chart: "Hachi - DONUT HOLE (Raveille) [Filling].osu",
      offsets: "donut-hole-offsets.json", unmatchedOffsets: 0),
  ]

  @Test("the counts osu! wrote into the file, tier by tier", arguments: plays)
  func counts(_ play: Play) throws {
    let run = try OsuStableParityRun(replay: play.replay, chart: play.chart)
    #expect(RunSummary(run: run.run).counts.map(\.count) == run.foreign.counts.map(\.count))
    #expect(run.run.outcome == .cleared)
  }

  /// He He He's (679) once ticks run from the press uncapped by the hold's length; DONUT
  /// HOLE's (1459) once ticks reach the max combo only with a judgement after them
  /// (`OsuStableHoldWindows`). Before: ticks capped at one per 100 ms of length gave He He
  /// He 678; counting ticks straight into the max gives DONUT HOLE 1460.
  @Test("the max combo osu! wrote into the file", arguments: plays)
  func maxCombo(_ play: Play) throws {
    let run = try OsuStableParityRun(replay: play.replay, chart: play.chart)
    #expect(run.run.scoring.maxCombo == run.foreign.maxCombo)
  }

  /// He He He's is exact once each frame's judgements are scored in note order; DONUT
  /// HOLE's (DT) once a missed hold left by a press at its expiry is scored after that lane
  /// comes up (`OsuStableHoldWindows.pressLeavesHold`; 36 points above osu!'s before).
  @Test("the ScoreV1 score osu! wrote into the file", arguments: plays)
  func score(_ play: Play) throws {
    let run = try OsuStableParityRun(replay: play.replay, chart: play.chart)
    #expect(Int64(run.run.scoring.score) == run.foreign.score)
  }

  @Test("every hit's offset as osu! showed it, in osu!'s order", arguments: plays)
  func offsets(_ play: Play) throws {
    let run = try OsuStableParityRun(replay: play.replay, chart: play.chart)
    let osu = try OsuStableParityRun.osuOffsets(play.offsets)
    let matched = OsuStableParityRun.longestCommonRun(osu, run.offsets)
    #expect(matched >= osu.count - play.unmatchedOffsets, "\(matched) of \(osu.count) in order")
    #expect(run.offsets.count >= osu.count - play.unmatchedOffsets)
  }

  @Test("every note on its millisecond, through DONUT HOLE's speed trick (a 9999999999999 ms beat)")
  func noteTimes() throws {
    let run = try OsuStableParityRun(replay: Self.plays[1].replay, chart: Self.plays[1].chart)
    let offBy = run.map.notes.filter { note in
      ([note.time] + (note.endTime.map { [$0] } ?? [])).contains {
        $0 % Nanoseconds.perMillisecond != 0
      }
    }
    #expect(offBy.isEmpty, "\(offBy.count) notes off their millisecond")
  }
}
