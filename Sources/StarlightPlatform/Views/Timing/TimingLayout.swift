import StarlightCore

/// Sizes and colours of the timing pictures (histogram, timing graph).
enum TimingLayout {
  static let early = Color(110, 170, 255)
  static let late = Color(255, 150, 90)
  static let onTime = Palette.text
  static let axis = Color(140, 150, 190, 120)
  static let miss = Palette.bad
  static let panel = Color(12, 16, 40, 200)
  static let bandAlpha: UInt8 = 40
  static let pointSize = 4
  static let labelSize = 14
  static let titleSize = 16
  static let titleHeight = 22
  /// Room under the histogram for each line of figures, and how many lines.
  static let figuresHeight = 18
  static let figureLines = 3

  /// A tier's band colour, innermost first: the judge's tier colours when given, else the
  /// playfield's own.
  static func band(_ tier: Int, colours: [TierColour] = []) -> Color {
    if !colours.isEmpty { return Color(colours[min(tier, colours.count - 1)]) }
    let colors = Palette.tierColors
    return colors[min(tier, colors.count - 1)]
  }

  static func color(forOffset offset: Nanoseconds) -> Color {
    offset < 0 ? early : (offset > 0 ? late : onTime)
  }
}
