import StarlightCore

/// The lines under the settings rows (issue 35): the selected row's description, two lines
/// at most, then a detail: a refused value, a window problem, the limits of a number being
/// entered, or the row's note and when a change applies. Each is wrapped to the rows' panel,
/// so nothing runs under the side panel, and only the lines that fit above the footer are
/// made; a long detail (a judge's windows) shrinks to fit the lines left before it is cut.
/// The measure is a parameter, so the layout is tested without a font.
enum SettingsFootnote {
  typealias S = SettingsStyle

  enum Tone: Equatable {
    case description
    case detail
    case refusal
  }

  struct Line: Equatable {
    let text: String
    let size: Int
    let tone: Tone
  }

  /// The lines for a footnote starting at `top`; `measure` is a string's width at a size.
  static func lines(
    description: String, detail: (text: String, tone: Tone)?, top: Int,
    measure: (String, Int) -> Int
  ) -> [Line] {
    let room = max(0, (S.footnoteBottom - top) / S.noteLineHeight)
    let width = S.footnoteWidth
    let described = TextFitting.wrap(
      [description], maxLines: min(S.descriptionLines, room)
    ) { measure($0, S.noteTextSize) <= width }
    var lines = described.map { Line(text: $0, size: S.noteTextSize, tone: .description) }
    let left = room - lines.count
    guard let detail, !detail.text.isEmpty, left > 0 else { return lines }
    var size = S.noteTextSize
    while true {
      let wrapped = TextFitting.wrap([detail.text], maxLines: left) { measure($0, size) <= width }
      let cut = wrapped.last?.hasSuffix(TextFitting.ellipsis) == true
      if !cut || size <= S.smallestNoteSize {
        lines += wrapped.map { Line(text: $0, size: size, tone: detail.tone) }
        return lines
      }
      size -= 1
    }
  }

  /// The detail line's text and tone for the pages as they are.
  static func detail(
    _ pages: SettingsPages, problem: String?, pad: Bool, keys: KeyHints
  ) -> (text: String, tone: Tone)? {
    if let message = pages.message { return (message, .refusal) }
    if let problem { return ("The window refused: \(problem)", .refusal) }
    if pages.isTyping, let number = pages.selectedRow?.typedNumber {
      let accept = pad ? keys.button(.confirm) : "Enter"
      let cancel = pad ? keys.button(.back) : KeyHints.escape
      return ("\(number.limits). \(accept) accepts, \(cancel) cancels.", .detail)
    }
    guard let row = pages.selectedRow else { return nil }
    let line = [row.note, row.applies?.sentence].compactMap { $0 }.joined(separator: " ")
    return line.isEmpty ? nil : (line, .detail)
  }

  static func draw(_ lines: [Line], top: Int, on canvas: Canvas) {
    for (index, line) in lines.enumerated() {
      let colour =
        switch line.tone {
        case .description: StoryPalette.text
        case .detail: StoryPalette.dimText
        case .refusal: S.refusal
        }
      canvas.drawText(
        line.text, x: S.rowsLeft + 8, y: top + index * S.noteLineHeight, size: line.size, colour)
    }
  }
}
