import StarlightCore

/// Where Chapter 4's pieces sit on the logical canvas, for any lane count from 1 to 10.
/// Lanes are 120 wide while they fit between the HUD columns; with more lanes they narrow so
/// that all of them fit there, and threats shrink with them.
struct FirewallLayout {
  static let maxLaneWidth = 120
  /// The room between the score column on the left and the integrity column on the right.
  static let maxLanesWidth = 680
  static let firewallY = 600
  static let spawnY = 40
  static let maxThreatHalfSize: Float = 34
  /// A threat's half size as a share of its lane's width, once lanes narrow.
  static let threatShareOfLane: Float = 0.3
  /// A hold's body as a share of its lane's width.
  static let holdBodyShareOfLane = 0.36
  static let progressBarHeight = 6
  /// Key labels shrink on narrow lanes so "Space" still fits.
  static let wideLabelSize = 20
  static let narrowLabelSize = 14
  static let narrowLaneWidth = 90

  let laneCount: Int

  var laneWidth: Int { min(Self.maxLaneWidth, Self.maxLanesWidth / max(1, laneCount)) }
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

  /// Vertical position of a threat hitting at `hitTime`, seen at `songTime`: at the spawn
  /// line one approach time before its hit, on the firewall line at the hit, beyond after.
  func threatY(hitTime: Nanoseconds, songTime: Nanoseconds, approach: Nanoseconds) -> Float {
    let progress = Double(songTime - (hitTime - approach)) / Double(approach)
    return Float(Double(Self.spawnY) + progress * Double(Self.firewallY - Self.spawnY))
  }
}
