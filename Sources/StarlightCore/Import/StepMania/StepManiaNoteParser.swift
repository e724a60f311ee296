/// Reads StepMania note data: measures separated by commas, each split evenly into its
/// lines whatever their number, one character per column (StepMania's
/// `NoteDataUtil::LoadFromSMNoteDataString`). Rows are placed exactly as StepMania places
/// them, in float: row = lrintf((measure + line / lines) * 4 * 48).
struct StepManiaNoteParser {
  /// A note kept for play, of its kind: '1' tap, '2' hold and '4' roll (each with the row of
  /// its '3' tail), 'M' mine, 'L' lift, 'F' fake.
  struct Note: Equatable {
    var row: Int
    var column: Int
    var endRow: Int?
    var line: Int
    var kind: NoteKind
  }

  /// Beats in a StepMania measure (`BEATS_PER_MEASURE`); time signatures do not change it.
  static let beatsPerMeasure: Float = 4
  static let rowsPerMeasure = 4 * StepManiaTimingList.rowsPerBeat

  let columns: Int
  var problems: BeatMapProblemList
  var report: ImportReport
  var warnings: [(line: Int, message: String)] = []
  private(set) var notes: [Note] = []
  /// Per column, the hold waiting for its tail: index into `notes` and its line.
  private var openHolds: [(index: Int, line: Int)?]
  private var removed: Set<Int> = []
  /// Per column, the row and line of its latest note, to catch two lines on one row.
  private var lastInColumn: [(row: Int, line: Int)?]
  /// Lines in the measure being read, for the message when two share a row.
  private var linesInMeasure = 0

  init(columns: Int, problems: BeatMapProblemList, report: ImportReport) {
    self.columns = columns
    self.problems = problems
    self.report = report
    openHolds = Array(repeating: nil, count: columns)
    lastInColumn = Array(repeating: nil, count: columns)
  }

  /// Parses the note data in `param`; the notes, in row then column order, are in `notes`.
  mutating func parse(_ param: MSDFile.Param, in file: MSDFile) {
    let bytes = file.storage
    var measure = 0
    var lines: [(range: Range<Int>, line: Int)] = []
    var line = param.line
    var lineStart = param.range.lowerBound
    var measureIsEmpty = true
    var index = param.range.lowerBound
    let end = param.range.upperBound
    while index <= end {
      let byte = index < end ? bytes[index] : ASCII.comma
      if byte == ASCII.comma || byte == ASCII.newline {
        let trimmed = Self.trim(lineStart..<index, in: bytes)
        if !trimmed.isEmpty {
          guard lines.count < BeatMapLimits.maxLinesPerMeasure else {
            problems.add(
              "line \(line)",
              "measure \(measure) has more than \(BeatMapLimits.maxLinesPerMeasure) lines")
            return
          }
          lines.append((trimmed, line))
        }
        if index > lineStart || byte == ASCII.newline { measureIsEmpty = false }
        if byte == ASCII.newline {
          line += 1
        } else {
          // StepMania skips a measure with nothing at all between its commas (",,").
          if !measureIsEmpty {
            guard measure < BeatMapLimits.maxMeasures else {
              problems.add(
                "line \(line)", "more than \(BeatMapLimits.maxMeasures) measures of notes")
              return
            }
            readMeasure(measure, lines: lines, bytes: bytes)
            if !problems.isEmpty { return }
            measure += 1
          }
          lines.removeAll(keepingCapacity: true)
          measureIsEmpty = true
        }
        lineStart = index + 1
      }
      index += 1
    }
    for case let open? in openHolds {
      warnings.append((open.line, "hold has no tail ('3'); StepMania drops it"))
      removed.insert(open.index)
    }
    if !removed.isEmpty {
      notes = notes.enumerated().filter { !removed.contains($0.offset) }.map(\.element)
    }
  }

  private mutating func readMeasure(
    _ measure: Int, lines: [(range: Range<Int>, line: Int)], bytes: [UInt8]
  ) {
    linesInMeasure = lines.count
    for (position, entry) in lines.enumerated() {
      let percent = Float(position) / Float(lines.count)
      let beat = (Float(measure) + percent) * Self.beatsPerMeasure
      let row = Int((beat * Float(StepManiaTimingList.rowsPerBeat)).rounded(.toNearestOrEven))
      readRow(row, range: entry.range, line: entry.line, bytes: bytes)
      if !problems.isEmpty { return }
    }
  }

