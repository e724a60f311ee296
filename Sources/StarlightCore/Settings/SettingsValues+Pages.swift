/// The built-in pages, built from the values they show.
extension SettingsValues {
  /// Positions and sizes move in steps of 5 percent.
  static let percentStep = 5.0
  /// Offsets move by 1 ms a press and are typed to a tenth.
  static let offsetStepMs = 1.0

  /// Chapter 4 and Free Play: how the lanes look, the default mods, the judge, the offset.
  public var gameplayPage: SettingsPage {
    let view = preferences.view
    let mods = preferences.mods
    let speed = view.scrollSpeed
    let next = SettingsRow.Applies.nextAttempt
    func percent(_ name: String, _ value: Int, _ range: ClosedRange<Int>) -> SettingsNumber {
      SettingsNumber(
        name: name, value: Double(value),
        range: Double(range.lowerBound)...Double(range.upperBound), step: Self.percentStep,
        unit: "%")
    }
    func options<T: CaseIterable & Equatable>(_ value: T, _ titles: [String]) -> SettingsChoice {
      SettingsChoice(options: titles, index: Array(T.allCases).firstIndex(of: value))
    }
    return SettingsPage(
      id: .gameplay,
      rows: [
        .choice(
          .scrollMode, "Scroll speed mode",
          SettingsChoice(
            options: ScrollSpeed.Mode.allCases.map(\.title), index: speed.mode.rawValue),
          applies: next),
        .number(.scrollSpeed, "Scroll speed", speed.settingsNumber, applies: next),
        .choice(
          .direction, "Direction", options(view.direction, ["Downscroll", "Upscroll"]),
          applies: next),
        .number(
          .judgementLine, "Judgement line height",
          percent(
            "Judgement line height", view.judgementLinePercent, ViewPreferences.judgementLineRange),
          applies: next),
        .choice(
          .noteColours, "Note colours", options(view.noteColours, ["By lane", "By beat snap"]),
          applies: next),
        .choice(
          .laneCover, "Lane cover", options(view.laneCover, ["Off", "Sudden", "Hidden"]),
          applies: next),
        .number(
          .laneCoverHeight, "Lane cover height",
          percent("Lane cover height", view.laneCoverPercent, ViewPreferences.laneCoverRange),
          applies: next),
        .number(
          .laneWidth, "Lane width",
          percent("Lane width", view.laneWidthPercent, ViewPreferences.laneWidthRange),
          applies: next),
        .number(
          .comboPosition, "Combo position",
          percent("Combo position", view.comboPercent, ViewPreferences.textPositionRange),
          applies: next),
        .number(
          .judgementTextPosition, "Judgement text position",
          percent(
            "Judgement text position", view.judgementTextPercent,
            ViewPreferences.textPositionRange), applies: next),
        .toggle(.modMirror, "Mirror", mods.mirror, applies: next),
        .toggle(
          .modRandom, "Random lanes", mods.random, applies: next,
          note: "A new seed each run, recorded in its replay."),
        .toggle(
          .modNoFail, "No-fail", mods.noFail, applies: next,
          note: "Integrity may reach 0; the run is marked No-fail."),
        .choice(
          .judge, "Judge (Free Play)",
          SettingsChoice(
            options: ["Chart's game"] + JudgeID.allCases.map(\.rawValue),
            index: menu.judge.flatMap { JudgeID.allCases.firstIndex(of: $0) }.map { $0 + 1 } ?? 0),
          applies: .nextAttempt, note: JudgeTable.windowsNote(menu.judge)),
        .number(
          .audioOffset, "Audio offset",
          SettingsNumber(
            name: "Audio offset", value: audioOffsetMs, range: Self.offsetRangeMs,
            step: Self.offsetStepMs, decimals: 1, unit: "ms", signed: true),
          applies: next,
          note: "Free Play adds each chart's own offset on top of this one."),
        SettingsRow(
          key: .calibrate, title: "Calibrate offsets", kind: .action, value: "Enter",
          note: "Steady clicks; press on them and Enter saves the estimate."),
        breakReminderRow,
      ])
  }

