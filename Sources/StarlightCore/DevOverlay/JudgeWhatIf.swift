import Foundation

/// "What if" under another judge: the run's presses so far judged again from the start by
/// another game's rules (`Replay.rescored(under:)` with a judge), counted per that judge's
/// tiers over the notes the run has judged, with its accuracy beside the run's own.
public struct JudgeWhatIf: Sendable, Equatable {
  public let judge: String
  public let counts: [(name: String, count: Int)]
  public let accuracyName: String
  public let accuracy: Double
  public let ownJudge: String
  public let ownAccuracyName: String
  public let ownAccuracy: Double
  public let notes: Int

  public static func == (lhs: JudgeWhatIf, rhs: JudgeWhatIf) -> Bool {
    lhs.text == rhs.text
  }

  /// The comparison for `replay` (the run so far) under `judge`; nil when the run cannot be
  /// judged again so (another chapter, or a note kind the judge's game lacks).
  public static func compare(
    _ replay: Replay, run: FirewallRun, beatMap: BeatMap, under judge: JudgeChoice
  ) -> JudgeWhatIf? {
    var rescored = replay.rescored(under: judge)
    // Only as far as the run has gone: the rest of the map is not missed yet.
    rescored.stoppedAt = run.now
    guard let after = try? ReplaySimulator.simulate(rescored, beatMap: beatMap) as? FirewallRun
    else { return nil }
    let rules = after.judge
    var tiers = Array(repeating: 0, count: rules.tiers.count + 1)
    var notes = 0
    for index in run.judgements.indices where run.judgements[index] != nil {
      notes += 1
      switch after.judgements.indices.contains(index) ? after.judgements[index] : nil {
      case .hit(let tier, _)?: tiers[min(tier, rules.tiers.count - 1)] += 1
      default: tiers[rules.tiers.count] += 1
      }
    }
    return JudgeWhatIf(
      judge: rules.name, counts: zip(rules.countNames, tiers).map { ($0, $1) },
      accuracyName: rules.scoring.accuracyName, accuracy: after.scoring.accuracy,
      ownJudge: run.judge.name, ownAccuracyName: run.judge.scoring.accuracyName,
      ownAccuracy: run.scoring.accuracy, notes: notes)
  }

  /// One line: "what if itg (12 notes): Fantastic 9, ... Miss 0; DP 91.67 % (starlight
  /// accuracy 95.00 %)".
  public var text: String {
    "what if \(judge) (\(notes) notes): "
      + counts.map { "\($0.name) \($0.count)" }.joined(separator: ", ")
      + "; \(accuracyName) \(Self.percent(accuracy)) (\(ownJudge) "
      + "\(ownAccuracyName.lowercased()) \(Self.percent(ownAccuracy)))"
  }

  private static func percent(_ value: Double) -> String {
    String(format: "%.2f %%", value * 100)
  }
}
