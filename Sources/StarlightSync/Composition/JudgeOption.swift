import StarlightCore

/// `--judge NAME` on `replay check`: every replay rescored under one judge. Until the judges
/// (issue 20) land, the only judge is today's rules, `starlight`.
enum JudgeOption {
  static let names = ["starlight"]

  static func apply(_ name: String, to input: ReplayCheckInput) throws -> ReplayCheckInput {
    guard names.contains(name) else {
      throw CommandFailure.report([
        "unknown judge '\(name)'; the judges are: \(names.joined(separator: ", "))"
      ])
    }
    return input
  }
}
