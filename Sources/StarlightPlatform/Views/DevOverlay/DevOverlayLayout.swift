import StarlightCore

/// Where the dev overlay's panel and rows sit on the logical canvas, and which row a click
/// lands on. The rows are the fields under their group headings; when they do not all fit,
/// the window of rows scrolls to keep the selected field in the middle.
enum DevOverlayLayout {
  static let panelX = 876
  static let panelY = 12
  static let panelWidth = 396
  static let panelHeight = 696
  static let padding = 14
  static let titleY = 22
  static let titleSize = 20
  static let firstRowY = 56
  static let rowHeight = 20
  static let textSize = 16
  static let visibleRows = 24
  /// The value column's right edge, inset from the panel's.
  static let valueRight = panelX + panelWidth - padding
  static let noteY = 552
  static let noteLines = 3
  static let helpY = 616
  /// The "run over" hint, over the playfield left of the panel.
  static let runOverX = 380
  static let runOverY = 300
  static let runOverWidth = 490
  static let runOverHeight = 56
  static let helpLineHeight = 18
  /// Characters that fit on one line of the panel at the text size.
  static let charactersPerLine = 38
  /// Gameplay keys the overlay takes for itself while open (SDL key names).
  static let keysOwnedInPlay: Set<String> = ["Left", "Right", "Up", "Down"]

  /// One line of the list: a group heading, or a field (its index in the field list).
  enum Row: Equatable {
    case heading(String)
    case field(Int)
  }

  static func rows(_ fields: [TuningField]) -> [Row] {
    var rows: [Row] = []
    for (index, field) in fields.enumerated() {
      if index == 0 || fields[index - 1].group != field.group { rows.append(.heading(field.group)) }
      rows.append(.field(index))
    }
    return rows
  }

  /// The rows shown, keeping the selected field's row near the middle.
  static func visibleRange(of rows: [Row], selection: Int) -> Range<Int> {
    let selected = rows.firstIndex(of: .field(selection)) ?? 0
    let first = max(0, min(selected - visibleRows / 2, rows.count - visibleRows))
    return first..<min(rows.count, first + visibleRows)
  }

  static func rowY(_ position: Int) -> Int { firstRowY + position * rowHeight }

  /// The field under a click at (x, y), if the click is on a field's row.
  static func field(atX x: Int, y: Int, fields: [TuningField], selection: Int) -> Int? {
    guard x >= panelX, x < panelX + panelWidth, y >= firstRowY else { return nil }
    let rows = rows(fields)
    let range = visibleRange(of: rows, selection: selection)
    let position = range.lowerBound + (y - firstRowY) / rowHeight
    guard range.contains(position), case .field(let index) = rows[position] else { return nil }
    return index
  }

  /// `text` cut into lines of at most `charactersPerLine`, at spaces where it can be.
  static func wrapped(_ text: String, lines limit: Int) -> [String] {
    var lines: [String] = []
    var current = ""
    for word in text.split(separator: " ") {
      if current.isEmpty {
        current = String(word)
      } else if current.count + 1 + word.count <= charactersPerLine {
        current += " " + word
      } else {
        lines.append(current)
        current = String(word)
      }
    }
    if !current.isEmpty { lines.append(current) }
    if lines.count > limit {
      lines = Array(lines.prefix(limit))
      lines[limit - 1] = String(lines[limit - 1].prefix(charactersPerLine - 3)) + "..."
    }
    return lines.map { String($0.prefix(charactersPerLine)) }
  }
}
