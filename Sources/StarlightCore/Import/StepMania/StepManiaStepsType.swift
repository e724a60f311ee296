/// StepMania steps types this game can play, by column count. `dance-single` and
/// `dance-double` are the common ones; the others are here because a lane count is all
/// they need. Routine charts (two players' notes in one chart) are not.
enum StepManiaStepsType {
  static let columns: [String: Int] = [
    "dance-single": 4,
    "dance-double": 8,
    "dance-couple": 8,
    "dance-solo": 6,
    "dance-threepanel": 3,
    "pump-single": 5,
    "pump-halfdouble": 6,
    "pump-double": 10,
    "kb7-single": 7,
    "ez2-single": 5,
    "ez2-real": 7,
    "para-single": 5,
    "maniax-single": 4,
    "maniax-double": 8,
    "techno-single4": 4,
    "techno-single5": 5,
    "techno-single8": 8,
    "techno-double4": 8,
    "techno-double5": 10,
    "popn-five": 5,
    "popn-nine": 9,
  ]

  static func columnCount(_ stepsType: String) -> Int? {
    columns[stepsType.trimmingSpaces().lowercased()]
  }
}
