import Foundation

/// What osu!mania's two judges share: tier names, colours and grades, and windows from the
/// chart's OD in whole milliseconds of song time: a window is floor(base x speed /
/// difficulty), where speed is the rate (DT 1.5, HT 0.75: the windows stay the same in real
/// time) and difficulty 1.4 under Hard Rock, 1/1.4 under Easy (lazer's `ManiaHitWindows`,
/// checked against its `TestSceneLegacyReplayPlayback`).
enum OsuWindows {
  static let names = ["MAX", "300", "200", "100", "50"]
  static let colours: [TierColour] = [.cyan, .gold, .green, .blue, .grey]
  static let grades: [JudgeGrade] = [
    .init("SS", 1), .init("S", 0.95), .init("A", 0.9), .init("B", 0.8), .init("C", 0.7),
    .init("D", 0),
  ]

  /// The chart's OD, or the default.
  static func overallDifficulty(_ choice: JudgeChoice) -> Double {
    choice.overallDifficulty ?? JudgeChoice.defaultOverallDifficulty
  }

  /// floor(base x speed / difficulty), whole milliseconds of song time.
  static func windowFunction(_ choice: JudgeChoice, rate: PlaybackRate) -> (Double) -> Int64 {
    let speed = Double(rate.hundredths) / 100
    let difficulty: Double =
      switch choice.osuMod {
      case .none: 1
      case .hardRock: 1.4
      case .easy: 1 / 1.4
      }
    return { base in floorWhole(base * (speed / difficulty)) }
  }

  /// Floor, forgiving the last bits of a product that is whole in decimal (112 / 1.4 is 80).
  static func floorWhole(_ value: Double) -> Int64 {
    Int64((value + 1e-9).rounded(.down))
  }

  /// osu!'s `DifficultyRange`: the value at OD 5, moving linearly to OD 0's or OD 10's.
  static func difficultyRange(_ od: Double, _ range: (od0: Double, od5: Double, od10: Double))
    -> Double
  {
    if od > 5 { return range.od5 + (range.od10 - range.od5) * (od - 5) / 5 }
    if od < 5 { return range.od5 - (range.od5 - range.od0) * (5 - od) / 5 }
    return range.od5
  }
}
