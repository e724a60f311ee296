import Testing

@testable import StarlightCore

/// The settings pages' navigation and the built-in rows' edits, with no window: the rows
/// the old single settings screen had (volumes, mute, rumble, break reminder, judge,
/// calibrate) keep their behaviour on their pages.
@Suite("Settings pages")
struct SettingsPagesTests {
  static let status = DisplayStatus(
    displayNames: ["Left", "Right"], refreshHz: 60, framesPerSecond: 144, vsyncAdjustable: true)

  static func screen(_ values: SettingsValues = SettingsValues(), page: SettingsPageID? = nil)
    -> SettingsScreen
  {
    SettingsScreen(values: values, status: status, page: page)
  }

  /// Presses `inputs` in turn; returns every effect.
  static func press(_ screen: inout SettingsScreen, _ inputs: SettingsInput...)
    -> [SettingsEffect]
  {
    inputs.flatMap { screen.handle($0).effects }
  }

  /// Moves the selection by `move` until `key`'s row is selected, at most once round every
  /// row of a page: a missing row fails the test instead of hanging it.
  static func select(
    _ key: SettingsRowKey, in screen: inout SettingsScreen, by move: SettingsInput = .menu(.down),
    sourceLocation: SourceLocation = #_sourceLocation
  ) {
    for _ in 0..<maxMoves {
      if screen.navigation.selectedRow?.key == key { return }
      _ = press(&screen, move)
    }
    if screen.navigation.selectedRow?.key != key {
      Issue.record("no row \(key) on the page", sourceLocation: sourceLocation)
    }
  }

  /// More moves than any page has rows.
  static let maxMoves = 100

  static func changes(_ effects: [SettingsEffect]) -> [SettingsArea] {
    effects.compactMap { effect in
      if case .changed(_, let area) = effect { return area }
      return nil
    }
  }

  @Test("Tab, PageUp/PageDown and L1/R1 switch pages with wrap; each page keeps its row")
  func pageSwitching() {
    var screen = Self.screen()
    #expect(screen.navigation.pages.map(\.id) == [.gameplay, .display, .audio, .input])
    #expect(screen.navigation.page?.id == .gameplay)
    _ = Self.press(&screen, .menu(.down), .menu(.down))
    #expect(screen.navigation.selectedRow?.key == .direction)
    #expect(Self.press(&screen, .page(1)) == [.sound(.click)])
    #expect(screen.navigation.page?.id == .display)
    #expect(screen.navigation.selectedRow?.key == .fullscreen)
    _ = Self.press(&screen, .page(-1), .page(-1))
    #expect(screen.navigation.page?.id == .input)
    _ = Self.press(&screen, .page(1), .page(1))
    #expect(screen.navigation.page?.id == .display)
    _ = Self.press(&screen, .page(-1))
    #expect(screen.navigation.selectedRow?.key == .direction, "the page kept its row")
  }

  @Test("every row shows its title and value, and says when a change applies")
  func rowsShowValues() {
    let screen = Self.screen(
      SettingsValues(
        menu: MenuSettings(masterVolume: 0.7),
        preferences: PlayerPreferences(
          view: ViewPreferences(scrollSpeed: .constant(visible: .milliseconds(700))))))
    let gameplay = screen.navigation.pages[0]
    let speed = gameplay.rows.first { $0.key == .scrollSpeed }
    #expect(speed?.value == "700 ms" && speed?.applies == .nextAttempt)
    let display = screen.navigation.pages[1]
    #expect(display.rows.first { $0.key == .refreshRate }?.value == "60 Hz")
    #expect(display.rows.first { $0.key == .framesPerSecond }?.value == "144 fps")
    #expect(display.rows.first { $0.key == .frameCap }?.value == "144 fps", "no vsync by default")
    #expect(display.rows.first { $0.key == .frameCap }?.applies == .nextFrame)
    let audio = screen.navigation.pages[2]
    #expect(audio.rows.first { $0.key == .masterVolume }?.value == "70 %")
    #expect(audio.rows.first { $0.key == .masterVolume }?.applies == .atOnce)
  }

  @Test("volumes, mute and rumble change with Left/Right and Enter, and say what changed")
  func mixRows() {
    var screen = Self.screen(SettingsValues(menu: MenuSettings(masterVolume: 0.8)), page: .audio)
    var effects = Self.press(&screen, .menu(.right))
    #expect(Self.changes(effects) == [.mix])
    #expect(screen.values.menu.masterVolume == 0.9)
    _ = Self.press(&screen, .menu(.right))
    effects = Self.press(&screen, .menu(.right))
    #expect(effects.isEmpty, "clamped at 100 %: nothing changes, nothing clicks")
    #expect(Self.press(&screen, .menu(.confirm)).isEmpty, "Enter does nothing on a volume")
    _ = Self.press(&screen, .menu(.up))
    #expect(screen.navigation.selectedRow?.key == .mute, "Up from the first row wraps")
    _ = Self.press(&screen, .menu(.confirm))
    #expect(screen.values.menu.muted)
    _ = Self.press(&screen, .menu(.left))
    #expect(!screen.values.menu.muted)
    _ = Self.press(&screen, .page(1))
    effects = Self.press(&screen, .menu(.confirm))
    #expect(!screen.values.menu.rumble && Self.changes(effects) == [.rumble])
  }

