import Testing

@testable import StarlightCore

/// Settings explained (issue 35): every row says what it is for, the preview's judgement
/// word is the chosen judge's, and a number can be set on a dial, under the limits typed
/// text meets.
@Suite("Settings explained")
struct SettingsExplainedTests {
  /// The built-in pages in every state that changes which rows they hold: each scroll
  /// speed mode, every frame cap, no display and two, every judge.
  static var pageSets: [[SettingsPage]] {
    var sets: [[SettingsPage]] = []
    for speed in ScrollSpeed.Mode.allCases.compactMap({ ScrollSpeed.modeDefaults[$0] }) {
      for cap in FrameCap.steps + [.perSecond(240)] {
        var values = SettingsValues()
        values.preferences.view.scrollSpeed = speed
        values.preferences.display.frameCap = cap
        sets.append(values.pages(DisplayStatus()))
        sets.append(values.pages(SettingsPagesTests.status))
      }
    }
    for judge in [nil] + JudgeID.allCases.map(Optional.some) {
      var values = SettingsValues()
      values.menu.judge = judge
      sets.append(values.pages(SettingsPagesTests.status))
    }
    return sets
  }

  @Test("every row of every built-in page has a one-line description that fits")
  func everyRowDescribed() {
    var seen = Set<SettingsRowKey>()
    for pages in Self.pageSets {
      for page in pages {
        for row in page.rows {
          seen.insert(row.key)
          #expect(!row.description.isEmpty, "\(page.id.title): \(row.title)")
          #expect(
            row.description.count <= SettingsRow.descriptionLimit,
            "\(row.title): \(row.description.count) characters")
          #expect(!row.description.contains("\n"), "\(row.title)")
        }
      }
    }
    #expect(seen.count >= 28, "every built-in row was walked: \(seen.count)")
  }

  @Test("the preview's word is the chosen judge's best tier, in its colour, then the next")
  func previewTiers() {
    let best: [(JudgeID?, String)] = [
      (.osuStable, "MAX"), (.itg, "FANTASTIC"), (.itgFA, "BLUE FANTASTIC"),
      (.etternaJ4, "MARVELOUS"), (.quaver, "MARVELOUS"), (.starlight, "PERFECT"),
      (nil, "PERFECT"),
    ]
    for (judge, name) in best {
      #expect(
        PreviewJudgement.shown(judge: judge, loop: 0).name == name, "\(String(describing: judge))")
    }
    #expect(PreviewJudgement.shown(judge: .osuStable, loop: 1).name == "300")
    #expect(PreviewJudgement.shown(judge: .itg, loop: 1).name == "EXCELLENT")
    #expect(PreviewJudgement.shown(judge: .etternaJ4, loop: 4).name == "BAD")
    #expect(PreviewJudgement.shown(judge: .quaver, loop: 4).name == "OKAY")
    #expect(PreviewJudgement.shown(judge: .quaver, loop: 5).name == "MARVELOUS", "round again")
    let itg = JudgeCatalog.rules(for: JudgeChoice(.itg)).tiers
    #expect(PreviewJudgement.shown(judge: .itg, loop: 0).colour == itg[0].colour)
    #expect(PreviewJudgement.shown(judge: .itg, loop: 1).colour == itg[1].colour)
  }

  @Test("the dial shows the value in the limits' width; the d-pad turns and moves")
  func dial() {
    var offset = SettingsDial(
      SettingsNumber(
        name: "Audio offset", value: -12.5, range: -1_000...1_000, step: 1, decimals: 1,
        unit: "ms", signed: true))
    #expect(offset.cells == ["-", "0", "0", "1", "2", ".5"])
    #expect(offset.cursor == 4 && offset.text == "-0012.5")
    offset.apply(.up)
    #expect(offset.text == "-0013.5")
    offset.apply(.right)
    offset.apply(.down)
    offset.apply(.down)
    #expect(offset.text == "-0013.3")
    offset.apply(.right)
    #expect(offset.cursor == 5, "stops at the last cell")
    for _ in 0..<6 { offset.apply(.left) }
    #expect(offset.onSign)
    offset.apply(.up)
    #expect(offset.text == "0013.3")
    offset.apply(.right)
    offset.apply(.down)
    #expect(offset.text == "9013.3", "0 turns down to 9, no borrow")
    var percent = SettingsDial(
      SettingsNumber(name: "Lane width", value: 100, range: 50...150, step: 5, unit: "%"))
    #expect(percent.cells == ["1", "0", "0"] && !percent.hasSign)
    percent.apply(.left)
    percent.apply(.left)
    percent.apply(.left)
    percent.apply(.up)
    #expect(percent.text == "200" && !percent.onSign)
  }

  @Test("the dial's value meets the typed text's limits; Esc cancels it; typing replaces it")
  func dialOnThePages() {
    var screen = SettingsPagesTests.screen()
    SettingsPagesTests.select(.laneWidth, in: &screen)
    _ = SettingsPagesTests.press(&screen, .menu(.confirm))
    #expect(screen.navigation.entry?.dial?.text == "100")
    _ = SettingsPagesTests.press(&screen, .menu(.left), .menu(.left), .menu(.up))
    let refused = SettingsPagesTests.press(&screen, .menu(.confirm))
    #expect(refused == [.sound(.error)])
    #expect(screen.navigation.message == "Lane width is 50 to 150 %.")
    #expect(
      screen.navigation.message
        == screen.navigation.selectedRow?.typedNumber?.parse("200")
        .failureMessage)
    _ = SettingsPagesTests.press(&screen, .menu(.down), .menu(.right), .menu(.up), .menu(.up))
    #expect(screen.navigation.entry?.dial?.text == "120")
    _ = SettingsPagesTests.press(&screen, .menu(.right))
    for _ in 0..<5 { _ = SettingsPagesTests.press(&screen, .menu(.up)) }
    _ = SettingsPagesTests.press(&screen, .menu(.confirm))
    #expect(screen.values.preferences.view.laneWidthPercent == 125, "typed on the dial")
    _ = SettingsPagesTests.press(&screen, .menu(.confirm), .menu(.up), .menu(.back))
    #expect(!screen.isTyping && screen.values.preferences.view.laneWidthPercent == 125)
    _ = SettingsPagesTests.press(&screen, .menu(.confirm), .text("7"), .text("5"))
    #expect(screen.navigation.entry?.dial == nil && screen.navigation.entry?.text == "75")
    _ = SettingsPagesTests.press(&screen, .menu(.confirm))
    #expect(screen.values.preferences.view.laneWidthPercent == 75)
  }
}

extension Result where Failure == SettingsRefusal {
  fileprivate var failureMessage: String? {
    if case .failure(let refusal) = self { return refusal.message }
    return nil
  }
}
