/// The song list's steps-type filter, as StepMania shows one style at a time: one of
/// StepMania's steps types (dance-single, dance-double, pump-single...), or every chart.
/// Charts of the other games (osu!mania, Quaver, Malody, this game's) have no StepMania
/// steps type and are always listed.
public struct StepsFilter: Sendable, Equatable {
  /// StepMania's steps types in the library, dance-single first, then by name.
  public let choices: [String]
  /// The type shown; nil: every chart.
  public private(set) var shown: String?

  public static let preferred = "dance-single"

  /// Over `entries`: dance-single when the library has any, else every chart.
  public init(entries: [LibraryEntry]) {
    let types = Set(entries.map(\.details.stepsType).filter(Self.isStepMania))
    choices = types.sorted { a, b in
      a == Self.preferred || (b != Self.preferred && a < b)
    }
    shown = types.contains(Self.preferred) ? Self.preferred : nil
  }

  /// The next choice: every type in turn, then every chart.
  public mutating func cycle() {
    guard !choices.isEmpty else { return }
    guard let shown, let index = choices.firstIndex(of: shown) else {
      self.shown = choices.first
      return
    }
    self.shown = index + 1 < choices.count ? choices[index + 1] : nil
  }

  public func admits(_ entry: LibraryEntry) -> Bool {
    guard let shown else { return true }
    let type = entry.details.stepsType
    return type == shown || !Self.isStepMania(type)
  }

  /// What the list's header says: "dance-single" or "all".
  public var label: String { shown ?? "all" }

  static func isStepMania(_ stepsType: String) -> Bool {
    StepManiaStepsType.columnCount(stepsType) != nil
  }
}
