/// The judges a player can choose: this game's own rules and the rules of the games whose
/// charts it imports. The raw value is the name the command line, settings and replays use.
public enum JudgeID: String, Sendable, Equatable, Hashable, Codable, CaseIterable {
  case starlight
  case osuStable = "osu-stable"
  case osuLazer = "osu-lazer"
  case itg
  case itgFA = "itg-fa"
  case etternaJ4 = "etterna-j4"
  case etternaJ5 = "etterna-j5"
  case etternaJ6 = "etterna-j6"
  case etternaJ7 = "etterna-j7"
  case etternaJ8 = "etterna-j8"
  case etternaJ9 = "etterna-j9"
  case quaver
  case quaverPeaceful = "quaver-peaceful"
  case quaverLenient = "quaver-lenient"
  case quaverChill = "quaver-chill"
  case quaverStrict = "quaver-strict"
  case quaverTough = "quaver-tough"
  case quaverExtreme = "quaver-extreme"

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
