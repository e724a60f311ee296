/// The judges of the StepMania family: ITG as Simply Love judges it, and Etterna.
enum StepManiaJudges {
  /// ITG's TimingWindowAdd: every window is 1.5 ms wider than its published value.
  static let timingWindowAdd = 1.5
  /// FA+ splits the Fantastic at 13.5 ms (+1.5).
  static let fantasticPlus = 13.5
  static let itgGrades: [JudgeGrade] = [
    .init("★★★★", 1), .init("★★★", 0.99), .init("★★", 0.98), .init("★", 0.96),
    .init("S+", 0.94), .init("S", 0.92), .init("S-", 0.89), .init("A+", 0.86), .init("A", 0.83),
    .init("A-", 0.80), .init("B+", 0.76), .init("B", 0.72), .init("B-", 0.68), .init("C+", 0.64),
    .init("C", 0.60), .init("C-", 0.55), .init("D", 0),
  ]

  /// ITG: Fantastic, Excellent, Great (these keep the combo), Decent, Way Off; holds 320 ms,
  /// rolls 350 ms, mines 70 ms. A press judges the nearest note of its lane in reach.
  static func itg(fantasticPlus: Bool, rate: PlaybackRate) -> JudgeRules {
    var windows: [(String, TierColour, Double, Bool)] = [
      ("Fantastic", .cyan, 21.5, true), ("Excellent", .gold, 43, true),
      ("Great", .green, 102, true), ("Decent", .purple, 135, false),
      ("Way Off", .grey, 180, false),
    ]
    if fantasticPlus {
      windows[0] = ("White Fantastic", .white, 21.5, true)
      windows.insert(("Blue Fantastic", .cyan, Self.fantasticPlus, true), at: 0)
    }
    let tiers = windows.map {
      JudgeTier($0.0, $0.1, JudgeCatalog.song($0.2 + timingWindowAdd, rate), keepsCombo: $0.3)
    }
    return JudgeRules(
      choice: JudgeChoice(fantasticPlus ? .itgFA : .itg), tiers: tiers, missName: "Miss",
      priority: .nearest, holds: HoldLife(window: JudgeCatalog.song(320, rate)),
      rollRetapLimit: JudgeCatalog.song(350, rate), mineWindow: JudgeCatalog.song(70, rate),
      judgesLifts: true, scoring: ITGScoring(fantasticPlus: fantasticPlus), grades: itgGrades,
      rate: rate)
  }

  /// Etterna at a judge: J4's 22.5/45/90/135/180 ms scaled (J5 0.84, J6 0.66, J7 0.5,
  /// J8 0.33, J9 0.2), the Bad window never under 180 ms; holds 250 ms, rolls 500 ms, mines
  /// 75 ms; Wife3 accuracy.
  static func etterna(scale: Double, _ choice: JudgeChoice, rate: PlaybackRate) -> JudgeRules {
    let windows: [(String, TierColour, Double, Bool)] = [
      ("Marvelous", .white, 22.5 * scale, true), ("Perfect", .gold, 45 * scale, true),
      ("Great", .green, 90 * scale, true), ("Good", .blue, 135 * scale, false),
      ("Bad", .purple, max(180 * scale, 180), false),
    ]
    return JudgeRules(
      choice: choice,
      tiers: windows.map { JudgeTier($0.0, $0.1, JudgeCatalog.song($0.2, rate), keepsCombo: $0.3) },
      missName: "Miss", priority: .nearest, holds: HoldLife(window: JudgeCatalog.song(250, rate)),
      rollRetapLimit: JudgeCatalog.song(500, rate), mineWindow: JudgeCatalog.song(75, rate),
      judgesLifts: true, scoring: Wife3Scoring(scale: scale),
      grades: [
        .init("AAAAA", 0.999935), .init("AAAA", 0.99955), .init("AAA", 0.997), .init("AA", 0.93),
        .init("A", 0.8), .init("B", 0.7), .init("C", 0.6), .init("D", 0),
      ], rate: rate)
  }
}
