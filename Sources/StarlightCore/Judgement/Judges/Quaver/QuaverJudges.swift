/// Quaver's judges: Standard and its named presets (windows in whole milliseconds as the
/// game lists them: Marvelous, Perfect, Great, Good, Okay, and the early Miss reach). Long
/// note releases are judged by windows 1.5 times as wide and never worse than a Good (an
/// Okay release is a Good); a hold still down when its release window has passed counts as a
/// Good (Quaver's `LNMissJudgement`); a release before the window is a miss. Only a miss
/// breaks the combo. Score: `QuaverScoring`.
public struct QuaverJudges: JudgeFamily {
  public init() {}

  static let presets: [(judge: JudgeID, windows: [Double])] = [
    (.quaver, [18, 43, 76, 106, 127, 164]),
    (.quaverPeaceful, [23, 57, 101, 141, 169, 218]),
    (.quaverLenient, [21, 52, 91, 128, 153, 198]),
    (.quaverChill, [19, 47, 83, 116, 139, 180]),
    (.quaverStrict, [16, 39, 69, 96, 127, 164]),
    (.quaverTough, [14, 35, 62, 87, 127, 164]),
    (.quaverExtreme, [13, 32, 57, 79, 127, 164]),
  ]
  static let names = ["Marvelous", "Perfect", "Great", "Good", "Okay"]
  static let colours: [TierColour] = [.white, .gold, .green, .blue, .purple]

  public var judges: [JudgeID] { Self.presets.map(\.judge) }

  public func rules(for choice: JudgeChoice, rate: PlaybackRate) -> JudgeRules {
    let windows = (Self.presets.first { $0.judge == choice.id } ?? Self.presets[0]).windows
    let edges = windows.map { JudgeCatalog.song($0, rate) }
    return JudgeRules(
      choice: choice,
      tiers: (0..<5).map { JudgeTier(Self.names[$0], Self.colours[$0], edges[$0]) },
      missName: "Miss", earlyMiss: edges[5], rounding: .wholeMilliseconds,
      holds: SeparateTailHolds(
        releaseScale: (3, 2), heldThroughTier: 3, heldThroughAtTail: false, brokenCap: nil,
        worstReleaseTier: 3),
      rollRetapLimit: nil, mineWindow: nil, judgesLifts: false, scoring: QuaverScoring(),
      grades: [
        .init("X", 1), .init("SS", 0.99), .init("S", 0.95), .init("A", 0.9), .init("B", 0.8),
        .init("C", 0.7), .init("D", 0),
      ], rate: rate)
  }
}

extension JudgeID {
  public static let quaver = JudgeID(named: "quaver")
  public static let quaverPeaceful = JudgeID(named: "quaver-peaceful")
  public static let quaverLenient = JudgeID(named: "quaver-lenient")
  public static let quaverChill = JudgeID(named: "quaver-chill")
  public static let quaverStrict = JudgeID(named: "quaver-strict")
  public static let quaverTough = JudgeID(named: "quaver-tough")
  public static let quaverExtreme = JudgeID(named: "quaver-extreme")
}