  private mutating func readRow(_ row: Int, range: Range<Int>, line: Int, bytes: [UInt8]) {
    var column = 0
    var index = range.lowerBound
    while index < range.upperBound {
      let byte = bytes[index]
      index += 1
      guard column < columns else {
        column += 1
        continue
      }
      readNote(byte, row: row, column: column, line: line)
      if !problems.isEmpty { return }
      column += 1
      // A keysound index may follow a note: "1[12]".
      if index < range.upperBound, bytes[index] == ASCII.openBracket {
        while index < range.upperBound, bytes[index] != ASCII.closeBracket { index += 1 }
        index += 1
      }
    }
    if column != columns {
      let text = String(decoding: bytes[range], as: UTF8.self)
      problems.add(
        "line \(line)",
        "row '\(PrintableExcerpt.of(text))' has \(column) columns; this chart's steps type has \(columns)"
      )
    }
  }

  private mutating func readNote(_ byte: UInt8, row: Int, column: Int, line: Int) {
    switch byte {
    case UInt8(ascii: "0"):
      return
    case UInt8(ascii: "1"):
      add(Note(row: row, column: column, endRow: nil, line: line, kind: .tap))
    case UInt8(ascii: "L"):
      report.lifts += 1
      add(Note(row: row, column: column, endRow: nil, line: line, kind: .lift))
    case UInt8(ascii: "2"), UInt8(ascii: "4"):
      let isRoll = byte == UInt8(ascii: "4")
      if isRoll { report.rolls += 1 }
      add(Note(row: row, column: column, endRow: nil, line: line, kind: isRoll ? .roll : .hold))
      if problems.isEmpty { openHolds[column] = (notes.count - 1, line) }
    case UInt8(ascii: "3"):
      guard let open = openHolds[column] else {
        warnings.append((line, "hold tail ('3') in column \(column) with no hold; ignored"))
        return
      }
      notes[open.index].endRow = row
      openHolds[column] = nil
    case UInt8(ascii: "M"), UInt8(ascii: "F"):
      let isMine = byte == UInt8(ascii: "M")
      if let open = openHolds[column] {
        // StepMania clears a hold's rows of other notes when it adds the hold.
        warnings.append(
          (
            line,
            "\(isMine ? "mine" : "fake") inside the hold from line \(open.line); StepMania drops it"
          ))
        return
      }
      if isMine { report.mines += 1 } else { report.fakes += 1 }
      add(Note(row: row, column: column, endRow: nil, line: line, kind: isMine ? .mine : .fake))
    case UInt8(ascii: "K"):
      report.keysounds += 1
    default:
      let shown =
        byte >= 0x20 && byte < 0x7F ? "'\(Character(UnicodeScalar(byte)))'" : "byte \(byte)"
      problems.add(
        "line \(line)",
        "unexpected \(shown) in column \(column); note characters are 0 1 2 3 4 M L F K")
    }
  }

  private mutating func add(_ note: Note) {
    if let open = openHolds[note.column] {
      problems.add(
        "line \(note.line)",
        "column \(note.column) has a note while the hold from line \(open.line) is still open (no '3' yet)"
      )
      return
    }
    if let last = lastInColumn[note.column], last.row == note.row {
      // Only a measure of more lines than StepMania has rows (192) can do this.
      problems.add(
        "line \(note.line)",
        "column \(note.column) lands on the same row as line \(last.line): the measure has \(linesInMeasure) lines and StepMania places notes on at most \(Self.rowsPerMeasure) rows"
      )
      return
    }
    lastInColumn[note.column] = (note.row, note.line)
    guard notes.count < BeatMapLimits.maxNotes else {
      problems.add("line \(note.line)", "more than \(BeatMapLimits.maxNotes) notes")
      return
    }
    notes.append(note)
  }

  private static func trim(_ range: Range<Int>, in bytes: [UInt8]) -> Range<Int> {
    var lower = range.lowerBound
    var upper = range.upperBound
    while lower < upper, ASCII.isBlank(bytes[lower]) { lower += 1 }
    while upper > lower, ASCII.isBlank(bytes[upper - 1]) { upper -= 1 }
    return lower..<upper
  }
}
