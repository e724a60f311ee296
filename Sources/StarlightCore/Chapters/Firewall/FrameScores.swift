/// The judgements of one input frame on their way to the score, for a judge that scores what
/// one frame decided in note order (`JudgeRules.ScoreOrder.noteOrderWithinInputFrame`); under
/// any other judge each judgement is scored as it is made.
struct FrameScores: Sendable, Equatable {
  struct Entry: Sendable, Equatable {
    let note: Int
    let event: JudgeScore.Event
  }

  /// The input frame the pending judgements were decided in.
  private var frame: Nanoseconds?
  private var pending: [Entry] = []

  /// Scores `event` of `note`, decided in the input frame at `frame`, into `score`: now, or
  /// with the rest of its frame once a later frame begins.
  mutating func record(
    _ event: JudgeScore.Event, note: Int, frame: Nanoseconds, into score: inout JudgeScore,
    rules: JudgeRules
  ) {
    guard rules.scoreOrder == .noteOrderWithinInputFrame else {
      score.record(event, rules: rules)
      return
    }
    if frame != self.frame {
      settle(into: &score, rules: rules)
      self.frame = frame
    }
    pending.append(Entry(note: note, event: event))
  }

  /// `score` with this frame's judgements scored too: what the run shows before the frame is
  /// over.
  func applied(to score: JudgeScore, rules: JudgeRules) -> JudgeScore {
    guard !pending.isEmpty else { return score }
    var result = score
    for entry in ordered { result.record(entry.event, rules: rules) }
    return result
  }

  private mutating func settle(into score: inout JudgeScore, rules: JudgeRules) {
    for entry in ordered { score.record(entry.event, rules: rules) }
    pending.removeAll(keepingCapacity: true)
  }

  /// By note, and in the order they were made within one note (a hold's head before its end).
  private var ordered: [Entry] {
    pending.indices.sorted { (pending[$0].note, $0) < (pending[$1].note, $1) }.map { pending[$0] }
  }
}
