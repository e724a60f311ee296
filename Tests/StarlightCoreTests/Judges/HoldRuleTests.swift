import Testing

@testable import StarlightCore

/// Each judge's hold rules as tables: one hold in lane 0 from 1000 ms to 3000 ms.
@Suite("Judge hold rules")
struct HoldRuleTests {
  static let hold = [
    TimedNote(index: 0, lane: 0, time: .milliseconds(1_000), endTime: .milliseconds(3_000))
  ]
  static let osu8 = JudgeChoice(.osuStable, overallDifficulty: 8)

  /// What a hold played so ends as: its tail judgement, read after the tail's window.
  static func tail(
    _ choice: JudgeChoice, script: (inout JudgeDriver) -> Void
  ) -> Judgement? {
    var driver = JudgeDriver(choice, notes: hold)
    script(&driver)
    driver.advance(ms: 4_000)
    return driver.run.tailJudgements[0]
  }

  /// osu! stable at OD 8, as stable judged these holds (Interlude's measurements,
  /// `RulesetOsuParityTests.OsuRuleset_LnCombinedJudgementBehaviour_*`): heads down the side,
  /// releases across, tiers 0 (MAX) to 4 (50) and 5 for a miss. Worked from the rules: MAX
  /// needs the head within 19.2 ms and head + release within 38.4; 300 within 44 and 88; 200
  /// within 73 and 146; 100 within 103 and 206; else 50. A release 128 to 164 ms early is a
  /// miss; one 103 ms late or more is held past the window (200 with the head within 19 ms,
  /// 100 within 79, else 50). A head 127 or 164 ms late is missed, then taken up: a 50 at best.
  static let stableReleases: [Int64] = [-164, -127, -103, -73, -44, -19, 19, 44, 73, 103, 127, 164]
  static let stableTable: [(head: Int64, tiers: [Int])] = [
    (-164, [5, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4]),
    (-127, [5, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4]),
    (-103, [5, 4, 3, 3, 3, 3, 3, 3, 3, 4, 4, 4]),
    (-73, [5, 3, 3, 2, 2, 2, 2, 2, 2, 3, 3, 3]),
    (-44, [5, 3, 3, 2, 1, 1, 1, 1, 2, 3, 3, 3]),
    (-19, [5, 2, 2, 2, 1, 0, 0, 1, 2, 2, 2, 2]),
    (19, [5, 2, 2, 2, 1, 0, 0, 1, 2, 2, 2, 2]),
    (44, [5, 3, 3, 2, 1, 1, 1, 1, 2, 3, 3, 3]),
    (73, [5, 3, 3, 2, 2, 2, 2, 2, 2, 3, 3, 3]),
    (127, [5, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4]),
    (164, [5, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4]),
  ]

  @Test("osu! stable: one judgement from the head's and the release's errors")
  func stableCombined() {
    for (head, tiers) in Self.stableTable {
      for (release, tier) in zip(Self.stableReleases, tiers) {
        let judgement = Self.tail(Self.osu8) {
          $0.press(ms: 1_000 + head)
          $0.release(ms: 3_000 + release)
        }
        let tierMade: Int? = if case .hit(let made, _) = judgement { made } else { nil }
        #expect((tierMade ?? 5) == tier, "head \(head), release \(release)")
      }
    }
  }

