import StarlightCore

/// The settings pages' layout and colours in numbers, so the views hold no bare constants.
enum SettingsStyle {
  // Tabs.
  static let tabsTop = 114
  static let tabWidth = 170
  static let tabHeight = 34
  static let tabGap = 10
  static let tabTextSize = 20

  // Rows.
  static let rowsLeft = 50
  static let rowsWidth = 770
  static let rowsTop = 158
  static let rowHeight = 27
  static let rowTextSize = 17
  /// Rows shown at once: a longer page (the Gameplay page, the Input page's menu keys)
  /// scrolls with the selection, so the panel and four lines under it (the selected row's
  /// description and note) stay above the footer.
  static let visibleRows = 15
  static let moreTextSize = 11
  /// The scroll arrows' centre, from the panel's right edge.
  static let moreInset = 9
  static let valueTextSize = 16
  static let appliesTextSize = 13
  /// Where the value's right edge sits, from the panel's right edge (the "applies" tags
  /// have the column right of it).
  static let valueInset = 165
  /// The least room between a row's title and its value.
  static let titleGap = 40
  static let barSegments = MenuSettings.volumeSteps
  static let segmentWidth = 10
  static let segmentGap = 3
  static let noteTextSize = 15
  /// A long note (a judge's windows) shrinks to this before it is cut.
  static let smallestNoteSize = 12
  static let noteLineHeight = 19
  /// A row's description takes at most these lines under the rows.
  static let descriptionLines = 2
  /// The lines under the rows stay inside the rows' panel's width and above the footer.
  static let footnoteWidth = rowsWidth - 16
  static let footnoteBottom = StoryStyle.height - StoryStyle.footerHeight - 4
  /// The dial's cells: a digit's width and the cursor's underline.
  static let dialCellWidth = 13
  static let dialCursorHeight = 2
  /// A level's bar and its percentage.
  static let levelWidth = barSegments * (segmentWidth + segmentGap) - segmentGap + 56

  // The side panel (the preview lane on Gameplay, the page's notes elsewhere).
  static let sideLeft = 850
  static let sideWidth = 380
  static let sideTextSize = 15
  static let sideLineHeight = 22

  // The preview lane.
  static let previewLanes = 4
  static let previewLaneWidth = 64
  static let previewTop = 196
  static let previewHeight = 420
  static let previewNoteHeight = 14
  /// The pattern the preview loops: 120 BPM, four beats, every snap from 4ths to 16ths.
  static let previewBPM = 120.0
  static let previewLoopBeats = 4.0
  static let previewPattern: [(beat: Double, lane: Int)] = [
    (0, 0), (0.5, 1), (1, 2), (1.5, 3), (2, 1), (2.25, 2), (2.5, 0), (2.75, 3),
    (3, 2), (3 + 1.0 / 3, 1), (3 + 2.0 / 3, 0),
  ]
  static let previewCombo = 128

  /// The game's own colour per lane.
  static let laneColors = [
    Color(255, 80, 110), Color(64, 200, 255), Color(120, 230, 140), Color(255, 210, 90),
  ]
  static let cover = Color(6, 8, 20)
  static let line = Palette.firewall
  static let tabIdle = Color(24, 30, 64, 220)
  static let refusal = Palette.bad
  static let typing = Color(40, 48, 96)
}
