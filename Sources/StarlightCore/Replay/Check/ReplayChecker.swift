/// `replay check` as a function: a replay in, its re-simulated outcome and its drift from
/// what it expected out. Our replays expect what the attempt reached when played (version 6;
/// older ones the ending they recorded); an imported one the counts its game gave; a practice
/// run each of its passes what that pass reached.
public enum ReplayChecker {
  public struct Result: Sendable, Equatable {
    public enum Status: String, Sendable {
      case passed
      case drifted
      /// Nothing recorded to compare with (a replay older than version 4, still playing).
      case unchecked
    }

    public var status: Status
    /// For a practice run, its passes' counts added together (each pass is in `passes`).
    public var actual: ExpectedOutcome
    public var drift: ReplayDrift
    /// A practice run's passes, each re-simulated, in pass order; empty for an attempt.
    public var passes: [ExpectedOutcome] = []
  }

  /// Re-simulates `replay` on `beatMap` (its chart, for Chapter 4) and compares.
  public static func check(_ replay: Replay, beatMap: BeatMap?) throws(ReplayMismatch) -> Result {
    if replay.practice != nil { return try checkPasses(of: replay, beatMap: beatMap) }
    let rules = try ReplaySimulator.simulate(
      replay, beatMap: beatMap, step: GameConstants.checkStep)
    let actual = ExpectedOutcome(summary: rules.summary(), replay: replay)
    guard let expected = expectation(of: replay) else {
      return Result(status: .unchecked, actual: actual, drift: ReplayDrift())
    }
    let notes = FirewallRun.playedNotes(context: replay.context(beatMap: beatMap)).map(judgedNotes)
    let drift = compare(expected: expected, actual: actual, notes: notes ?? [])
    return Result(status: drift.isEmpty ? .passed : .drifted, actual: actual, drift: drift)
  }

  /// A practice run pass by pass: each pass is the attempt `passReplays` makes of it, and its
  /// drifts are named with the pass's number.
  static func checkPasses(of replay: Replay, beatMap: BeatMap?) throws(ReplayMismatch) -> Result {
    let attempts = replay.passReplays
    guard !attempts.isEmpty else { throw .setup("the replay holds no practice pass") }
    var results: [Result] = []
    for attempt in attempts { results.append(try check(attempt, beatMap: beatMap)) }
    var drift = ReplayDrift()
    for (pass, result) in zip(replay.practice?.passes ?? [], results) {
      drift.append(result.drift, pass: pass.number)
    }
    let status: Result.Status =
      if results.contains(where: { $0.status == .drifted }) {
        .drifted
      } else if results.allSatisfy({ $0.status == .unchecked }) {
        .unchecked
      } else {
        .passed
      }
    let counts = results.flatMap(\.actual.counts).reduce(into: [TierCount]()) { sum, tier in
      if let index = sum.firstIndex(where: { $0.name == tier.name }) {
        sum[index].count += tier.count
      } else {
        sum.append(tier)
      }
    }
    return Result(
      status: status, actual: ExpectedOutcome(counts: counts), drift: drift,
      passes: results.map(\.actual))
  }

  /// `replay` expecting what `result` re-simulated (`replay check --update`): a practice run
  /// pass by pass, an attempt as a whole.
  public static func recording(_ result: Result, in replay: Replay) -> Replay {
    var updated = replay
    guard var practice = replay.practice else {
      updated.expected = result.actual
      return updated
    }
    for (index, actual) in zip(practice.passes.indices, result.passes) {
      practice.passes[index].expected = actual
    }
    updated.practice = practice
    return updated
  }

  /// What `replay` expects: its recorded outcome, else the ending a version 4 or 5 file
  /// recorded (cleared or failed; an abandoned attempt reports "abandoned").
  static func expectation(of replay: Replay) -> ExpectedOutcome? {
    if let expected = replay.expected { return expected }
    guard let ending = replay.ending else { return nil }
    return ExpectedOutcome(outcome: ending.isAbandoned ? "abandoned" : ending.rawValue)
  }

  /// The notes `RunSummary.hits` lists, in its order: every playable note but mines (of the
  /// section, for a practice pass).
  static func judgedNotes(_ notes: [TimedNote]) -> [TimedNote] {
    notes.filter { $0.kind.isPlayable && $0.kind != .mine }
  }

  public static func compare(
    expected: ExpectedOutcome, actual: ExpectedOutcome, notes: [TimedNote]
  ) -> ReplayDrift {
    var drift = ReplayDrift()
    func field<Value: Equatable>(_ name: String, _ lhs: Value?, _ rhs: Value?) {
      guard let lhs, lhs != rhs else { return }
      drift.fields.append("\(name) \(lhs) → \(rhs.map { "\($0)" } ?? "none")")
    }
    field("outcome", expected.outcome, actual.outcome)
    field("score", expected.score, actual.score)
    field("accuracy", expected.accuracy, actual.accuracy)
    field("max combo", expected.maxCombo, actual.maxCombo)
    drift.counts = countChanges(expected.counts, actual.counts)
    if let recorded = expected.notes {
      let got = actual.notes ?? []
      for index in 0..<max(recorded.count, got.count) {
        let want = index < recorded.count ? recorded[index] : missing
        let have = index < got.count ? got[index] : missing
        guard want != have else { continue }
        let note = index < notes.count ? notes[index] : nil
        drift.notes.append(
          ReplayDrift.NoteChange(
            index: index, lane: note?.lane ?? -1, time: note?.time ?? 0, expected: want,
            actual: have))
      }
    }
    return drift
  }

  private static let missing = ExpectedOutcome.Note(judgement: "absent", offset: nil)

  /// Counts compared tier by tier: by name when both sides name the same tiers, else by
  /// position when they have as many (a game's names against a judge's), else each name.
  static func countChanges(_ expected: [TierCount], _ actual: [TierCount])
    -> [ReplayDrift.CountChange]
  {
    guard !expected.isEmpty else { return [] }
    if Set(expected.map(\.name)) != Set(actual.map(\.name)), expected.count == actual.count {
      return zip(expected, actual).compactMap { want, have in
        want.count == have.count
          ? nil
          : ReplayDrift.CountChange(
            name: want.name == have.name ? want.name : "\(want.name)/\(have.name)",
            expected: want.count, actual: have.count)
      }
    }
    let names =
      expected.map(\.name)
      + actual.map(\.name).filter { name in
        !expected.contains { $0.name == name }
      }
    return names.compactMap { name in
      let want = expected.first { $0.name == name }?.count
      let have = actual.first { $0.name == name }?.count
      // A tier with no judgements is the same whether or not a side lists it.
      guard (want ?? 0) != (have ?? 0) else { return nil }
      return ReplayDrift.CountChange(name: name, expected: want, actual: have)
    }
  }
}
