import StarlightCore
import Testing

@testable import StarlightPlatform

/// Every settings row the game shows, the platform's own among them (the audio device, each
/// lane count's and device's bindings), says what it is for; under the rows its description
/// takes two lines at most of the rows' panel, and the note after it (the longest: a judge's
/// windows) stays above the footer, measured by character count (`TextWrap`'s ratio).
@Suite struct SettingsDescriptionLayoutTests {
  static func measure(_ text: String, _ size: Int) -> Int {
    Int((Double(text.count) * Double(size) * TextWrap.widthRatio).rounded(.up))
  }

  /// The platform's pages in every state of the bindings' choices.
  static var platformPages: [SettingsPage] {
    var pages = AudioDevicePage(settings: Settings(), store: nil).pages()
    pages += BindingsList(lines: ["Lane 1: D"]).pages()
    let bindings = BindingsPage(bindings: .defaults) { _ in }
    for _ in 0..<2 {
      for _ in 0...BindingSlot.laneCounts.count {
        pages += bindings.pages()
        _ = bindings.handle(.step(BindingsPage.Key.laneCount, by: 1), now: 0)
      }
      _ = bindings.handle(.step(BindingsPage.Key.device, by: 1), now: 0)
    }
    return pages
  }

  /// The footnote's first line on `page` (the rows' panel as tall as the rows it shows).
  static func footnoteTop(_ page: SettingsPage) -> Int {
    let shown = min(page.rows.count, SettingsStyle.visibleRows)
    return SettingsStyle.rowsTop + shown * SettingsStyle.rowHeight + 16 + 8
  }

  @Test("every row has a description that fits two lines of the panel, uncut")
  func everyRowFits() {
    var judges = SettingsValues()
    judges.menu.judge = .itgFA
    let pages =
      SettingsValues().pages(DisplayStatus(), adding: Self.platformPages)
      + judges.pages(DisplayStatus())
    var rows = 0
    for page in pages {
      for row in page.rows {
        rows += 1
        #expect(!row.description.isEmpty, "\(page.id.title): \(row.title)")
        let lines = SettingsFootnote.lines(
          description: row.description, detail: nil, top: Self.footnoteTop(page),
          measure: Self.measure)
        #expect(lines.count <= SettingsStyle.descriptionLines, "\(row.title)")
        #expect(
          lines.allSatisfy { !$0.text.hasSuffix(TextFitting.ellipsis) },
          "\(row.title): \(row.description)")
      }
    }
    #expect(rows > 60)
  }

  @Test("each judge's windows fit under the judge row's description, above the footer")
  func judgeNotesFit() throws {
    for judge in [nil] + JudgeID.allCases.map(Optional.some) {
      var values = SettingsValues()
      values.menu.judge = judge
      var pages = SettingsPages(pages: values.pages(DisplayStatus()))
      pages.select(.judge)
      let page = try #require(pages.page)
      let top = Self.footnoteTop(page)
      let detail = SettingsFootnote.detail(pages, problem: nil, pad: false, keys: .defaults)
      let lines = SettingsFootnote.lines(
        description: pages.selectedRow?.description ?? "", detail: detail, top: top,
        measure: Self.measure)
      let judgeName = judge?.rawValue ?? "none"
      #expect(lines.first?.tone == .description, "\(judgeName)")
      #expect(lines.contains { $0.tone == .detail }, "\(judgeName): the windows are shown")
      #expect(
        lines.allSatisfy { !$0.text.hasSuffix(TextFitting.ellipsis) },
        "\(judgeName): \(lines.map(\.text))")
      #expect(
        top + lines.count * SettingsStyle.noteLineHeight <= SettingsStyle.footnoteBottom,
        "\(judgeName): above the footer")
      #expect(
        lines.allSatisfy { Self.measure($0.text, $0.size) <= SettingsStyle.footnoteWidth },
        "\(judgeName): inside the rows' panel, clear of the preview beside it")
    }
  }

  @Test("the footer names the pad's buttons after a pad press, the keys after a key")
  func padHints() {
    let keys = SettingsPagesView.hints(typing: false, keys: .defaults).map(\.key)
    #expect(keys.contains("Enter") && !keys.contains("A"))
    let pad = SettingsPagesView.hints(typing: false, keys: .defaults, pad: true).map(\.key)
    #expect(pad == ["LB/RB", "D-pad up/down", "D-pad left/right", "A", "B"])
  }
}
