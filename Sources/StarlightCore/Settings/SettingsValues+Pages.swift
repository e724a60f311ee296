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
          applies: next,
          description:
            "Constant: notes take the same time to cross whatever the tempo; XMod follows the"
            + " chart's BPM; MMod its top BPM."),
        .number(
          .scrollSpeed, "Scroll speed", speed.settingsNumber, applies: next,
          description: "How fast notes come, in the unit of the mode above."),
        .choice(
          .direction, "Direction", options(view.direction, ["Downscroll", "Upscroll"]),
          applies: next, description: "Notes fall down to the judgement line, or rise up to it."),
        .number(
          .judgementLine, "Judgement line height",
          percent(
            "Judgement line height", view.judgementLinePercent, ViewPreferences.judgementLineRange),
          applies: next,
          description:
            "How far the line you hit on sits from the end of the lanes, in % of the screen."),
        .choice(
          .noteColours, "Note colours", options(view.noteColours, ["By lane", "By beat snap"]),
          applies: next,
          description:
            "Colour notes by their lane, or by where they fall in the beat (4ths, 8ths, 16ths)."),
        .choice(
          .laneCover, "Lane cover", options(view.laneCover, ["Off", "Sudden", "Hidden"]),
          applies: next,
          description:
            "Sudden hides notes until they are near; Hidden hides them as they reach the line."),
        .number(
          .laneCoverHeight, "Lane cover height",
          percent("Lane cover height", view.laneCoverPercent, ViewPreferences.laneCoverRange),
          applies: next, description: "How much of the lanes the cover hides."),
        .number(
          .laneWidth, "Lane width",
          percent("Lane width", view.laneWidthPercent, ViewPreferences.laneWidthRange),
          applies: next, description: "How wide each lane is, in % of the usual width."),
        .number(
          .comboPosition, "Combo position",
          percent("Combo position", view.comboPercent, ViewPreferences.textPositionRange),
          applies: next,
          description:
            "Where the combo count sits: 0 % on the judgement line, more toward the far end."),
        .number(
          .judgementTextPosition, "Judgement text position",
          percent(
            "Judgement text position", view.judgementTextPercent,
            ViewPreferences.textPositionRange), applies: next,
          description:
            "Where the word for each hit (its tier's name) sits, measured like the combo's."),
        .toggle(
          .modMirror, "Mirror", mods.mirror, applies: next,
          description: "Plays every chart with its lanes swapped left for right."),
        .toggle(
          .modRandom, "Random lanes", mods.random, applies: next,
          note: "A new seed each run, recorded in its replay.",
          description: "Shuffles which lane each of the chart's columns is played on."),
        .toggle(
          .modNoFail, "No-fail", mods.noFail, applies: next,
          note: "Integrity may reach 0; the run is marked No-fail.",
          description: "Plays on to the end of the song even when you would have failed."),
        .choice(
          .judge, "Judge (Free Play)",
          SettingsChoice(
            options: ["Chart's game"] + JudgeID.allCases.map(\.rawValue),
            index: menu.judge.flatMap { JudgeID.allCases.firstIndex(of: $0) }.map { $0 + 1 } ?? 0),
          applies: .nextAttempt, note: JudgeTable.windowsNote(menu.judge),
          description: "Whose timing windows and tier names Free Play judges your hits with."),
        .number(
          .audioOffset, "Audio offset",
          SettingsNumber(
            name: "Audio offset", value: audioOffsetMs, range: Self.offsetRangeMs,
            step: Self.offsetStepMs, decimals: 1, unit: "ms", signed: true),
          applies: next,
          note: "Free Play adds each chart's own offset on top of this one.",
          description:
            "Makes up for sound reaching you late (wireless headphones, a TV): + if you hit late."),
        SettingsRow(
          key: .calibrate, title: "Calibrate offsets",
          description: "Measures your audio and visual offsets from presses in time with clicks.",
          kind: .action, value: "Enter",
          note: "Steady clicks; press on them and Enter saves the estimate."),
        breakReminderRow,
      ])
  }

  private var breakReminderRow: SettingsRow {
    let minutes = menu.breakReminderMinutes
    let range = BreakReminder.Settings.minuteRange
    return SettingsRow(
      key: .breakReminder, title: "Break reminder",
      description: "Suggests a rest after this many minutes of play; Off never does.",
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
        : "Left/Right: vsync, 2x, 4x, unlimited; Enter types a number (30 to 1000).",
      description: "The most frames drawn a second; more is smoother and costs more power.")
    let fps = status.framesPerSecond.map { "\(Int($0.rounded())) fps" } ?? "measuring"
    return SettingsPage(
      id: .display,
      rows: [
        .choice(
          .fullscreen, "Window",
          SettingsChoice(options: ["Windowed", "Fullscreen"], index: display.fullscreen ? 1 : 0),
          applies: .atOnce, description: "Plays in a window, or fills the whole screen."),
        .choice(
          .display, "Display",
          SettingsChoice(options: names, index: min(display.displayIndex, names.count - 1)),
          applies: .atOnce, description: "Which monitor the game is shown on."),
        capRow,
        .number(
          .visualOffset, "Visual offset",
          SettingsNumber(
            name: "Visual offset", value: visualOffsetMs, range: Self.offsetRangeMs,
            step: Self.offsetStepMs, decimals: 1, unit: "ms", signed: true),
          applies: .nextAttempt,
          description:
            "Makes up for a screen that shows frames late: + draws notes earlier by that much."),
        SettingsRow(
          key: .refreshRate, title: "Refresh rate",
          description: "How many times a second the display shows a new picture.", kind: .info,
          value: status.refreshHz.map { "\($0) Hz" } ?? "unknown"),
        SettingsRow(
          key: .framesPerSecond, title: "Frames per second",
          description: "How many frames the game drew in the last second.", kind: .info,
          value: fps),
      ])
  }

  /// The mix (the Audio page's device rows are added by its owner).
  public var audioPage: SettingsPage {
    SettingsPage(
      id: .audio,
      rows: [
        .level(
          .masterVolume, "Master volume", menu.masterVolume,
          description: "The loudness of everything the game plays."),
        .level(.musicVolume, "Music volume", menu.musicVolume, description: "The songs' loudness."),
        .level(
          .effectsVolume, "Effects volume", menu.effectsVolume,
          description: "The loudness of hit sounds and menu clicks."),
        .toggle(
          .mute, "Mute", menu.muted, applies: .atOnce,
          description: "Silences every sound and keeps the volumes as they are."),
      ])
  }

  /// Rumble (the bindings are added by the page's owner).
  public var inputPage: SettingsPage {
    SettingsPage(
      id: .input,
      rows: [
        .toggle(
          .rumble, "Rumble", menu.rumble, applies: .atOnce,
          description: "Lets the pad you play with vibrate in time with the game.")
      ])
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