  @Test("the judge cycles from the chart's own game's through every judge and back")
  func judgeRow() {
    var screen = Self.screen()
    Self.select(.judge, in: &screen)
    #expect(screen.navigation.selectedRow?.value == "Chart's game")
    // The row says which judge each game's charts take, then the chosen judge's windows.
    #expect(screen.navigation.selectedRow?.note?.contains("StepMania itg,") == true)
    _ = Self.press(&screen, .menu(.right))
    #expect(screen.values.menu.judge == .starlight)
    #expect(screen.navigation.selectedRow?.value == "starlight")
    _ = Self.press(&screen, .menu(.right))
    #expect(
      screen.navigation.selectedRow?.note?.hasPrefix("osu-stable OD 8: MAX ±16, 300 ±40") == true)
    _ = Self.press(&screen, .menu(.left))
    _ = Self.press(&screen, .menu(.left), .menu(.left))
    #expect(screen.values.menu.judge == JudgeID.allCases.last)
  }

  @Test("the break reminder steps by 5 minutes, off below 5, at most 240")
  func breakReminder() {
    var screen = Self.screen()
    Self.select(.breakReminder, in: &screen, by: .menu(.up))
    #expect(screen.navigation.selectedRow?.value == "after 45 min")
    _ = Self.press(&screen, .menu(.right))
    #expect(screen.values.menu.breakReminderMinutes == 50)
    for _ in 0..<20 { _ = Self.press(&screen, .menu(.left)) }
    #expect(screen.navigation.selectedRow?.value == "Off")
    _ = Self.press(&screen, .menu(.right))
    #expect(screen.values.menu.breakReminderMinutes == 5)
    for _ in 0..<100 { _ = Self.press(&screen, .menu(.right)) }
    #expect(screen.values.menu.breakReminderMinutes == 240)
  }

  @Test("Calibrate offsets opens the calibration and changes nothing; Esc closes the pages")
  func calibrateAndBack() {
    var screen = Self.screen()
    Self.select(.calibrate, in: &screen, by: .menu(.up))
    #expect(screen.navigation.selectedRow?.value == "Enter")
    #expect(Self.press(&screen, .menu(.confirm)) == [.sound(.click), .calibrate])
    #expect(Self.changes(Self.press(&screen, .menu(.left), .menu(.right))).isEmpty)
    #expect(screen.values == SettingsValues())
    #expect(screen.handle(.menu(.back)).closed)
  }

  @Test("the scroll speed: the mode cycles, the value steps inside its mode's limits")
  func scrollSpeed() {
    var screen = Self.screen()
    #expect(screen.values.preferences.view.scrollSpeed.mode == .constant)
    _ = Self.press(&screen, .menu(.right))
    #expect(screen.values.preferences.view.scrollSpeed == .beats(multiplier: 2))
    _ = Self.press(&screen, .menu(.down), .menu(.right))
    #expect(screen.values.preferences.view.scrollSpeed == .beats(multiplier: 2.25))
    #expect(screen.navigation.selectedRow?.value == "x2.25")
    _ = Self.press(&screen, .menu(.up), .menu(.right))
    #expect(screen.values.preferences.view.scrollSpeed == .topBPM(600))
    _ = Self.press(&screen, .menu(.right))
    #expect(screen.values.preferences.view.scrollSpeed.mode == .constant, "wraps")
    _ = Self.press(&screen, .menu(.down))
    for _ in 0..<200 { _ = Self.press(&screen, .menu(.left)) }
    #expect(screen.values.preferences.view.scrollSpeed == .constant(visible: .milliseconds(150)))
  }

  @Test("a typed number is taken; one outside its range is refused with its limits")
  func typing() {
    var screen = Self.screen()
    _ = Self.press(&screen, .menu(.down), .menu(.confirm))
    #expect(screen.isTyping)
    _ = Self.press(&screen, .text("9"), .text("a"), .text("0"), .text("0"), .text("0"))
    #expect(screen.navigation.entry?.text == "9000", "letters are not typed")
    var effects = Self.press(&screen, .menu(.confirm))
    #expect(effects == [.sound(.error)])
    #expect(screen.navigation.message == "Scroll speed is 150 to 5000 ms.")
    #expect(screen.isTyping, "the typed text stays to be corrected")
    #expect(screen.values == SettingsValues(), "nothing changed")
    _ = Self.press(&screen, .deleteBackward)
    effects = Self.press(&screen, .menu(.confirm))
    #expect(Self.changes(effects) == [.view])
    #expect(screen.values.preferences.view.scrollSpeed == .constant(visible: .milliseconds(900)))
    #expect(!screen.isTyping && screen.navigation.message == nil)
    // Esc cancels typing without leaving the pages.
    _ = Self.press(&screen, .menu(.confirm), .text("3"))
    let output = screen.handle(.menu(.back))
    #expect(!output.closed && !screen.isTyping)
    #expect(screen.values.preferences.view.scrollSpeed == .constant(visible: .milliseconds(900)))
  }

  @Test("the frame cap steps through vsync, 2x, 4x, unlimited, or takes a typed 30 to 1000")
  func frameCap() {
    var values = SettingsValues()
    values.preferences.display.frameCap = .vsync
    var screen = Self.screen(values, page: .display)
    _ = Self.press(&screen, .menu(.down), .menu(.down))
    #expect(screen.navigation.selectedRow?.key == .frameCap)
    #expect(screen.navigation.selectedRow?.value == "vsync (60 Hz)")
    let effects = Self.press(&screen, .menu(.right))
    #expect(Self.changes(effects) == [.frameCap])
    #expect(screen.values.preferences.display.frameCap == .refreshTimes(2))
    #expect(screen.navigation.selectedRow?.value == "2x refresh (120 fps)")
    _ = Self.press(&screen, .menu(.confirm), .text("2"), .text("0"), .menu(.confirm))
    #expect(screen.navigation.message == "A frame cap is 30 to 1000 fps.")
    _ = Self.press(&screen, .text("0"), .menu(.confirm))
    #expect(screen.values.preferences.display.frameCap == .perSecond(200))
    #expect(screen.navigation.selectedRow?.value == "200 fps")
  }

  @Test("fullscreen and the display change at once; the display wraps over those there are")
  func window() {
    var screen = Self.screen(page: .display)
    #expect(Self.changes(Self.press(&screen, .menu(.right))) == [.fullscreen])
    #expect(screen.values.preferences.display.fullscreen)
    _ = Self.press(&screen, .menu(.down))
    #expect(Self.changes(Self.press(&screen, .menu(.right))) == [.displayIndex])
    #expect(screen.navigation.selectedRow?.value == "Right")
    _ = Self.press(&screen, .menu(.right))
    #expect(screen.values.preferences.display.displayIndex == 0)
  }

  @Test("view, mods and offsets change for the next attempt")
  func gameplayRows() {
    var screen = Self.screen()
    func row(_ key: SettingsRowKey) {
      Self.select(key, in: &screen)
    }
    row(.direction)
    _ = Self.press(&screen, .menu(.right))
    row(.noteColours)
    _ = Self.press(&screen, .menu(.right))
    row(.laneCover)
    _ = Self.press(&screen, .menu(.right))
    row(.laneCoverHeight)
    _ = Self.press(&screen, .menu(.right))
    row(.modMirror)
    #expect(Self.changes(Self.press(&screen, .menu(.confirm))) == [.mods])
    row(.audioOffset)
    _ = Self.press(&screen, .menu(.confirm), .text("-"), .text("1"), .text("2"), .text("."))
    _ = Self.press(&screen, .text("5"), .menu(.confirm))
    let view = screen.values.preferences.view
    #expect(view.direction == .up && view.noteColours == .snap && view.laneCover == .sudden)
    #expect(view.laneCoverPercent == 35)
    #expect(screen.values.preferences.mods == ModPreferences(mirror: true))
    #expect(screen.values.audioOffsetMs == -12.5)
    #expect(screen.navigation.selectedRow?.value == "-12.5 ms")
  }

  @Test("Up and Down pass over rows that are only shown")
  func infoRowsSkipped() {
    var screen = Self.screen(page: .display)
    _ = Self.press(&screen, .menu(.up))
    #expect(screen.navigation.selectedRow?.key == .visualOffset, "refresh rate and fps skipped")
    _ = Self.press(&screen, .menu(.down))
    #expect(screen.navigation.selectedRow?.key == .fullscreen)
  }

  @Test("a row the platform added leaves its edit for its owner")
  func extraRows() {
    let device = SettingsRow(
      key: "audioDevice", title: "Output device", description: "Where the sound goes.",
      kind: .choice(SettingsChoice(options: ["Default", "USB"], index: 0)), value: "Default")
    var screen = SettingsScreen(
      values: SettingsValues(), status: Self.status,
      extra: [SettingsPage(id: .audio, rows: [device])], page: .audio)
    #expect(screen.navigation.page?.rows.last?.key == "audioDevice")
    _ = Self.press(&screen, .menu(.up))
    #expect(
      Self.press(&screen, .menu(.right)) == [.sound(.click), .edit(.step("audioDevice", by: 1))])
    #expect(screen.values == SettingsValues())
  }
}
