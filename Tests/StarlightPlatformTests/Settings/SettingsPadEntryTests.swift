import Foundation
import StarlightCore
import Testing

@testable import StarlightPlatform

/// A number entered with a pad alone (issue 35), through the real host with scripted pad
/// buttons: A on a number row opens its dial, the d-pad sets it digit by digit (and the
/// sign where the limits go below 0), A accepts, and the limits refuse a value out of range
/// as they refuse a typed one; B cancels. The footer then names the pad's buttons.
@Suite(.serialized, .sdlExclusive) struct SettingsPadEntryTests {
  static let start = Nanoseconds.seconds(10)

  /// The story on its title screen over a settings file; `buttons` (SDL's pad button names)
  /// pressed 200 ms apart from half a second in.
  static func run(_ buttons: [String]) throws -> (scene: StoryScene, store: SettingsStore) {
    let (store, directory) = try CalibrationSceneTests.settingsFile(Settings())
    defer { try? FileManager.default.removeItem(at: directory) }
    let quitAfter = Nanoseconds.milliseconds(1_000 + 200 * Int64(buttons.count))
    let fixture = try HostFixture(
      start: start, options: PlayOptions(quitAfter: quitAfter, renderRate: 30))
    for (index, button) in buttons.enumerated() {
      fixture.events.schedule(button: button, at: start + .milliseconds(500 + 200 * Int64(index)))
    }
    let flow = StoryFlow(
      progress: StoryProgress(), settings: MenuSettings(), tuning: .defaults,
      chapters: ChapterCatalog.available, start: .title, now: start)
    let setup = ChapterSetup(
      tuning: .defaults, beatMap: nil, bindings: .defaults, audioOffset: 0, bots: false)
    let scene = StoryScene(
      flow: flow, setup: setup, interpreter: fixture.host.interpreter,
      onProgress: { _ in nil }, onSettings: { _ in }, settings: store, now: start)
    fixture.host.run(scene)
    return (scene, SettingsStore(path: store.path))
  }

  /// Title: d-pad down to Settings, A; the Gameplay page opens.
  static let openSettings = ["dpdown", "a"]
  /// From the top of the Gameplay page down to the judgement line height (5 to 50 %, 17).
  static let toJudgementLine = ["dpdown", "dpdown", "dpdown"]

  @Test("the d-pad sets the judgement line digit by digit; A takes it; 58 is refused")
  func entered() throws {
    let buttons =
      Self.openSettings + Self.toJudgementLine + [
        "a",  // the dial: 17, the cursor on the units
        "dpup",  // 18
        "dpleft", "dpup",  // 28
        "a",  // taken
        "a", "dpleft", "dpup", "dpup", "dpup",  // 58
        "a",  // refused: the dial stays open with the limits
      ]
    let (scene, store) = try Self.run(buttons)
    #expect(store.settings.preferences.view.judgementLinePercent == 28)
    let settings = try #require(scene.settingsScene)
    #expect(settings.screen.navigation.message == "Judgement line height is 5 to 50 %.")
    #expect(settings.screen.navigation.entry?.dial?.text == "58", "kept to be corrected")
    #expect(settings.screen.values.preferences.view.judgementLinePercent == 28)
    #expect(settings.padInUse)
    let footer = SettingsPagesView.hints(typing: true, keys: .defaults, pad: settings.padInUse)
    #expect(footer.map(\.key) == ["D-pad up/down", "D-pad left/right", "A", "B"])
  }

  @Test("B closes the dial and keeps the value as it was")
  func cancelled() throws {
    let buttons =
      Self.openSettings + Self.toJudgementLine + ["a", "dpup", "dpup", "b"]
    let (scene, store) = try Self.run(buttons)
    let settings = try #require(scene.settingsScene, "B left the dial, not the pages")
    #expect(!settings.screen.isTyping)
    #expect(settings.screen.navigation.message == nil)
    #expect(settings.screen.values.preferences.view.judgementLinePercent == 17)
    #expect(store.settings.preferences.view.judgementLinePercent == 17)
  }

  @Test("the audio offset's sign is the dial's first cell: -2.0 ms with the d-pad")
  func negative() throws {
    let toOffset = Array(
      repeating: "dpdown",
      count: SettingsValues().gameplayPage.rows.firstIndex { $0.key == .audioOffset } ?? 0)
    let buttons =
      Self.openSettings + toOffset + [
        "a",  // +0000.0, the cursor on the units
        "dpup", "dpup",  // +0002.0
        "dpleft", "dpleft", "dpleft", "dpleft", "dpleft",  // past the left end: the sign
        "dpdown",  // -0002.0
        "a",
      ]
    let (_, store) = try Self.run(buttons)
    #expect(store.settings.audioOffsetMs == -2)
  }
}
