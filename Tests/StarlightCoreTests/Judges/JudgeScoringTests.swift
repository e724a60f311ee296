import Foundation
import Testing

@testable import StarlightCore

/// Accuracy and score of each judge on small hand-made runs, against figures worked out from
/// the published formulas.
@Suite("Judge scoring")
struct JudgeScoringTests {
  @Test("Wife3 follows its formula: flat to 5 ms x scale, erf to zero, linear to -5.5")
  func wife3Curve() {
    let values: [(Double, Double, Double)] = [
      (0, 1, 2), (5, 1, 2), (20, 1, 1.98988997495609), (40, 1, 1.761298220348218), (65, 1, 0),
      (100, 1, -1.673913043478261), (180, 1, -5.5), (250, 1, -5.5),
      (10, 0.5, 1.9946313605770927), (30, 0.5, 1.2703733145438156),
      (60, 0.5, -2.286805651081529),
    ]
    for (error, scale, expected) in values {
      #expect(abs(Wife3.points(errorMs: error, scale: scale) - expected) < 1e-9, "\(error)")
      #expect(abs(Wife3.points(errorMs: -error, scale: scale) - expected) < 1e-9)
    }
  }

  /// Six taps at 1 s intervals under `choice`, pressed at these offsets (nil: not pressed).
  static func run(_ choice: JudgeChoice, offsets: [Int64?]) -> FirewallRun {
    let notes = offsets.indices.map {
      TimedNote(index: $0, lane: 0, time: .milliseconds(1_000 * Int64($0 + 1)))
    }
    var driver = JudgeDriver(choice, notes: notes)
    for (index, offset) in offsets.enumerated() {
      guard let offset else { continue }
      driver.press(ms: 1_000 * Int64(index + 1) + offset)
      driver.release(ms: 1_000 * Int64(index + 1) + offset + 20)
    }
    driver.advance(ms: 1_000 * Int64(offsets.count + 2))
    return driver.run
  }

  @Test("ITG: DP 5/4/2/0/-6, miss -12; EX 3.5 for a Fantastic within 15 ms, 3 outside")
  func itgPoints() {
    // Four Fantastics (three within 15 ms), one Great, one miss.
    let run = Self.run(JudgeChoice(.itg), offsets: [0, 0, 10, 20, 60, nil])
    #expect(run.scoring.earned == 4 * 5 + 2 - 12)
    #expect(run.scoring.possible == 30)
    #expect(abs(run.scoring.accuracy - 10.0 / 30.0) < 1e-12)
    let exEarned: Double = 3 * 3.5 + 3 + 1
    let ex = exEarned / 21
    #expect(abs((run.scoring.exAccuracy ?? 0) - ex) < 1e-12)
    #expect(RunSummary(run: run).grade == "D")
  }

  @Test("osu! stable: accuracy by 300/300/200/100/50 over 300, ScoreV1 out of 1,000,000")
  func osuStableScore() {
    let od8 = JudgeChoice(.osuStable, overallDifficulty: 8)
    let perfect = Self.run(od8, offsets: [0, 0])
    #expect(perfect.scoring.score == 1_000_000 && perfect.scoring.accuracy == 1)
    // A MAX then a 200: the bonus meter drops by 8 to 92 for the second hit.
    let mixed = Self.run(od8, offsets: [0, 60])
    let base: Double = 250_000 * 200.0 / 320
    let bonus: Double = 250_000 * 16 * 92.0.squareRoot() / 320
    let expected: Double = 500_000 + base + bonus
    #expect(mixed.scoring.score == Int(expected.rounded()))
    #expect(abs(mixed.scoring.accuracy - 500.0 / 600.0) < 1e-12)
    #expect(RunSummary(run: mixed).grade == "B")
  }

