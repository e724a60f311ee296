/// How a re-simulation differs from what its replay expected: counts by tier, the other
/// recorded figures, and the notes whose judgement or offset moved (first ones first).
public struct ReplayDrift: Sendable, Equatable {
  public struct CountChange: Sendable, Equatable {
    public var name: String
    public var expected: Int?
    public var actual: Int?
  }

  /// A note whose judgement (or offset) is not the recorded one.
  public struct NoteChange: Sendable, Equatable {
    public var index: Int
    public var lane: Int
    public var time: Nanoseconds
    public var expected: ExpectedOutcome.Note
    public var actual: ExpectedOutcome.Note
    /// The practice pass the note was played in; nil for an attempt.
    public var pass: Int? = nil
  }

  public var counts: [CountChange] = []
  /// "score 1200 → 1100", "outcome cleared → failed"...
  public var fields: [String] = []
  /// Every note that moved, in note order.
  public var notes: [NoteChange] = []

  public var isEmpty: Bool { counts.isEmpty && fields.isEmpty && notes.isEmpty }

  /// Adds a practice pass's drift, each change named with the pass's number.
  mutating func append(_ other: ReplayDrift, pass: Int) {
    fields += other.fields.map { "pass \(pass): \($0)" }
    counts += other.counts.map {
      CountChange(name: "pass \(pass) \($0.name)", expected: $0.expected, actual: $0.actual)
    }
    notes += other.notes.map {
      var change = $0
      change.pass = pass
      return change
    }
  }

  /// Lines for the terminal: the changed figures, then at most `noteLimit` moved notes.
  public func lines(noteLimit: Int = 5) -> [String] {
    var lines = fields
    if !counts.isEmpty {
      lines.append(
        "counts: "
          + counts.map {
            "\($0.name) \($0.expected.map(String.init) ?? "-") → \($0.actual.map(String.init) ?? "-")"
          }
          .joined(separator: ", "))
    }
    for change in notes.prefix(noteLimit) {
      lines.append(
        (change.pass.map { "pass \($0) " } ?? "")
          + "note \(change.index) (lane \(change.lane), \(Self.ms(change.time))): expected \(Self.describe(change.expected)), got \(Self.describe(change.actual))"
      )
    }
    if notes.count > noteLimit { lines.append("... and \(notes.count - noteLimit) more notes") }
    return lines
  }

  static func ms(_ time: Nanoseconds) -> String {
    let value = Double(time) / 1e6
    return value == value.rounded() ? "\(Int(value)) ms" : "\(value) ms"
  }

  public static func describe(_ note: ExpectedOutcome.Note) -> String {
    var text = note.judgement + (note.offset.map { " at \(signed($0))" } ?? "")
    if let tail = note.tailJudgement {
      text += ", tail \(tail)" + (note.tailOffset.map { " at \(signed($0))" } ?? "")
    }
    return text
  }

  private static func signed(_ offset: Nanoseconds) -> String {
    (offset >= 0 ? "+" : "") + ms(offset)
  }
}