  @Test("osu! stable under DT at OD 6: the hold windows are the taps' times 1.2 and 1.1, unrounded")
  func stableHoldWindowsAtRate() throws {
    // The taps' MAX and 300 windows at 1.5x are 24 and 69 ms of song time: a hold's are 28.8
    // and 75.9, so head + release may reach 57 for a MAX and 151 for a 300.
    let choice = JudgeChoice(.osuStable, overallDifficulty: 6)
    let rate = try #require(PlaybackRate(hundredths: 150))
    for (head, release, tier) in [
      (28, 29, 0), (28, 30, 1), (29, 0, 1), (3, 148, 1), (3, 149, 2), (75, 76, 1), (76, 0, 2),
    ] as [(Int64, Int64, Int)] {
      var driver = JudgeDriver(choice, rate: rate, notes: Self.hold)
      driver.press(ms: 1_000 + head)
      driver.release(ms: 3_000 + release)
      driver.advance(ms: 4_000)
      #expect(
        driver.run.tailJudgements[0] == .hit(tier: tier, offset: .milliseconds(release)),
        "head \(head), release \(release)")
    }
  }

  @Test("osu! stable: held past the release window, the head alone decides 200, 100 or 50")
  func stableOverheld() {
    // OD 8: a 200 with the head within 19 ms, a 100 within 79 ms.
    for (head, tier) in [(0, 2), (-19, 2), (20, 3), (79, 3), (80, 4)] as [(Int64, Int)] {
      let judgement = Self.tail(Self.osu8) { $0.press(ms: 1_000 + head) }
      #expect(judgement == .hit(tier: tier, offset: 0), "head \(head)")
    }
  }

  @Test("osu! stable: a drop, a missed head, and a hold never taken up")
  func stableDropsAndMisses() {
    // Dropped mid-body and never taken up again: a 50 (stable keeps the head's hit).
    #expect(
      Self.tail(Self.osu8) {
        $0.press(ms: 1_000)
        $0.release(ms: 2_000)
      } == .hit(tier: 4, offset: 0))
    // Dropped, taken up again and released on time: a 50; held through: a 50.
    let regrabbed = Self.tail(Self.osu8) {
      $0.press(ms: 1_000)
      $0.release(ms: 2_000)
      $0.press(ms: 2_100)
      $0.release(ms: 3_000)
    }
    #expect(regrabbed == .hit(tier: 4, offset: 0))
    let regrabbedHeld = Self.tail(Self.osu8) {
      $0.press(ms: 1_000)
      $0.release(ms: 2_000)
      $0.press(ms: 2_100)
    }
    #expect(regrabbedHeld == .hit(tier: 4, offset: 0))
    // The head missed, the lane held from mid-body: a 50 held through or released on time,
    // a miss released over 127 ms early.
    #expect(Self.tail(Self.osu8) { $0.press(ms: 1_500) } == .hit(tier: 4, offset: 0))
    #expect(
      Self.tail(Self.osu8) {
        $0.press(ms: 1_500)
        $0.release(ms: 3_000)
      } == .hit(tier: 4, offset: 0))
    #expect(
      Self.tail(Self.osu8) {
        $0.press(ms: 1_500)
        $0.release(ms: 2_850)
      } == .miss)
    #expect(Self.tail(Self.osu8) { _ in } == .miss)
  }

  @Test("osu! stable counts a hold once, at its end")
  func stableCountsOnce() {
    var driver = JudgeDriver(Self.osu8, notes: Self.hold)
    driver.press(ms: 1_000)
    driver.release(ms: 3_000)
    driver.advance(ms: 4_000)
    let summary = RunSummary(run: driver.run)
    #expect(summary.counts.map(\.count) == [1, 0, 0, 0, 0, 0])
    // The head and a tick every 100 ms after the press, up to the tail: 1 + 2000 / 100.
    #expect(driver.run.scoring.maxCombo == 21)
  }

  @Test("osu! stable credits a hold's tick on the replay's next frame, if still held there")
  func stableTicksOnFrames() {
    // A hold from 1000 to 1150 and frames every 25 ms from 1010: the tick due at 1100 is
    // credited at the 1110 frame; a release 40 ms early is judged, which takes it in.
    func maxCombo(releasedAt release: Int64, frames: Bool) -> Int {
      let short = [
        TimedNote(index: 0, lane: 0, time: .milliseconds(1_000), endTime: .milliseconds(1_150))
      ]
      var driver = JudgeDriver(Self.osu8, notes: short)
      if frames {
        driver.run.inputSamples = stride(from: 1_010, to: 4_000, by: 25).map(
          Nanoseconds.milliseconds)
      }
      driver.press(ms: 1_000)
      driver.release(ms: release)
      driver.advance(ms: 4_000)
      return driver.run.scoring.maxCombo
    }
    // Let go in the very frame the tick would be credited in: no tick (the head alone).
    #expect(maxCombo(releasedAt: 1_110, frames: true) == 1)
    #expect(maxCombo(releasedAt: 1_110, frames: false) == 2)
    // Let go a frame later: the tick is in.
    #expect(maxCombo(releasedAt: 1_135, frames: true) == 2)
  }

  @Test("osu! stable's hold combo: ticks from the press while held; a drop breaks it")
  func stableHoldCombo() {
    // Pressed 30 ms late: ticks at 1130, 1230, ... up to the tail (19 of them), none after.
    var late = JudgeDriver(Self.osu8, notes: Self.hold)
    late.press(ms: 1_030)
    late.release(ms: 3_000)
    late.advance(ms: 4_000)
    #expect(late.run.scoring.maxCombo == 20)
    // Released 50 ms early, inside the window: the ticks after the release are lost, the
    // combo is not broken.
    var early = JudgeDriver(Self.osu8, notes: Self.hold)
    early.press(ms: 1_000)
    early.release(ms: 2_950)
    early.advance(ms: 4_000)
    #expect(early.run.scoring.maxCombo == 20 && early.run.scoring.combo == 20)
    // Dropped at 1550 (five ticks given): the combo breaks there and no tick follows; no
    // judgement came after the ticks, so the max combo is the head's alone.
    var dropped = JudgeDriver(Self.osu8, notes: Self.hold)
    dropped.press(ms: 1_000)
    dropped.release(ms: 1_550)
    #expect(dropped.run.scoring.combo == 0 && dropped.run.scoring.maxCombo == 1)
    dropped.press(ms: 2_000)
    dropped.release(ms: 3_000)
    dropped.advance(ms: 4_000)
    #expect(dropped.run.scoring.maxCombo == 1)
  }

  @Test("osu!lazer: the tail on its own by windows 1.5 times as wide, capped at 50 once let go")
  func lazerTail() {
    let lazer = JudgeChoice(.osuLazer, overallDifficulty: 8)
    // Release windows: MAX 24, 300 60, 200 109.5, 100 154.5, 50 190.5 ms.
    for (release, tier) in [(-24, 0), (-25, 1), (-60, 1), (-61, 2), (-190, 4)] as [(Int64, Int)] {
      let judgement = Self.tail(lazer) {
        $0.press(ms: 1_000)
        $0.release(ms: 3_000 + release)
      }
      #expect(judgement == .hit(tier: tier, offset: .milliseconds(release)), "\(release)")
    }
    #expect(Self.tail(lazer) { $0.press(ms: 1_000) } == .hit(tier: 0, offset: 0))
    // Let go too early, held again to the end: capped at 50; never held again: a miss.
    let broken = Self.tail(lazer) {
      $0.press(ms: 1_000)
      $0.release(ms: 2_000)
      $0.press(ms: 2_500)
    }
    #expect(broken == .hit(tier: 4, offset: 0))
    #expect(
      Self.tail(lazer) {
        $0.press(ms: 1_000)
        $0.release(ms: 2_000)
      } == .miss)
    // Head missed, the lane taken up in the body: capped too.
    #expect(Self.tail(lazer) { $0.press(ms: 1_500) } == .hit(tier: 4, offset: 0))
  }

  @Test("Quaver: releases by windows 1.5 times as wide, an Okay one a Good; held past a Good")
  func quaverRelease() {
    let quaver = JudgeChoice(.quaver)
    #expect(
      Self.tail(quaver) {
        $0.press(ms: 1_000)
        $0.release(ms: 2_973)
      }
        == .hit(tier: 0, offset: -.milliseconds(27)))
    #expect(
      Self.tail(quaver) {
        $0.press(ms: 1_000)
        $0.release(ms: 2_972)
      }
        == .hit(tier: 1, offset: -.milliseconds(28)))
    #expect(Self.tail(quaver) { $0.press(ms: 1_000) } == .hit(tier: 3, offset: 0))
    // Okay's release window is 190.5 ms: an Okay release counts as a Good.
    #expect(
      Self.tail(quaver) {
        $0.press(ms: 1_000)
        $0.release(ms: 2_820)
      } == .hit(tier: 3, offset: -.milliseconds(180)))
    #expect(
      Self.tail(quaver) {
        $0.press(ms: 1_000)
        $0.release(ms: 2_800)
      } == .miss)
  }

  @Test("ITG: Held unless the lane stays up over 320 ms before the tail; a missed head lets go")
  func itgLife() {
    let itg = JudgeChoice(.itg)
    let held = Self.tail(itg) {
      $0.press(ms: 1_000)
      $0.release(ms: 1_500)
      $0.press(ms: 1_820)
    }
    #expect(held == .hit(tier: 0, offset: 0))
    let letGo = Self.tail(itg) {
      $0.press(ms: 1_000)
      $0.release(ms: 1_500)
      $0.press(ms: 1_822)
    }
    #expect(letGo == .miss)
    // Let go 200 ms before the tail: its life lasts to the tail, so it is Held.
    #expect(
      Self.tail(itg) {
        $0.press(ms: 1_000)
        $0.release(ms: 2_800)
      } == .hit(tier: 0, offset: 0))
    #expect(Self.tail(itg) { _ in } == .miss)
    // The head counts in the tiers; the hold apart, as Held.
    var driver = JudgeDriver(itg, notes: Self.hold)
    driver.press(ms: 1_000)
    driver.advance(ms: 4_000)
    let summary = RunSummary(run: driver.run)
    #expect(summary.counts.map(\.count) == [1, 0, 0, 0, 0, 0])
    #expect(summary.holdsCompleted == 1 && summary.holdsDropped == 0)
    #expect(summary.hits[0].tailJudgement == "held")
  }

  @Test("Etterna: a hold let go costs Wife3's hold-drop penalty")
  func etternaDrop() {
    var driver = JudgeDriver(JudgeChoice(.etternaJ4), notes: Self.hold)
    driver.press(ms: 1_000)
    driver.release(ms: 1_200)
    driver.advance(ms: 4_000)
    #expect(driver.run.tailJudgements[0] == .miss)
    #expect(driver.run.scoring.earned == Wife3.maxPoints + Wife3.holdDropWeight)
    #expect(driver.run.scoring.possible == Wife3.maxPoints)
  }

  @Test("a judge whose game has no mines refuses a chart with them before play")
  func kindsRefused() {
    let notes = [TimedNote(index: 0, lane: 0, time: .milliseconds(300), kind: .mine)]
    let problem = JudgeCatalog.rules(for: Self.osu8).problem(judging: notes)
    #expect(problem?.contains("1 mines") == true)
    #expect(JudgeCatalog.rules(for: JudgeChoice(.itg)).problem(judging: notes) == nil)
  }
}