  /// The osu! wiki (ScoreV1/osu!mania) and lazer's `ManiaLegacyScoreSimulator` halve
  /// ScoreV1 for Easy, No Fail and Half Time; difficulty raising mods leave it.
  @Test(
    "osu! stable: Easy, No Fail and Half Time each halve ScoreV1; Double Time and Hard Rock do not")
  func osuStableModMultiplier() throws {
    // Two MAX: the whole 1,000,000 times the mods' multiplier.
    func score(_ mod: JudgeChoice.OsuDifficultyMod, rate: Int, noFail: Bool = false) throws
      -> Int
    {
      let rate = try #require(PlaybackRate(hundredths: rate))
      let choice = JudgeChoice(.osuStable, overallDifficulty: 8, osuMod: mod)
      let notes = [1_000, 2_000].enumerated().map {
        TimedNote(index: $0.offset, lane: 0, time: .milliseconds(Int64($0.element)))
      }
      var driver = JudgeDriver(choice, rate: rate, notes: notes, mods: PlayMods(noFail: noFail))
      for time in [1_000, 2_000] as [Int64] {
        driver.press(ms: time)
        driver.release(ms: time + 20)
      }
      driver.advance(ms: 4_000)
      return driver.run.scoring.score
    }
    #expect(try score(.none, rate: 100) == 1_000_000)
    #expect(try score(.easy, rate: 100) == 500_000)
    #expect(try score(.none, rate: 75) == 500_000)
    #expect(try score(.easy, rate: 75) == 250_000)
    #expect(try score(.hardRock, rate: 150) == 1_000_000)
    #expect(try score(.none, rate: 100, noFail: true) == 500_000)
    #expect(try score(.easy, rate: 75, noFail: true) == 125_000)
    // No Fail is osu!'s: another game's judge keeps its score.
    var quaver = JudgeDriver(JudgeChoice(.quaver), mods: PlayMods(noFail: true))
    quaver.press(ms: JudgeDriver.noteTime)
    #expect(quaver.run.scoring.score == 1_000_000)
  }

