/// The judgement word the Gameplay page's preview lane shows (issue 35): the chosen judge's
/// own tiers in turn, best first, one each time the preview's pattern loops, named and
/// coloured as play shows them ("MAX" and "300" under osu!, "FANTASTIC" under ITG). With no
/// judge chosen, this game's own, the judge of its beat maps: each imported chart's own
/// game's differs from chart to chart.
public struct PreviewJudgement: Sendable, Equatable {
  /// As play shows it: upper-cased.
  public let name: String
  public let colour: TierColour

  public init(name: String, colour: TierColour) {
    self.name = name
    self.colour = colour
  }

  /// The word for the `loop`th pass of the preview's pattern under `judge`.
  public static func shown(judge: JudgeID?, loop: Int) -> PreviewJudgement {
    let tiers = JudgeCatalog.rules(for: JudgeChoice(judge ?? .starlight)).tiers
    guard !tiers.isEmpty else { return PreviewJudgement(name: "", colour: .white) }
    let tier = tiers[(loop % tiers.count + tiers.count) % tiers.count]
    return PreviewJudgement(name: tier.name.uppercased(), colour: tier.colour)
  }
}