/// Mines, rolls and lifts under the judges whose games have them.
@Suite("Judge mine, roll and lift rules")
struct KindRuleTests {
  /// Whether a press `offset` ms from a mine at 300 ms hits it.
  static func mineHit(_ choice: JudgeChoice, offset: Int64) -> Bool {
    let mine = [TimedNote(index: 0, lane: 0, time: .milliseconds(300), kind: .mine)]
    var driver = JudgeDriver(choice, notes: mine)
    driver.press(ms: 300 + offset)
    driver.release(ms: 310 + offset)
    driver.advance(ms: 2_000)
    return driver.run.mineResults[0] != .avoided
  }

  @Test("mines: ITG's 70 ms, Etterna's 75 ms, this game's 90 ms, either side")
  func mineWindows() {
    for (choice, window) in [
      (JudgeChoice(.itg), 70), (JudgeChoice(.etternaJ4), 75), (.starlight, 90),
    ] as [(JudgeChoice, Int64)] {
      #expect(Self.mineHit(choice, offset: -window), "\(choice.label)")
      #expect(Self.mineHit(choice, offset: window))
      #expect(!Self.mineHit(choice, offset: -window - 1))
      #expect(!Self.mineHit(choice, offset: window + 1))
    }
  }

  /// A roll from 1000 to 3000 ms, its head hit, then tapped every `gap` ms: held or dropped.
  static func rollHeld(_ choice: JudgeChoice, gap: Int64) -> Bool {
    let roll = [
      TimedNote(
        index: 0, lane: 0, time: .milliseconds(1_000), endTime: .milliseconds(3_000), kind: .roll)
    ]
    var driver = JudgeDriver(choice, notes: roll)
    var time: Int64 = 1_000
    while time < 3_000 {
      driver.press(ms: time)
      driver.release(ms: time + 10)
      time += gap
    }
    driver.advance(ms: 4_000)
    return driver.run.tailJudgements[0].map { !$0.isMiss } ?? false
  }

