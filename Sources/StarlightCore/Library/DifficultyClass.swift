/// StepMania's difficulty classes, in the order its song wheel lists a song's charts:
/// Beginner, Easy, Medium, Hard, Challenge, Edit. A chart's name is read as its class by
/// StepMania's own old names too ("Basic", "Trick", "Another", "SManiac"...), as StepMania
/// reads them (`OldStyleStringToDifficulty`); other names (osu! versions) have no class.
public enum DifficultyClass: Int, Sendable, Comparable, CaseIterable {
  case beginner, easy, medium, hard, challenge, edit

  private static let names: [String: DifficultyClass] = [
    "beginner": .beginner, "novice": .beginner,
    "easy": .easy, "basic": .easy, "light": .easy,
    "medium": .medium, "another": .medium, "trick": .medium, "standard": .medium,
    "difficult": .medium,
    "hard": .hard, "ssr": .hard, "maniac": .hard, "heavy": .hard,
    "challenge": .challenge, "smaniac": .challenge, "expert": .challenge, "oni": .challenge,
    "edit": .edit,
  ]

  public init?(chartName: String) {
    guard let known = Self.names[chartName.lowercased()] else { return nil }
    self = known
  }

  public static func < (lhs: DifficultyClass, rhs: DifficultyClass) -> Bool {
    lhs.rawValue < rhs.rawValue
  }
}
