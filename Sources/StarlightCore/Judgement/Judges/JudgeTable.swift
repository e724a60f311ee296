import Foundation

/// The judges as text, one block each: name, tiers with their windows, the hold, roll and
/// mine rules and the accuracy. What `starlight-sync judges` prints.
public enum JudgeTable {
  public static func lines(_ judges: [JudgeRules]) -> [String] {
    judges.flatMap { block($0) + [""] }.dropLast()
  }

  /// The settings row's line for the judge chosen: its windows ("itg: Fantastic ±23, ..."),
  /// or, with none chosen, which judge each game's charts take.
  public static func windowsNote(_ id: JudgeID?) -> String {
    guard let id else {
      var games: [String] = []
      for format in ChartFormats.all {
        let game = "\(format.game) \(format.defaultJudge.rawValue)"
        if !games.contains(game) { games.append(game) }
      }
      return "Each chart under its game's judge: \(games.joined(separator: ", "))."
    }
    return (block(JudgeCatalog.rules(for: JudgeChoice(id))).first ?? id.rawValue) + " ms."
  }

  static func block(_ judge: JudgeRules) -> [String] {
    let tiers = judge.tiers.map { tier -> String in
      let early = format(judge.rounding.apply(tier.early))
      let late = tier.late.map { format(judge.rounding.apply($0)) } ?? "none"
      return early == late ? "\(tier.name) ±\(early)" : "\(tier.name) -\(early)/+\(late)"
    }
    var lines = ["\(judge.choice.label): \(tiers.joined(separator: ", "))"]
    if let earlyMiss = judge.earlyMiss {
      lines.append("  \(judge.missName): an early press within \(format(earlyMiss)) ms misses")
    }
    lines.append("  holds: \(judge.holds.summary(judge: judge))")
    let rolls = judge.rollRetapLimit.map { "re-tap within \(format($0)) ms" } ?? "none"
    let mines = judge.mineWindow.map { "±\(format($0)) ms" } ?? "none"
    lines.append("  rolls: \(rolls); mines: \(mines); lifts: \(judge.judgesLifts ? "yes" : "none")")
    lines.append("  accuracy: \(judge.scoring.summary)")
    return lines
  }

  private static func format(_ value: Nanoseconds) -> String {
    String(format: "%g", value.milliseconds)
  }
}
