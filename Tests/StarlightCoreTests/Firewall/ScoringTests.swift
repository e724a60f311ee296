import Testing

@testable import StarlightCore

@Suite("Score, combo and accuracy")
struct ScoringTests {
  /// perfect, perfect, great, miss, good: worked out by hand.
  ///
  /// | note | press   | offset  | tier    | combo | points x (100 + combo)% | score |
  /// |------|---------|---------|---------|-------|-------------------------|-------|
  /// | 1 s  | 1.000 s | 0       | perfect | 1     | 300 x 1.01 = 303        | 303   |
  /// | 2 s  | 2.030 s | +30 ms  | perfect | 2     | 300 x 1.02 = 306        | 609   |
  /// | 3 s  | 2.950 s | -50 ms  | great   | 3     | 200 x 1.03 = 206        | 815   |
  /// | 4 s  | -       | -       | miss    | 0     | 0                       | 815   |
  /// | 5 s  | 5.100 s | +100 ms | good    | 1     | 100 x 1.01 = 101        | 916   |
  ///
  /// Accuracy: (300 + 300 + 200 + 0 + 100) / (5 x 300) = 0.6.
  @Test("a hand-worked sequence")
  func handWorkedSequence() {
    let notes = timedNotes([
      (ms(1_000), 0), (ms(2_000), 1), (ms(3_000), 2), (ms(4_000), 3), (ms(5_000), 0),
    ])
    var driver = RunDriver(notes: notes)
    var combos: [Int] = []
    var scores: [Int] = []
    func record(_ driver: RunDriver) {
      combos.append(driver.run.scoring.combo)
      scores.append(driver.run.scoring.score)
    }
    driver.handle(press(ms(1_000), lane: 0))
    record(driver)
    driver.handle(press(ms(2_030), lane: 1))
    record(driver)
    driver.handle(press(ms(2_950), lane: 2))
    record(driver)
    driver.advance(to: ms(4_151))
    record(driver)
    driver.handle(press(ms(5_100), lane: 0))
    record(driver)

    #expect(combos == [1, 2, 3, 0, 1])
    #expect(scores == [303, 609, 815, 815, 916])
    let scoring = driver.run.scoring
    #expect(scoring.score == 916)
    #expect(scoring.maxCombo == 3)
    #expect(scoring.earnedPoints == 900)
    #expect(scoring.judgedCount == 5)
    #expect(scoring.accuracy == 0.6)

    let summary = RunSummary(run: driver.run)
    #expect(summary.outcome == .cleared)
    #expect(summary.score == 916)
    #expect(summary.maxCombo == 3)
    #expect(summary.accuracy == 0.6)
    #expect(summary.counts.map(\.name) == ["perfect", "great", "good", "miss"])
    #expect(summary.counts.map(\.count) == [2, 1, 1, 1])
    #expect(summary.hits.map(\.judgement) == ["perfect", "perfect", "great", "miss", "good"])
    #expect(summary.hits.map(\.offset) == [0, ms(30), ms(-50), nil, ms(100)])
    #expect(summary.hits.map(\.lane) == [0, 1, 2, 3, 0])
    #expect(summary.meanOffset == 20)
    // Population deviation of 0, 30, -50, 100 ms around 20 ms: sqrt(11800 / 4).
    let deviation = try! #require(summary.offsetStandardDeviation)
    #expect(abs(deviation - 2_950.0.squareRoot()) < 1e-9)
  }

  @Test("the combo bonus stops growing at its cap")
  func comboBonusCap() {
    let rules = JudgeCatalog.rules(for: .starlight)
    var keeper = JudgeScore(rules: rules, totalJudgements: 150)
    for _ in 0..<150 {
      keeper.record(.tap(.hit(tier: Tier.perfect, offset: 0)), rules: rules)
    }
    // Combo 1...100: 300 + 3 x combo each; combo 101...150: 300 x 2 each.
    #expect(GameConstants.comboBonusCapPercent == 100)
    #expect(keeper.score == 100 * 300 + 3 * 5_050 + 50 * 600)
    #expect(keeper.combo == 150)
    #expect(keeper.maxCombo == 150)
  }

  @Test("accuracy is perfect before anything is judged, and misses count against it")
  func accuracyEdges() {
    let rules = JudgeCatalog.rules(for: .starlight)
    var keeper = JudgeScore(rules: rules, totalJudgements: 2)
    #expect(keeper.accuracy == 1)
    keeper.record(.tap(.miss), rules: rules)
    #expect(keeper.accuracy == 0)
    keeper.record(.tap(.hit(tier: Tier.great, offset: ms(50))), rules: rules)
    #expect(keeper.accuracy == 200.0 / 600.0)
    #expect(keeper.maxCombo == 1)
  }

  @Test("a summary of an unfinished run names unjudged notes and has no offsets")
  func unfinishedSummary() {
    let run = FirewallRun(
      notes: timedNotes([(ms(1_000), 0)]), laneCount: 4,
      configuration: .standard(autoAssist: false), startTime: 0)
    let summary = RunSummary(run: run)
    #expect(summary.outcome == .playing)
    #expect(summary.hits.map(\.judgement) == ["unjudged"])
    #expect(summary.meanOffset == nil)
    #expect(summary.offsetStandardDeviation == nil)
    #expect(summary.counts.map(\.count) == [0, 0, 0, 0])
  }
}
