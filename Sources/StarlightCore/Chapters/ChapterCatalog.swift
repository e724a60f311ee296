/// The chapters that exist, with their rules' types: the story flow runs through these, in
/// story order, and a replay's chapter id finds its rules here.
public enum ChapterCatalog {
  public static let rules: [ChapterID: any ChapterRules.Type] = [
    .powerUp: PowerUpRules.self,
    .hearts: HeartsRules.self,
    .firewall: FirewallRun.self,
    .network: NetworkRules.self,
    .finale: FinaleRules.self,
    .cipher: CipherRules.self,
  ]

  /// The playable chapters in story order.
  public static var available: [ChapterID] { ChapterID.allCases.filter { rules[$0] != nil } }

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
