/// A judge's name: the one the command line, settings and replays use. Each family names its
/// judges in its own folder (`JudgeID.itg` in `ITG/`); `JudgeCatalog.families` lists them, and
/// a name no family lists is no judge.
public struct JudgeID: RawRepresentable, Sendable, Hashable, Codable, CaseIterable {
  public let rawValue: String

  /// A judge as its family names it.
  init(named name: String) {
    rawValue = name
  }

  /// A registered judge; nil for a name no family lists.
  public init?(rawValue: String) {
    guard let judge = Self.allCases.first(where: { $0.rawValue == rawValue }) else { return nil }
    self = judge
  }

  /// Every judge, family by family in the catalog's order.
  public static var allCases: [JudgeID] { JudgeCatalog.families.flatMap(\.judges) }

  /// Written as its name, as settings and replays always have.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.singleValueContainer()
    let name = try container.decode(String.self)
    guard let judge = JudgeID(rawValue: name) else {
      throw DecodingError.dataCorruptedError(
        in: container,
        debugDescription: "Cannot initialize JudgeID from invalid String value \(name)")
    }
    self = judge
  }

  public func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    try container.encode(rawValue)
  }

  /// The judge a chart gets when the player has chosen none: its own game's, as its format
  /// in the registry says (this game's own for its beat maps).
  public static func defaultJudge(for origin: ChartOrigin) -> JudgeID {
    ChartFormats.all.first { $0.origin == origin }?.defaultJudge ?? .starlight
  }

  /// A name as typed; nil when no judge has it.
  public init?(name: String) {
    self.init(rawValue: name.lowercased())
  }

  /// "judge 'x' is not one of: starlight, osu-stable, ..." for a name no judge has.
  public static func unknownMessage(_ name: String) -> String {
    "unknown judge '\(name)'; the judges are: \(allCases.map(\.rawValue).joined(separator: ", "))"
  }
}

extension JudgeID {
  /// The judge a chart plays under in Free Play: the player's pick for that chart, else the
  /// player's default from the settings, else the chart's own game's.
  public static func resolved(chartPick: JudgeID?, playerDefault: JudgeID?, origin: ChartOrigin)
    -> JudgeID
  {
    chartPick ?? playerDefault ?? defaultJudge(for: origin)
  }

  /// The next choice in the settings and the song list: nil (the chart's own game's judge),
  /// then each judge in turn, then nil again; `steps` may be negative.
  public static func cycled(_ current: JudgeID?, by steps: Int) -> JudgeID? {
    let choices: [JudgeID?] = [nil] + allCases.map { $0 }
    let index = choices.firstIndex(of: current) ?? 0
    let count = choices.count
    return choices[((index + steps) % count + count) % count]
  }
}
