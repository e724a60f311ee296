import StarlightCore

/// Where the hit error meter sits: the bar under Chapter 4's playfield, centred, narrow
/// enough to stay clear of the dev overlay's panel; the histogram and figures in the left
/// column under the score.
enum HitErrorMeterLayout {
  static let barWidth = 360
  static let barY = 666
  /// In upscroll notes come from the bottom: the bar moves to the top, above the key labels.
  static let upscrollBarY = 14
  static let barHeight = 18
  static let tickWidth = 2
  static let meanMarkerSize: Float = 7
  static let labelGap = 8
  static let textSize = 16
  static let lineHeight = 18

  static let columnX = 40
  static let titleY = 484
  static let histogramY = 504
  static let histogramHeight = 48
  static let figuresY = 558
  /// Tiers listed with their early and late counts; more than this are left off.
  static let listedTiers = 4
  /// Room between the column's left edge and the lanes, at least this wide.
  static let minimumColumnWidth = 200
  static let columnGap = 20

  static func barY(_ direction: ViewPreferences.Direction) -> Int {
    direction == .down ? barY : upscrollBarY
  }

  static var barLeft: Int { (Canvas.logicalWidth - barWidth) / 2 }

  /// The x of an error on the bar: the centre on time, the ends at the outer edge.
  static func x(of offset: Nanoseconds, outerEdge: Nanoseconds) -> Float {
    let half = Double(barWidth) / 2
    let share = max(-1, min(1, Double(offset) / Double(max(1, outerEdge))))
    return Float(Double(barLeft) + half + share * half)
  }

  /// The width the histogram may take left of the lanes.
  static func columnWidth(laneCount: Int) -> Int {
    max(minimumColumnWidth, FirewallLayout(laneCount: laneCount).lanesLeft - columnX - columnGap)
  }
}
