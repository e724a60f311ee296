/// What a Free Play best is kept per: the judge (with osu!'s score-changing difficulty mod,
/// not the chart's own OD, which never changes for a chart) and the rate. Scores of two judges
/// are never compared: an osu! ScoreV1 of 595181 is no better or worse than 1917 ITG DP.
public struct BestKey: Sendable, Hashable, Codable, Comparable {
  /// "starlight", "itg-fa", "osu-stable", "osu-stable HR".
  public var judge: String
  /// The rate in hundredths (100: 1x).
  public var rate: Int

  public init(judge: String, rate: Int) {
    self.judge = judge
    self.rate = rate
  }

  /// The key of a run under `choice` at `rate`.
  public init(_ choice: JudgeChoice, rate: PlaybackRate) {
    let mod = choice.osuMod == .none ? "" : " \(choice.osuMod.rawValue.uppercased())"
    self.init(judge: choice.id.rawValue + mod, rate: rate.hundredths)
  }

  /// "osu-stable HR at 1.50x"; "itg".
  public var label: String {
    guard rate != 100, let playback = PlaybackRate(hundredths: rate) else { return judge }
    return "\(judge) at \(playback)"
  }

  /// The key a best kept before bests had judges counts under: the judge its headline names
  /// (a foreign judge's run named it after the grade), at the rate it names, else this
  /// game's judge at 1x.
  public static func older(headline: String) -> BestKey {
    let words = headline.split(whereSeparator: { $0 == " " || $0 == "," }).map(String.init)
    let judge = words.first { word in JudgeID.allCases.contains { $0.rawValue == word } }
    let rate = words.last { $0.hasSuffix("x") }.flatMap { word -> Int? in
      guard let value = Double(word.dropLast()), value > 0 else { return nil }
      return Int((value * 100).rounded())
    }
    return BestKey(judge: judge ?? JudgeID.starlight.rawValue, rate: rate ?? 100)
  }

  public static func < (lhs: BestKey, rhs: BestKey) -> Bool {
    (lhs.judge, lhs.rate) < (rhs.judge, rhs.rate)
  }
}
