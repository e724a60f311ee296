/// What of a user's file may reach a terminal or the screen: printable text only (control
/// and invisible format characters shown as `\u{..}` escapes, so a file cannot move the
/// cursor, clear the screen or reorder a line), and short (cut with "..." past a limit).
public enum PrintableExcerpt {
  /// Characters kept of a quoted piece of input.
  public static let excerptCharacters = 80
  /// Characters kept of a whole message line.
  public static let lineCharacters = 400

  public static func of(_ text: some StringProtocol, limit: Int = excerptCharacters) -> String {
    var result = ""
    var count = 0
    for scalar in text.unicodeScalars {
      if count >= limit {
        result += "..."
        break
      }
      switch scalar.properties.generalCategory {
      case .control, .format, .lineSeparator, .paragraphSeparator, .surrogate, .unassigned:
        let escaped = "\\u{\(String(scalar.value, radix: 16))}"
        result += escaped
        count += escaped.count
      default:
        result.unicodeScalars.append(scalar)
        count += 1
      }
    }
    return result
  }
}

/// Keeps a command's error output readable: at most `maxLines` lines per file, each one
/// printable and cut to a line's length, then "and N more".
public enum MessageLimit {
  public static let maxLines = 20

  /// `lines` said once each, problems of one kind said once (see `ProblemKinds`), then
  /// bounded: one simfile's 40 notes before its audio are one line, not 20 and "and 20 more".
  public static func grouped(_ lines: [String], maxLines: Int = maxLines) -> [String] {
    bounded(ProblemKinds.grouped(lines), maxLines: maxLines)
  }

  public static func bounded(_ lines: [String], maxLines: Int = maxLines) -> [String] {
    let shown = lines.prefix(maxLines).map {
      PrintableExcerpt.of($0, limit: PrintableExcerpt.lineCharacters)
    }
    let hidden = lines.count - shown.count
    return hidden > 0 ? shown + ["and \(hidden) more"] : shown
  }
}
