/// The song list's geometry in logical pixels (1280 x 720): the grouped list on the left,
/// the selected song's art and facts on the right.
enum FreePlayLayout {
  static let margin = 48
  static let headerY = 28
  static let searchY = 84
  static let listTop = 132
  static let lineHeight = 28
  /// Lines shown at once; the selection is kept in the middle when it can be.
  static let visibleLines = 14
  static let listWidth = 724
  static let textSize = 18
  static let smallSize = 15
  static let headerSize = 30
  // The list's columns, from the left.
  static let packX = 60
  static let songX = 60
  static let chartX = 88
  /// The star rating's right edge ("10.23★"), after the chart's name.
  static let starsRight = 352
  static let stepsX = 364
  static let lanesX = 520
  /// A chart's own offset, after its lanes.
  static let offsetX = 600
  static let statusRight = 760
  /// The least space between two columns' text.
  static let columnGap = 10
  /// Characters kept before a cut with an ellipsis.
  static let songCharacters = 58
  static let chartCharacters = 20
  // The selected song's panel.
  static let panelX = 792
  static let panelWidth = 440
  static let artY = 132
  static let artHeight = 248
  static let factsY = 392
  static let factLineHeight = 22
  /// Where the facts end: above the footer and the status line's lowest notice.
  static let factsBottom = StoryStyle.height - StoryStyle.footerHeight - 8
  /// Bests under other judges and rates named on the detail panel before "...".
  static let otherBestsShown = 3
  static let detailY = 392
  static let messageY = 560
  /// Lines of a message under the list (and only under it, clear of the detail panel); a
  /// longer one is cut with "...".
  static let messageLines = 3
  // The chart offset's panel, over the selected song's facts.
  static let offsetPanelY = 392
  static let offsetPanelHeight = 170
}
