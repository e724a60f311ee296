/// "What if": how a run's judgements change under other tuning. The run's own presses are
/// judged again from the start under the new values (`Replay.rescored(under:)`), and the
/// notes the run has judged so far are counted per tier, before and after.
public struct WhatIfComparison: Sendable, Equatable {
  public struct Row: Sendable, Equatable {
    public let name: String
    public let before: Int
    public let after: Int
  }

  /// One row per tier, innermost first, then the misses.
  public let rows: [Row]
  /// Notes compared: those the run had judged.
  public let notes: Int

  /// Compares the heads `before` has judged with the same notes' judgements in `after`.
  public init(before: FirewallRun, after: FirewallRun) {
    let names = before.windows.tierNames
    var counts = Array(repeating: (before: 0, after: 0), count: names.count + 1)
    var notes = 0
    for index in before.judgements.indices {
      guard let old = before.judgements[index] else { continue }
      notes += 1
      counts[Self.slot(old, tiers: names.count)].before += 1
      let new = after.judgements.indices.contains(index) ? after.judgements[index] : nil
      counts[Self.slot(new ?? .miss, tiers: names.count)].after += 1
    }
    rows = (names + [Judgement.missName]).enumerated().map {
      Row(name: $0.element, before: counts[$0.offset].before, after: counts[$0.offset].after)
    }
    self.notes = notes
  }

  /// The comparison for `replay` (the run so far) under `tuning`; nil when the replay is
  /// not Chapter 4's or cannot be simulated against `beatMap`.
  public static func compare(
    _ replay: Replay, run: FirewallRun, beatMap: BeatMap, under tuning: Tuning
  ) -> WhatIfComparison? {
    guard
      let after = try? ReplaySimulator.simulate(replay.rescored(under: tuning), beatMap: beatMap)
        as? FirewallRun
    else { return nil }
    return WhatIfComparison(before: run, after: after)
  }

  /// One line: "what if (12 notes): perfect 10 -> 8, great 2 -> 4, good 0 -> 0, miss 0 -> 0".
  public var text: String {
    "what if (\(notes) notes): "
      + rows.map { "\($0.name) \($0.before) -> \($0.after)" }.joined(separator: ", ")
  }

  private static func slot(_ judgement: Judgement, tiers: Int) -> Int {
    if case .hit(let tier, _) = judgement { return min(tier, tiers - 1) }
    return tiers
  }
}
