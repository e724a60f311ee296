/// The version 6 layout: version 5's keys, plus the judge the attempt was played under
/// (`judge`: its name, and for osu!'s judges the OD and the difficulty mod), where an
/// imported replay came from (`origin`) and the outcome a re-simulation must give
/// (`expected`; for a practice run, `passesExpected`, pass by pass). All optional: an
/// attempt under this game's own judge with none of the others reads as version 5, and
/// every older file loads as `starlight`. `failure` names a player's life bar as the
/// failure rule (absent: the story's integrity). `view` is how the lanes were drawn (the
/// player's view preferences; read for watching only, values clamped to their limits).
typealias ReplayFileV6 = ReplayFileLayer<ReplayFileV6Keys>

struct ReplayFileV6Keys: ReplayFileKeys {
  typealias Older = ReplayFileV5

  struct Expected: Codable {
    var outcome: String?
    var score: Int?
    var accuracy: Double?
    var maxCombo: Int?
    var counts: [TierCount]
    var notes: [ExpectedOutcome.Note]?

    init(_ outcome: ExpectedOutcome) {
      self.outcome = outcome.outcome
      score = outcome.score
      accuracy = outcome.accuracy
      maxCombo = outcome.maxCombo
      counts = outcome.counts
      notes = outcome.notes
    }

    func checked() throws(ReplayCodec.DecodeError) -> ExpectedOutcome {
      guard counts.allSatisfy({ $0.count >= 0 }), (notes?.count ?? 0) <= ReplayFileV6Keys.maxNotes,
        accuracy.map({ $0.isFinite }) ?? true
      else {
        throw ReplayCodec.DecodeError(message: "replay expected outcome is out of range")
      }
      return ExpectedOutcome(
        outcome: outcome, score: score, accuracy: accuracy, maxCombo: maxCombo, counts: counts,
        notes: notes)
    }
  }
  /// A replay of the longest chart has fewer notes than it has actions.
  static let maxNotes = ReplayValidation.Limits.maxActions

  // Declared in the order they were always read, so a file with two bad keys names the same.
  var judge: JudgeChoice?
  var origin: ReplayOrigin?
  var expected: Expected?
  var failure: FailureRule?
  /// One per practice pass, in pass order (null for a pass that recorded none).
  var passesExpected: [Expected?]?
  var mods: PlayMods?
  var view: ViewPreferences?

  init(_ replay: Replay) {
    view = replay.view
    failure = replay.failure == .firewallIntegrity ? nil : replay.failure
    judge = replay.judge == .starlight ? nil : replay.judge
    origin = replay.origin
    expected = replay.expected.map(Expected.init)
    mods = replay.mods.isNone ? nil : replay.mods
    let passes = replay.practice?.passes ?? []
    passesExpected =
      passes.contains { $0.expected != nil } ? passes.map { $0.expected.map(Expected.init) } : nil
  }

  func replay(over older: Older) throws(ReplayCodec.DecodeError) -> Replay {
    var replay = try older.replay()
    replay.judge = judge ?? .starlight
    replay.origin = origin
    replay.failure = failure ?? .firewallIntegrity
    replay.mods = mods ?? .none
    replay.view = view?.clamped()
    replay.expected = try expected?.checked()
    if let passesExpected {
      guard var practice = replay.practice, practice.passes.count == passesExpected.count else {
        throw ReplayCodec.DecodeError(
          message:
            "replay passesExpected lists \(passesExpected.count) passes; the run has \(replay.practice?.passes.count ?? 0)"
        )
      }
      for index in practice.passes.indices {
        practice.passes[index].expected = try passesExpected[index]?.checked()
      }
      replay.practice = practice
    }
    return replay
  }
}