  /// The wiki divides a 200's or worse hit's bonus punishment by a "mod divider" (DT and NC
  /// 1.1, HR 1.08, HD, FI and FL 1.06). Stable does not, at least under DT: DONUT HOLE
  /// [Filling]'s DT play (`OsuStableParityTests`) scored 949009 in osu!, as here without the
  /// divider, and 949577 with DT's.
  @Test("osu! stable under Double Time: a 200 costs the bonus meter its full 8")
  func osuStableDoubleTimePunishment() throws {
    let rate = try #require(PlaybackRate(hundredths: 150))
    let notes = [1_000, 2_000].enumerated().map {
      TimedNote(index: $0.offset, lane: 0, time: .milliseconds(Int64($0.element)))
    }
    var driver = JudgeDriver(
      JudgeChoice(.osuStable, overallDifficulty: 8), rate: rate, notes: notes)
    // OD 8 under DT, in song time: 300 within 60 ms, 200 within 109.5. A 200, then a MAX.
    driver.press(ms: 1_080)
    driver.release(ms: 1_100)
    driver.press(ms: 2_000)
    driver.release(ms: 2_020)
    driver.advance(ms: 4_000)
    #expect(
      driver.run.judgements == [.hit(tier: 2, offset: .milliseconds(80)), .hit(tier: 0, offset: 0)])
    // The 200 takes the meter to 92 and the MAX to 94 (not 100 - 8 / 1.1, then + 2).
    let share = 250_000.0
    let good = share * (200 + 16 * 92.0.squareRoot()) / 320
    let perfect = share * (320 + 32 * 94.0.squareRoot()) / 320
    #expect(driver.run.scoring.score == Int((good + perfect).rounded()))
  }

  @Test("osu! stable scores what one instant decided in note order, not lane order")
  func osuStableNoteOrder() {
    // Note 0 (lane 1, 1000 ms) and note 1 (lane 0, 1060 ms), both pressed at 1060 ms, lane 0
    // first: note 1 is a MAX and note 0 a 200 (+60 ms), judged in that order. Stable scores
    // the 200 first (bonus 100 to 92), then the MAX (92 to 94); by lane, the MAX would score
    // at a full meter and the 200 at 92.
    let notes = [
      TimedNote(index: 0, lane: 1, time: .milliseconds(1_000)),
      TimedNote(index: 1, lane: 0, time: .milliseconds(1_060)),
    ]
    var driver = JudgeDriver(JudgeChoice(.osuStable, overallDifficulty: 8), notes: notes)
    driver.press(ms: 1_060, lane: 0)
    driver.press(ms: 1_060, lane: 1)
    #expect(
      driver.run.judgements == [.hit(tier: 2, offset: .milliseconds(60)), .hit(tier: 0, offset: 0)])
    let share = 250_000.0
    let good = share * (200 + 16 * 92.0.squareRoot()) / 320
    let perfect = share * (320 + 32 * 94.0.squareRoot()) / 320
    #expect(driver.run.scoring.score == Int((good + perfect).rounded()))
    // Scored as judged (by lane) it would be this instead.
    let byLane = share * (320 + 32 * 10) / 320 + good
    #expect(Int(byLane.rounded()) != Int((good + perfect).rounded()))
    // The instant over, the same score stays.
    driver.advance(ms: 2_000)
    #expect(driver.run.scoring.score == Int((good + perfect).rounded()))
  }

  @Test("osu!lazer: PERFECT counts 305, GREAT 300; a perfect run scores 1,000,000")
  func osuLazerScore() {
    let od8 = JudgeChoice(.osuLazer, overallDifficulty: 8)
    #expect(Self.run(od8, offsets: [0, 0, 0]).scoring.score == 1_000_000)
    let run = Self.run(od8, offsets: [0, 30])
    #expect(abs(run.scoring.accuracy - 605.0 / 610.0) < 1e-12)
  }

  @Test("Quaver: 100/98.25/65/25/-100, miss -50, over 100 per judgement")
  func quaverAccuracy() {
    let run = Self.run(JudgeChoice(.quaver), offsets: [0, 30, nil])
    #expect(abs(run.scoring.accuracy - (100 + 98.25 - 50) / 300) < 1e-12)
  }

  @Test("Quaver: a perfect run scores 1,000,000; the multiplier adds 10 a step from 10 hits")
  func quaverScore() {
    #expect(Self.run(JudgeChoice(.quaver), offsets: [0, 0, 0]).scoring.score == 1_000_000)
    // Two Marvelous and a Great: 100 + 100 + 25 over 300.
    let run = Self.run(JudgeChoice(.quaver), offsets: [0, 0, 60])
    #expect(run.scoring.score == Int(1_000_000 * 225.0 / 300))
    // 150 all-Marvelous judgements: 100 each plus the tens of 1...149, then 250 for the 150th.
    let tens = (1...149).map { 10 * ($0 / 10) }.reduce(0, +)
    #expect(JudgeScore.quaverBestSum(150) == Double(149 * 100 + tens + 250))
  }

  @Test("Etterna: Wife3 over 2 per tap, in real time at a rate")
  func etternaAccuracy() throws {
    // A marvelous (2), 20 ms off (1.98988997495609 by Wife3's published curve, J4) and a
    // miss (-5.5), over 2 per tap.
    let run = Self.run(JudgeChoice(.etternaJ4), offsets: [0, 20, nil])
    let expected = (2 + 1.98988997495609 - 5.5) / 6
    #expect(abs(run.scoring.accuracy - expected) < 1e-12)
    #expect(RunSummary(run: run).judge == "etterna-j4")
  }

  @Test("Etterna: a Wife3 below zero is shown as Etterna shows it, not as 0 %")
  func etternaNegativeWife3() {
    let run = Self.run(JudgeChoice(.etternaJ4), offsets: [nil, nil, nil])
    #expect(abs(run.scoring.accuracy - -2.75) < 1e-12)
    #expect(run.summary().headline.hasPrefix("-275.00 % wife3"))
    // The other games' accuracies stop at zero.
    #expect(Self.run(JudgeChoice(.itg), offsets: [nil, nil]).scoring.accuracy == 0)
  }
}
