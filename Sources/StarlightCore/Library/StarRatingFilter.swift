/// A search word that filters by star rating rather than naming a song: `sr>4`, `sr<3`,
/// `sr>=2.5`, `sr<=6` (osu!'s own search syntax for stars). A chart with no rating kept
/// (imported before ratings were) matches none.
struct StarRatingFilter: Sendable, Equatable {
  enum Comparison: String, Sendable, CaseIterable {
    // Two-character signs first, so `>=` is not read as `>` and a number "=2.5".
    case atLeast = ">="
    case atMost = "<="
    case above = ">"
    case below = "<"
  }

  let comparison: Comparison
  /// Nil while the number is still being typed (`sr>`, `sr>2.`): the list is not emptied
  /// on the way to `sr>2.5`.
  let value: Double?

  /// The filter a search word states, or nil when it is an ordinary word (`sr` alone, `srt`).
  init?(word: Substring) {
    let prefix = "sr"
    guard word.hasPrefix(prefix) else { return nil }
    let rest = word.dropFirst(prefix.count)
    guard let comparison = Comparison.allCases.first(where: { rest.hasPrefix($0.rawValue) })
    else { return nil }
    self.comparison = comparison
    value = Double(rest.dropFirst(comparison.rawValue.count)).flatMap { $0.isFinite ? $0 : nil }
  }

  func matches(_ rating: Double?) -> Bool {
    guard let value else { return true }
    guard let rating else { return false }
    switch comparison {
    case .atLeast: return rating >= value
    case .atMost: return rating <= value
    case .above: return rating > value
    case .below: return rating < value
    }
  }
}
