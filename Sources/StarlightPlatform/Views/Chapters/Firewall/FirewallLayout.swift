import StarlightCore

/// Where Chapter 4's pieces sit on the logical canvas, for any lane count from 1 to 10 and
/// the player's view preferences. Lanes are 120 wide (times the lane width preference)
/// while they fit between the HUD columns; with more lanes they narrow so that all of them
/// fit there, and threats shrink with them.
///
/// Vertical positions are worked out in downscroll (notes fall from the top to a line near
/// the bottom) and mirrored for upscroll, so both directions share one set of sums.
struct FirewallLayout {
  static let maxLaneWidth = 120
  /// The room between the score column on the left and the integrity column on the right.
  static let maxLanesWidth = 680
  /// Where notes appear (the far end of their travel), from the canvas edge they come from.
  static let farEndInset = 40
  /// The lanes reach this far past the far end, and stop this far from the near canvas edge.
  static let laneOverhang = 20
  static let laneNearMargin = 60
  static let maxThreatHalfSize: Float = 34
  /// A threat's half size as a share of its lane's width, once lanes narrow.
  static let threatShareOfLane: Float = 0.3
  /// A hold's body as a share of its lane's width.
  static let holdBodyShareOfLane = 0.36
  static let progressBarHeight = 6
  /// Key labels shrink on narrow lanes so "Space" still fits; they sit this far past the
  /// line, on the side away from the notes.
  static let wideLabelSize = 20
  static let narrowLabelSize = 14
  static let narrowLaneWidth = 90
  static let keyLabelGap = 24
  /// The lane flash around the line, and the line's glow and core, in logical pixels.
  static let flashHalfHeight = 40
  static let lineGlowHalfHeight = 6
  static let lineCoreHalfHeight = 2
  static let lineOverhang = 10

  let laneCount: Int
  let view: ViewPreferences

  init(laneCount: Int, view: ViewPreferences = .defaults) {
    self.laneCount = laneCount
    self.view = view
  }

  var laneWidth: Int {
    let preferred = Self.maxLaneWidth * view.laneWidthPercent / 100
    return min(preferred, Self.maxLanesWidth / max(1, laneCount))
  }
  var lanesWidth: Int { laneCount * laneWidth }
  var lanesLeft: Int { (Canvas.logicalWidth - lanesWidth) / 2 }
  var threatHalfSize: Float {
    min(Self.maxThreatHalfSize, Float(laneWidth) * Self.threatShareOfLane)
  }
  var holdBodyWidth: Int { Int(Double(laneWidth) * Self.holdBodyShareOfLane) }
  var labelSize: Int {
    laneWidth >= Self.narrowLaneWidth ? Self.wideLabelSize : Self.narrowLabelSize
  }

  /// Title sizes tried in turn so a long (imported) title stays clear of the lanes, and
  /// the width of a character as a share of the size (the fonts used average under it).
  static let titleSizes = [28, 20]
  static let characterWidthShare = 0.6
  static let titleGap = 16

  /// The title at the largest size that fits left of the lanes, shortened if none does.
  func fittedTitle(_ title: String, left: Int) -> (text: String, size: Int) {
    let room = Double(lanesLeft - left - Self.titleGap)
    for size in Self.titleSizes
    where Double(title.count) * Double(size) * Self.characterWidthShare <= room {
      return (title, size)
    }
    let size = Self.titleSizes[Self.titleSizes.count - 1]
    let fitting = max(1, Int(room / (Double(size) * Self.characterWidthShare)) - 1)
    return (String(title.prefix(fitting)) + "...", size)
  }

  func laneLeft(_ lane: Int) -> Int { lanesLeft + lane * laneWidth }

  func laneCenter(_ lane: Int) -> Int { laneLeft(lane) + laneWidth / 2 }

  // MARK: Along the lanes

  /// `y` in downscroll, placed for the direction in force.
  func screenY(_ downY: Double) -> Double {
    view.direction == .down ? downY : Double(Canvas.logicalHeight) - downY
  }

  /// The judgement line: `judgementLinePercent` of the canvas height from the lanes' end.
  var lineY: Int {
    let fromEnd = Canvas.logicalHeight * view.judgementLinePercent / 100
    return Int(screenY(Double(Canvas.logicalHeight - fromEnd)))
  }

  /// Where notes appear: one whole visible length from the line.
  var farY: Int { Int(screenY(Double(Self.farEndInset))) }

  /// The visible length of the lanes in logical pixels (line to far end).
  var visibleLength: Double { Double(abs(lineY - farY)) }

  /// The vertical position of a note at `distance` (`ScrollModel.distance`: 0 on the line,
  /// 1 at the far end, negative past the line).
  func y(atDistance distance: Double) -> Float {
    Float(Double(lineY) + distance * Double(farY - lineY))
  }

  /// The distance a point `pixels` along the lanes from the line stands for.
  func distance(ofPixels pixels: Float) -> Double { Double(pixels) / max(1, visibleLength) }

  /// Whether a note at `distance` is in sight: not beyond the far end, and not yet past
  /// the line by more than its own half size (it never slides on over the key labels).
  func isVisible(atDistance share: Double) -> Bool {
    let margin = distance(ofPixels: threatHalfSize)
    return share <= 1 + margin && share > -margin
  }

  /// The lanes' extent: from just past the far end to a margin before the near canvas edge.
  var lanesSpan: (top: Int, height: Int) {
    let far = Self.farEndInset - Self.laneOverhang
    let near = Canvas.logicalHeight - Self.laneNearMargin
    return span(screenY(Double(far)), screenY(Double(near)))
  }

  /// The key labels' top: past the line, away from the notes (text hangs down from its y).
  var keyLabelY: Int {
    view.direction == .down
      ? lineY + Self.keyLabelGap : lineY - Self.keyLabelGap - labelSize
  }

  /// A point `percent` of the way from the line to the far end (combo, judgement text).
  func y(atPercent percent: Int) -> Int { Int(y(atDistance: Double(percent) / 100)) }

  /// The lane cover's extent, nil when off: Sudden covers the far end, Hidden the part
  /// next to the line, each `laneCoverPercent` of the visible length. Sudden reaches to the
  /// canvas edge, so a note entering past the far end does not peek out beyond it.
  var cover: (top: Int, height: Int)? {
    let share = Double(view.laneCoverPercent) / 100
    switch view.laneCover {
    case .off:
      return nil
    case .sudden:
      return span(screenY(0), Double(y(atDistance: 1 - share)))
    case .hidden:
      return span(Double(lineY), Double(y(atDistance: share)))
    }
  }

  /// The band between two heights, in either order.
  func span(_ one: Double, _ other: Double) -> (top: Int, height: Int) {
    let top = Int(min(one, other).rounded())
    return (top, Int(max(one, other).rounded()) - top)
  }
}
