/// "Did you mean...?" for a mistyped command, by edit distance.
enum CommandSuggestion {
  /// A suggestion is made only this close (a typo, not another word).
  static let maxDistance = 2

  static func message(for typed: String, among names: [String]) -> String {
    let nearest = names.map { ($0, distance(typed.lowercased(), $0)) }.min { $0.1 < $1.1 }
    guard let nearest, nearest.1 <= maxDistance else {
      return "unknown command '\(typed)' (commands: \(names.joined(separator: ", ")); see --help)"
    }
    return "unknown command '\(typed)'; did you mean '\(nearest.0)'?"
  }

  /// Levenshtein distance between two short words.
  static func distance(_ a: String, _ b: String) -> Int {
    let a = Array(a)
    let b = Array(b)
    var previous = Array(0...b.count)
    for (i, ca) in a.enumerated() {
      var current = [i + 1]
      for (j, cb) in b.enumerated() {
        current.append(min(previous[j + 1] + 1, current[j] + 1, previous[j] + (ca == cb ? 0 : 1)))
      }
      previous = current
    }
    return previous[b.count]
  }
}
