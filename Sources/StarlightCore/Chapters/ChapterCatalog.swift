/// Every chapter of the game, one line each, in story order: the story flow, replays, the
/// tuning file, the dev overlay, the bindings, the commands' help and the platform's views
/// follow it. A chapter is added by writing its folder and adding its line here
/// (Docs/Architecture.md, "Adding a chapter").
public enum ChapterCatalog {
  public static let all: [Chapter] = [
    .powerUp,
    .hearts,
    .cipher,
    .firewall,
    .network,
    .finale,
  ]

  /// Each chapter's rules' type, by chapter.
  public static let rules: [ChapterID: any ChapterRules.Type] = Dictionary(
    uniqueKeysWithValues: all.map { ($0.id, $0.rules) })

  /// The playable chapters in story order.
  public static var available: [ChapterID] { all.map(\.id) }

  /// The chapters' own tuning groups, in story order.
  public static var tuningGroups: [any ChapterTuning.Type] { all.compactMap(\.tuning) }

  /// The chapter registered as `id`.
  public static func chapter(_ id: ChapterID) -> Chapter? {
    all.first { $0.id == id }
  }

  /// The chapter that plays charts (Free Play, practice, `--beatmap`).
  public static var chartChapter: Chapter? { all.first(where: \.playsChart) }

  /// "1 to 6": the chapter numbers, as the commands' help and messages say them.
  public static var numberRange: String {
    let numbers = available.map(\.number)
    guard let first = numbers.first, let last = numbers.last else { return "" }
    return numbers == Array(first...last)
      ? "\(first) to \(last)" : numbers.map(String.init).joined(separator: ", ")
  }

  /// "2 Hearts, 3 Cipher, 5 Network": the chapters a seed deals at random.
  public static var seededList: String {
    all.filter { $0.rules.isSeeded }.map { "\($0.id.number) \($0.title)" }
      .joined(separator: ", ")
  }

  /// Fresh rules for an attempt at `chapter`.
  public static func makeRules(_ chapter: ChapterID, context: ChapterContext)
    throws(ChapterSetupError) -> any ChapterRules
  {
    guard let type = rules[chapter] else {
      throw ChapterSetupError("Chapter \(chapter.number) \"\(chapter.title)\" is not in this build")
    }
    return try type.init(context: context)
  }
}
