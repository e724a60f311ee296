/// Every chart format the game reads, one line each: the one list import, the library's
/// scanner, Free Play, the commands' help, `beatmap formats` (which the fuzz scripts read)
/// and the hardening document's table follow. A format is added by writing its folder and
/// adding its line here (Docs/Architecture.md, "Adding a chart format").
public enum ChartFormats {
  public static let all: [ChartFormat] = [
    .stepMania,
    .stepManiaSSC,
    .osu,
    .quaver,
    .malody,
  ]

  /// The format whose extension ends `path` (case ignored).
  public static func format(forPath path: String) -> ChartFormat? {
    let lowered = path.lowercased()
    return all.first { format in format.extensions.contains { lowered.hasSuffix(".\($0)") } }
  }

  /// The chart files that import, as messages name them: one entry per game, its formats'
  /// extensions together ("StepMania (.sm, .ssc)", "osu!mania (.osu)").
  public static var kinds: [String] {
    var games: [String] = []
    var extensions: [String: [String]] = [:]
    for format in all {
      if extensions[format.game] == nil { games.append(format.game) }
      extensions[format.game, default: []] += format.extensions
    }
    return games.map { game in
      "\(game) (\(extensions[game, default: []].map { ".\($0)" }.joined(separator: ", ")))"
    }
  }

  /// "StepMania (.sm, .ssc), osu!mania (.osu) or Quaver (.qua)", with `others` listed too.
  public static func kindList(others: [String] = []) -> String {
    let kinds = kinds + others
    guard kinds.count > 1 else { return kinds.first ?? "" }
    return kinds.dropLast().joined(separator: ", ") + " or " + (kinds.last ?? "")
  }

  /// ".sm, .ssc, .osu, .qua".
  public static var extensionList: String {
    all.flatMap(\.extensions).map { ".\($0)" }.joined(separator: ", ")
  }

  /// "not a StepMania (.sm, .ssc), osu!mania (.osu) or Quaver (.qua) file".
  public static func notAChart(others: [String] = []) -> String {
    "not a \(kindList(others: others)) file"
  }

  /// The judge each game's charts get by default, by game ("osu-stable for osu!mania").
  public static var defaultJudges: String {
    var seen: Set<String> = []
    return all.compactMap { format in
      seen.insert(format.game).inserted
        ? "\(format.defaultJudge.rawValue) for \(format.game)" : nil
    }.joined(separator: ", ")
  }

  /// The table of `Docs/Hardening.md` and `beatmap formats --markdown`: a test keeps the
  /// document's copy equal to this.
  public static var markdownTable: String {
    var lines = [
      "| Format | Extensions | Archives | Steps types | Default judge | Fuzz harness |",
      "| --- | --- | --- | --- | --- | --- |",
    ]
    for format in all {
      let extensions = format.extensions.map { "`.\($0)`" }.joined(separator: ", ")
      let archives = format.archiveExtensions.map { "`.\($0)`" }.joined(separator: ", ")
      lines.append(
        "| \(format.game) | \(extensions) | \(archives) | \(format.stepsTypes) | `\(format.defaultJudge.rawValue)` | `\(format.fuzzHarness)` |"
      )
    }
    return lines.joined(separator: "\n")
  }
}

extension ChartOrigin {
  /// A chart's game from its file's extension, through the registry (anything else is this
  /// game's own beat map).
  public init(path: String) {
    self = ChartFormats.format(forPath: path)?.origin ?? .starlight
  }
}
