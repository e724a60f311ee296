/// The song list's geometry in logical pixels (1280 x 720).
enum FreePlayLayout {
  static let margin = 48
  static let headerY = 28
  static let searchY = 84
  static let listTop = 136
  static let rowHeight = 34
  /// Rows shown at once; the selection is kept in the middle when it can be.
  static let visibleRows = 12
  static let textSize = 18
  static let smallSize = 15
  static let headerSize = 30
  // Columns, from the left.
  static let titleX = 60
  static let chartX = 560
  static let bpmX = 800
  static let lengthX = 920
  static let bestX = 1010
  /// Characters of a title (and artist) shown before it is cut with an ellipsis.
  static let titleCharacters = 44
  static let chartCharacters = 22
  static let bestCharacters = 24
  static let detailY = 556
  static let messageY = 520
  /// Lines of a message above the detail panel; a longer one is cut with "...".
  static let messageLines = 2
}
