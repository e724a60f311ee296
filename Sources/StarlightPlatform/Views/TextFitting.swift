/// Fits text to a width on screen: wraps at spaces, cuts a word that is too long by itself
/// (a path after a slash), and ends the last line with "..." when lines are left out. The measure is a parameter,
/// so the rule is tested without a font; the full text belongs in the log.
enum TextFitting {
  static let ellipsis = "..."
  /// The smallest size a headline shrinks to so that it fits its line.
  static let smallestSize = 16

  /// `lines` wrapped so that every line `fits`, at most `maxLines` of them.
  static func wrap(_ lines: [String], maxLines: Int, fits: (String) -> Bool) -> [String] {
    guard maxLines > 0 else { return [] }
    var wrapped: [String] = []
    for line in lines {
      var current = ""
      for word in line.split(separator: " ", omittingEmptySubsequences: true).map(String.init) {
        let candidate = current.isEmpty ? word : current + " " + word
        if fits(candidate) {
          current = candidate
          continue
        }
        if !current.isEmpty { wrapped.append(current) }
        current = word
        // A word wider than the line by itself is cut into pieces that fit.
        while !fits(current), let piece = longestFittingPrefix(of: current, fits: fits) {
          wrapped.append(piece)
          current = String(current.dropFirst(piece.count))
        }
      }
      if !current.isEmpty { wrapped.append(current) }
    }
    guard wrapped.count > maxLines else { return wrapped }
    var kept = Array(wrapped.prefix(maxLines))
    kept[maxLines - 1] = shortened(kept[maxLines - 1] + " " + ellipsis, fits: fits)
    return kept
  }

  /// `text` cut from the end until it fits with "..." after it.
  static func shortened(_ text: String, fits: (String) -> Bool) -> String {
    guard !fits(text) else { return text }
    var kept = Substring(text)
    while !kept.isEmpty && !fits(kept + ellipsis) { kept = kept.dropLast() }
    return kept + ellipsis
  }

  /// The longest start of `word` that fits, cut after its last slash when it has one (a
  /// path breaks between folders).
  private static func longestFittingPrefix(of word: String, fits: (String) -> Bool) -> String? {
    var length = word.count - 1
    while length > 0 {
      let prefix = word.prefix(length)
      if fits(String(prefix)) {
        if let slash = prefix.lastIndex(of: "/"), slash > prefix.startIndex {
          return String(prefix[...slash])
        }
        return String(prefix)
      }
      length -= 1
    }
    return nil
  }
}
