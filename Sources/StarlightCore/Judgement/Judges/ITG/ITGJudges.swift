/// ITG as Simply Love judges it: Fantastic, Excellent, Great (these keep the combo), Decent,
/// Way Off, every window 1.5 ms wider than published; FA+ splits the Fantastic. A press
/// judges the nearest note of its lane in reach. Holds: `HoldLife` over 320 ms; rolls
/// 350 ms; mines 70 ms; score: `ITGScoring`.
public struct ITGJudges: JudgeFamily {
  public init() {}

  /// ITG's TimingWindowAdd: every window is 1.5 ms wider than its published value.
  static let timingWindowAdd = 1.5
  /// FA+ splits the Fantastic at 13.5 ms (+1.5).
  static let fantasticPlus = 13.5
  static let grades: [JudgeGrade] = [
    .init("★★★★", 1), .init("★★★", 0.99), .init("★★", 0.98), .init("★", 0.96),
    .init("S+", 0.94), .init("S", 0.92), .init("S-", 0.89), .init("A+", 0.86), .init("A", 0.83),
    .init("A-", 0.80), .init("B+", 0.76), .init("B", 0.72), .init("B-", 0.68), .init("C+", 0.64),
    .init("C", 0.60), .init("C-", 0.55), .init("D", 0),
  ]

  public var judges: [JudgeID] { [.itg, .itgFA] }

  public func rules(for choice: JudgeChoice, rate: PlaybackRate) -> JudgeRules {
    let plus = choice.id == .itgFA
    var windows: [(String, TierColour, Double, Bool)] = [
      ("Fantastic", .cyan, 21.5, true), ("Excellent", .gold, 43, true),
      ("Great", .green, 102, true), ("Decent", .purple, 135, false),
      ("Way Off", .grey, 180, false),
    ]
    if plus {
      windows[0] = ("White Fantastic", .white, 21.5, true)
      windows.insert(("Blue Fantastic", .cyan, Self.fantasticPlus, true), at: 0)
    }
    let tiers = windows.map {
      JudgeTier(
        $0.0, $0.1, JudgeCatalog.song($0.2 + Self.timingWindowAdd, rate), keepsCombo: $0.3)
    }
    return JudgeRules(
      choice: JudgeChoice(plus ? .itgFA : .itg), tiers: tiers, missName: "Miss",
      priority: .nearest, holds: HoldLife(window: JudgeCatalog.song(320, rate)),
      rollRetapLimit: JudgeCatalog.song(350, rate), mineWindow: JudgeCatalog.song(70, rate),
      judgesLifts: true, scoring: ITGScoring(fantasticPlus: plus), grades: Self.grades,
      rate: rate)
  }
}

extension JudgeID {
  public static let itg = JudgeID(named: "itg")
  public static let itgFA = JudgeID(named: "itg-fa")
}
