/// A sentence cut into lines that fit a width on screen, at spaces (a long path at its
/// slashes, else anywhere), so that a message is never wider than the window and cut at
/// both ends. Widths are estimated from the character count (`StoryStyle`'s ratio, a
/// little wide for safety): the text renderer is not needed to lay text out.
enum TextWrap {
  /// A bold character's advance as a fraction of the size, rounded up from the average so
  /// that a line of wide letters still fits.
  static let widthRatio = 0.66

  /// Characters of size `size` that fit in `width` pixels.
  static func characters(size: Int, width: Int) -> Int {
    max(8, Int(Double(width) / (Double(size) * widthRatio)))
  }

  /// `text` in lines of at most `characters(size:width:)`; at most `maxLines`, the last
  /// ending in "..." when there was more.
  static func lines(_ text: String, size: Int, width: Int, maxLines: Int = 3) -> [String] {
    let limit = characters(size: size, width: width)
    var lines: [String] = []
    var current = ""
    for word in text.split(separator: " ").flatMap({ pieces(String($0), limit: limit) }) {
      if current.isEmpty {
        current = word
      } else if current.count + 1 + word.count <= limit {
        current += " " + word
      } else {
        lines.append(current)
        current = word
      }
    }
    if !current.isEmpty { lines.append(current) }
    guard lines.count > maxLines, maxLines > 0 else { return lines }
    var kept = Array(lines.prefix(maxLines))
    kept[maxLines - 1] = String(kept[maxLines - 1].prefix(limit - 3)) + "..."
    return kept
  }

  /// A word longer than a line, cut after slashes where it can be, else at the limit.
  private static func pieces(_ word: String, limit: Int) -> [String] {
    var rest = Substring(word)
    var pieces: [String] = []
    while rest.count > limit {
      let head = rest.prefix(limit)
      let cut = head.lastIndex(of: "/").map { rest.index(after: $0) } ?? head.endIndex
      let end = cut > rest.startIndex ? cut : head.endIndex
      pieces.append(String(rest[..<end]))
      rest = rest[end...]
    }
    if !rest.isEmpty { pieces.append(String(rest)) }
    return pieces
  }
}
