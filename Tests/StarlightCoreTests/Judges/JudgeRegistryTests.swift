import Foundation
import Testing

@testable import StarlightCore

/// Walks the judge registry: every judge belongs to one family in `JudgeCatalog.families`,
/// and every judge's rules are a whole rule set (tiers with names and windows, a miss name,
/// a grade scale, an accuracy with its name, a hold rule, a line in `starlight-sync judges`
/// and one in Docs/Judges.md).
@Suite struct JudgeRegistryTests {
  @Test func everyJudgeIsInOneFamilyInTheCatalogsOrder() {
    let listed = JudgeCatalog.families.flatMap(\.judges)
    #expect(listed == JudgeID.allCases)
    for family in JudgeCatalog.families {
      #expect(!family.judges.isEmpty)
      for id in family.judges {
        #expect(type(of: id.family) == type(of: family), "\(id.rawValue)")
        #expect(JudgeCatalog.rules(for: JudgeChoice(id)).choice.id == id, "\(id.rawValue)")
      }
    }
  }

  @Test(arguments: JudgeID.allCases)
  func everyJudgeIsAWholeRuleSet(_ id: JudgeID) {
    let rules = JudgeCatalog.rules(for: JudgeChoice.forChart(id, metadata: nil))
    let names = rules.tiers.map(\.name)
    #expect(!names.isEmpty && names.allSatisfy { !$0.isEmpty } && Set(names).count == names.count)
    #expect(!rules.missName.isEmpty && !names.contains(rules.missName))
    // Windows: every tier reachable early, each tier at least as wide as the one inside it.
    let early = rules.tiers.map(\.early)
    #expect(early.allSatisfy { $0 > 0 } && early == early.sorted())
    #expect(rules.lateReach > 0 && rules.earlyReach >= early.last ?? 0)
    // Grades from the best down, the last one reached by any accuracy.
    let minimums = rules.grades.map(\.minimumAccuracy)
    #expect(!rules.grades.isEmpty && minimums == minimums.sorted(by: >))
    #expect(rules.grade(accuracy: -1) == rules.grades.last?.name)
    #expect(rules.grade(accuracy: 1) == rules.grades.first?.name)
    #expect(!rules.scoring.accuracyName.isEmpty && !rules.scoring.summary.isEmpty)
    #expect(!rules.holds.summary(judge: rules).isEmpty)
  }

  /// An accuracy: a perfect tap is all of it, a miss less, under every judge.
  @Test(arguments: JudgeID.allCases)
  func everyJudgeHasAnAccuracy(_ id: JudgeID) {
    let rules = JudgeCatalog.rules(for: JudgeChoice.forChart(id, metadata: nil))
    var perfect = JudgeScore(rules: rules, totalJudgements: 2)
    perfect.record(.tap(.hit(tier: 0, offset: 0)), rules: rules)
    #expect(perfect.accuracy == 1 && perfect.score > 0 && perfect.combo == 1)
    var missed = perfect
    missed.record(.tap(.miss), rules: rules)
    #expect(missed.accuracy < 1 && missed.combo == 0 && missed.judgedCount == 2)
  }

  /// `starlight-sync judges` has a block for every judge, and the judges' page names each.
  @Test func everyJudgeIsDescribedAndDocumented() throws {
    let table = JudgeTable.lines(JudgeCatalog.all)
    let guide = try String(
      contentsOf: repositoryRoot().appendingPathComponent("Docs/Judges.md"), encoding: .utf8)
    for rules in JudgeCatalog.all {
      let id = rules.choice.id.rawValue
      #expect(table.contains { $0.hasPrefix(rules.choice.label + ": ") }, "\(id)")
      #expect(guide.contains("`\(id)`"), "Docs/Judges.md does not name `\(id)`")
    }
  }
}
