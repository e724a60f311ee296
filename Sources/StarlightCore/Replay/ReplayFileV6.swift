/// The version 6 layout: version 5's keys, plus the judge the attempt was played under
/// (`judge`: its name, and for osu!'s judges the OD and the difficulty mod), where an
/// imported replay came from (`origin`) and the outcome a re-simulation must give
/// (`expected`), and a player's life bar as the failure rule (`failure`, absent for the
/// story's integrity). All optional: an attempt under this game's own judge with neither of the
/// others reads as version 5, and every older file loads as `starlight`.
struct ReplayFileV6: Codable {
  struct Expected: Codable {
    var outcome: String?
    var score: Int?
    var accuracy: Double?
    var maxCombo: Int?
    var counts: [TierCount]
    var notes: [ExpectedOutcome.Note]?
  }
  private enum CodingKeys: String, CodingKey {
    case judge, origin, expected, failure
  }

  /// A replay of the longest chart has fewer notes than it has actions.
  static let maxNotes = ReplayValidation.Limits.maxActions

  var base: ReplayFileV5
  var judge: JudgeChoice?
  var origin: ReplayOrigin?
  var expected: Expected?
  var failure: FailureRule?

  init(_ replay: Replay) {
    failure = replay.failure == .firewallIntegrity ? nil : replay.failure
    base = ReplayFileV5(replay)
    judge = replay.judge == .starlight ? nil : replay.judge
    origin = replay.origin
    expected = replay.expected.map {
      Expected(
        outcome: $0.outcome, score: $0.score, accuracy: $0.accuracy, maxCombo: $0.maxCombo,
        counts: $0.counts, notes: $0.notes)
    }
  }

  init(from decoder: any Decoder) throws {
    base = try ReplayFileV5(from: decoder)
    let container = try decoder.container(keyedBy: CodingKeys.self)
    judge = try container.decodeIfPresent(JudgeChoice.self, forKey: .judge)
    origin = try container.decodeIfPresent(ReplayOrigin.self, forKey: .origin)
    expected = try container.decodeIfPresent(Expected.self, forKey: .expected)
    failure = try container.decodeIfPresent(FailureRule.self, forKey: .failure)
  }

  func encode(to encoder: any Encoder) throws {
    try base.encode(to: encoder)
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encodeIfPresent(judge, forKey: .judge)
    try container.encodeIfPresent(origin, forKey: .origin)
    try container.encodeIfPresent(expected, forKey: .expected)
    try container.encodeIfPresent(failure, forKey: .failure)
  }

  func replay() throws(ReplayCodec.DecodeError) -> Replay {
    var replay = try base.replay()
    replay.judge = judge ?? .starlight
    replay.origin = origin
    replay.failure = failure ?? .firewallIntegrity
    if let expected {
      guard expected.counts.allSatisfy({ $0.count >= 0 }),
        (expected.notes?.count ?? 0) <= Self.maxNotes,
        expected.accuracy.map({ $0.isFinite }) ?? true
      else {
        throw ReplayCodec.DecodeError(message: "replay expected outcome is out of range")
      }
      replay.expected = ExpectedOutcome(
        outcome: expected.outcome, score: expected.score, accuracy: expected.accuracy,
        maxCombo: expected.maxCombo, counts: expected.counts, notes: expected.notes)
    }
    return replay
  }
}
