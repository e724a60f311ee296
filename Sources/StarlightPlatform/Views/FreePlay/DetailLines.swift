/// The lines of a panel that has a fixed height: each fact wrapped to the lines it may
/// take, and when they do not all fit, the least important facts give up their extra lines
/// first, then their place, so what matters (the best, the offset, why a chart cannot be
/// played) is always shown and nothing runs past the panel.
struct DetailLines {
  struct Fact {
    let text: String
    let size: Int
    let color: Color
    var maxLines: Int
    /// Higher keeps its lines longer.
    let importance: Int
  }

  private(set) var facts: [Fact] = []

  mutating func add(
    _ text: String, size: Int, _ color: Color, maxLines: Int = 2, importance: Int
  ) {
    facts.append(
      Fact(text: text, size: size, color: color, maxLines: maxLines, importance: importance))
  }

  /// The screen lines, with their size and colour, at most `budget` of them, each fitting
  /// `width` (`fit` wraps one fact to at most the lines given).
  func lines(
    budget: Int, fit: (_ text: String, _ size: Int, _ maxLines: Int) -> [String]
  ) -> [(text: String, size: Int, color: Color)] {
    var kept = facts
    var wrapped = kept.map { fit($0.text, $0.size, $0.maxLines) }
    while wrapped.reduce(0, { $0 + $1.count }) > budget, !kept.isEmpty {
      let byImportance = kept.indices.sorted { kept[$0].importance < kept[$1].importance }
      if let index = byImportance.first(where: { wrapped[$0].count > 1 }) {
        kept[index].maxLines = wrapped[index].count - 1
        wrapped[index] = fit(kept[index].text, kept[index].size, kept[index].maxLines)
      } else if let index = byImportance.first {
        kept.remove(at: index)
        wrapped.remove(at: index)
      }
    }
    return zip(kept, wrapped).flatMap { fact, parts in
      parts.map { (text: $0, size: fact.size, color: fact.color) }
    }
  }
}
