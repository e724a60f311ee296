import StarlightCore

/// Where Chapter 4's pieces sit on the logical canvas, for any lane count.
struct FirewallLayout {
  static let laneWidth = 120
  static let firewallY = 600
  static let spawnY = 40
  static let threatHalfSize: Float = 34
  static let progressBarHeight = 6

  let laneCount: Int

  var lanesWidth: Int { laneCount * Self.laneWidth }
  var lanesLeft: Int { (Canvas.logicalWidth - lanesWidth) / 2 }

  func laneCenter(_ lane: Int) -> Int {
    lanesLeft + lane * Self.laneWidth + Self.laneWidth / 2
  }

  /// Vertical position of a threat hitting at `hitTime`, seen at `songTime`: at the spawn
  /// line one approach time before its hit, on the firewall line at the hit, beyond after.
  func threatY(hitTime: Nanoseconds, songTime: Nanoseconds, approach: Nanoseconds) -> Float {
    let progress = Double(songTime - (hitTime - approach)) / Double(approach)
    return Float(Double(Self.spawnY) + progress * Double(Self.firewallY - Self.spawnY))
  }
}
