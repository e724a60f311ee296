/// One thing wrong with a beat map file, with where it is. The loader reports every
/// problem at once so an author can fix a map in one pass.
public struct BeatMapProblem: Error, Sendable, Equatable, CustomStringConvertible {
  public let file: String
  /// A JSON path such as `notes[12].lane`, or `file` for the file as a whole.
  public let location: String
  public let message: String

  public init(file: String, location: String, message: String) {
    self.file = file
    self.location = location
    self.message = message
  }

  public var description: String { "\(file): \(location): \(message)" }
}

/// All the problems found in one beat map file.
public struct BeatMapError: Error, Sendable, Equatable, CustomStringConvertible {
  public let problems: [BeatMapProblem]

  public init(problems: [BeatMapProblem]) {
    self.problems = problems
  }

  public var description: String { problems.map(\.description).joined(separator: "\n") }
}
