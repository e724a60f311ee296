/// Etterna at a judge: J4's 22.5/45/90/135/180 ms scaled (J5 0.84, J6 0.66, J7 0.5,
/// J8 0.33, J9 0.2), the Bad window never under 180 ms; a press judges the nearest note of
/// its lane in reach. Holds: `HoldLife` over 250 ms; rolls 500 ms; mines 75 ms; accuracy:
/// Wife3 at the judge's scale (`Wife3Scoring`).
public struct EtternaJudges: JudgeFamily {
  public init() {}

  static let scales: [(judge: JudgeID, scale: Double)] = [
    (.etternaJ4, 1.0), (.etternaJ5, 0.84), (.etternaJ6, 0.66), (.etternaJ7, 0.5),
    (.etternaJ8, 0.33), (.etternaJ9, 0.2),
  ]

  public var judges: [JudgeID] { Self.scales.map(\.judge) }

  public func rules(for choice: JudgeChoice, rate: PlaybackRate) -> JudgeRules {
    let scale = Self.scales.first { $0.judge == choice.id }?.scale ?? 1
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

extension JudgeID {
  public static let etternaJ4 = JudgeID(named: "etterna-j4")
  public static let etternaJ5 = JudgeID(named: "etterna-j5")
  public static let etternaJ6 = JudgeID(named: "etterna-j6")
  public static let etternaJ7 = JudgeID(named: "etterna-j7")
  public static let etternaJ8 = JudgeID(named: "etterna-j8")
  public static let etternaJ9 = JudgeID(named: "etterna-j9")
}