  @Test("rolls: re-tapped within ITG's 350 ms, Etterna's and this game's 500 ms, or dropped")
  func rollLimits() {
    #expect(Self.rollHeld(JudgeChoice(.itg), gap: 340))
    #expect(!Self.rollHeld(JudgeChoice(.itg), gap: 360))
    #expect(Self.rollHeld(JudgeChoice(.etternaJ4), gap: 490))
    #expect(!Self.rollHeld(JudgeChoice(.etternaJ4), gap: 510))
    #expect(Self.rollHeld(.starlight, gap: 490))
    #expect(!Self.rollHeld(.starlight, gap: 510))
  }

  @Test("lifts: judged at the release by the judge's tiers")
  func lifts() {
    let lift = [TimedNote(index: 0, lane: 0, time: .milliseconds(300), kind: .lift)]
    var itg = JudgeDriver(JudgeChoice(.itg), notes: lift)
    itg.press(ms: 100)
    itg.release(ms: 330)
    #expect(itg.run.judgements[0] == .hit(tier: 1, offset: .milliseconds(30)))
    var etterna = JudgeDriver(JudgeChoice(.etternaJ4), notes: lift)
    etterna.press(ms: 100)
    etterna.release(ms: 320)
    #expect(etterna.run.judgements[0] == .hit(tier: 0, offset: .milliseconds(20)))
  }
}