  private var breakReminderRow: SettingsRow {
    let minutes = menu.breakReminderMinutes
    let range = BreakReminder.Settings.minuteRange
    return SettingsRow(
      key: .breakReminder, title: "Break reminder",
      kind: .choice(
        SettingsChoice(
          options: [], index: nil,
          typed: SettingsNumber(
            name: "Break reminder", value: Double(minutes),
            range: Double(range.lowerBound)...Double(range.upperBound),
            step: Double(MenuSettings.breakReminderStep), unit: "min"))),
      value: minutes == 0 ? "Off" : "after \(minutes) min", applies: .atOnce)
  }

  /// The window: fullscreen, the display, the frame cap, the visual offset; the refresh
  /// rate and frames per second as they are.
  public func displayPage(_ status: DisplayStatus) -> SettingsPage {
    let display = preferences.display
    let refresh = status.refreshHz ?? DisplayStatus.assumedRefreshHz
    let names = status.displayNames.isEmpty ? ["Display 1"] : status.displayNames
    let capOptions =
      ["vsync (\(refresh) Hz)"]
      + FrameCap.refreshMultiples.map { "\($0)x refresh (\(refresh * $0) fps)" } + ["Unlimited"]
    let cap = display.frameCap
    let typedCap = SettingsNumber(
      name: "A frame cap",
      value: Double(cap.framesPerSecond(refreshHz: refresh) ?? refresh),
      range: Double(
        FrameCap.perSecondRange.lowerBound)...Double(FrameCap.perSecondRange.upperBound),
      step: 10, unit: "fps")
    let capRow = SettingsRow.choice(
      .frameCap, "Frame cap",
      SettingsChoice(
        options: capOptions, index: FrameCap.steps.firstIndex(of: cap), typed: typedCap),
      value: FrameCap.steps.contains(cap)
        ? nil : "\(cap.framesPerSecond(refreshHz: refresh) ?? 0) fps",
      applies: status.vsyncAdjustable ? .nextFrame : .nextStart,
      note: cap.usesVsync
        ? "Vsync: each frame waits for the refresh; presses are still stamped as they arrive."
        : "Left/Right: vsync, 2x, 4x, unlimited; Enter types a number (30 to 1000).")
    let fps = status.framesPerSecond.map { "\(Int($0.rounded())) fps" } ?? "measuring"
    return SettingsPage(
      id: .display,
      rows: [
        .choice(
          .fullscreen, "Window",
          SettingsChoice(options: ["Windowed", "Fullscreen"], index: display.fullscreen ? 1 : 0),
          applies: .atOnce),
        .choice(
          .display, "Display",
          SettingsChoice(options: names, index: min(display.displayIndex, names.count - 1)),
          applies: .atOnce),
        capRow,
        .number(
          .visualOffset, "Visual offset",
          SettingsNumber(
            name: "Visual offset", value: visualOffsetMs, range: Self.offsetRangeMs,
            step: Self.offsetStepMs, decimals: 1, unit: "ms", signed: true),
          applies: .nextAttempt),
        SettingsRow(
          key: .refreshRate, title: "Refresh rate", kind: .info,
          value: status.refreshHz.map { "\($0) Hz" } ?? "unknown"),
        SettingsRow(key: .framesPerSecond, title: "Frames per second", kind: .info, value: fps),
      ])
  }

  /// The mix (the Audio page's device rows are added by its owner).
  public var audioPage: SettingsPage {
    SettingsPage(
      id: .audio,
      rows: [
        .level(.masterVolume, "Master volume", menu.masterVolume),
        .level(.musicVolume, "Music volume", menu.musicVolume),
        .level(.effectsVolume, "Effects volume", menu.effectsVolume),
        .toggle(.mute, "Mute", menu.muted, applies: .atOnce),
      ])
  }

  /// Rumble (the bindings are added by the page's owner).
  public var inputPage: SettingsPage {
    SettingsPage(id: .input, rows: [.toggle(.rumble, "Rumble", menu.rumble, applies: .atOnce)])
  }

  /// The four pages, with rows added by the platform appended to their page (a page named
  /// only there comes after them).
  public func pages(_ status: DisplayStatus, adding extra: [SettingsPage] = []) -> [SettingsPage] {
    var pages = [gameplayPage, displayPage(status), audioPage, inputPage]
    for page in extra {
      if let index = pages.firstIndex(where: { $0.id == page.id }) {
        pages[index].rows += page.rows
        pages[index].notes += page.notes
      } else {
        pages.append(page)
      }
    }
    return pages
  }
}
