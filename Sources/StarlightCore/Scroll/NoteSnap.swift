/// A note's place in the beat as StepMania colours it (its `NoteType`): a 4th on the beat,
/// an 8th on the half beat, then 12ths, 16ths, 24ths, 32nds, 48ths, 64ths and anything finer
/// as 192nds; read from the beat the chart put the note on, in StepMania's 48 rows a beat.
public enum NoteSnap: Int, Sendable, CaseIterable, Comparable {
  case quarter = 4
  case eighth = 8
  case twelfth = 12
  case sixteenth = 16
  case twentyFourth = 24
  case thirtySecond = 32
  case fortyEighth = 48
  case sixtyFourth = 64
  case finer = 192

  static let rowsPerBeat = 48

  /// The snap of a note on `beat`.
  public init(beat: Double) {
    let row = Int((beat * Double(Self.rowsPerBeat)).rounded())
    self =
      Self.allCases.first { snap in
        // A 4th spans 48 rows, an 8th 24 ... a 64th 3; finer is every row.
        row.isMultiple(of: Self.rowsPerBeat * 4 / snap.rawValue)
      } ?? .finer
  }

  /// The snap of `note` (its beat from the chart; from its time on `tempo` for a note made
  /// in time).
  public init(of note: TimedNote, tempo: TempoMap) {
    self.init(beat: note.beat ?? tempo.beat(atTime: note.time))
  }

  public static func < (lhs: NoteSnap, rhs: NoteSnap) -> Bool { lhs.rawValue < rhs.rawValue }
}
