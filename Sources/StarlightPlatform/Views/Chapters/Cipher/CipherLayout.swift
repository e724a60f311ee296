import Foundation
import StarlightCore

/// Where Chapter 3's wheel sits on the logical canvas, how its rings are spaced, how long
/// its animations run, and the round shapes it draws (the canvas fills convex polygons).
enum CipherLayout {
  static let centerX: Float = 640
  static let centerY: Float = 368
  /// The hub in the middle, and the outer edge of the outermost ring.
  static let hubRadius: Float = 62
  static let outerRadius: Float = 300
  /// The gap between neighbouring rings.
  static let ringGap: Float = 5
  static let circleSides = 72
  /// A ring eases into its new detent over this long after a turn.
  static let turnEase = Nanoseconds.milliseconds(80)
  /// The flash of a detent on its ring, and the glow swelling when a ring locks.
  static let detentFlash = Nanoseconds.milliseconds(180)
  static let lockFlash = Nanoseconds.milliseconds(600)
  /// The choice's outline pulses while it sits, and a shake when a turn meets a lock.
  static let selectPulse = Nanoseconds.milliseconds(900)
  static let refusedShake = Nanoseconds.milliseconds(250)
  static let urgentTime = Nanoseconds.seconds(10)
  static let starCount = 80
  /// The glyphs of the symbols, one per symbol index (the tuning allows up to 32).
  static let glyphs = Array("ABCDEFGHJKLMNPQRSTUVWXYZ23456789").map(String.init)

  static func glyph(_ symbol: Int) -> String { glyphs[symbol % glyphs.count] }

  /// The radial band of ring `index` of `count`, innermost first.
  static func band(_ index: Int, of count: Int) -> (inner: Float, outer: Float) {
    let width = (outerRadius - hubRadius) / Float(max(1, count))
    let inner = hubRadius + width * Float(index) + ringGap / 2
    return (inner, inner + width - ringGap)
  }

  /// The glyph size that fits a band of `width`.
  static func glyphSize(bandWidth width: Float) -> Int {
    width >= 48 ? 28 : (width >= 32 ? 20 : 16)
  }

  /// The angle, counter-clockwise from straight up in radians, of symbol `symbol` on a
  /// ring of `count` showing `rotation` (fractional while it eases) under the line. A turn
  /// to the right raises the rotation, so the symbols move clockwise and the next one comes
  /// up under the line from the left.
  static func angle(of symbol: Int, count: Int, rotation: Double) -> Float {
    Float((Double(symbol) - rotation) / Double(count) * 2 * Double.pi)
  }

  /// The point at `radius` and `angle` (counter-clockwise from up) round the centre.
  static func point(radius: Float, angle: Float) -> (x: Float, y: Float) {
    (centerX - radius * sin(angle), centerY - radius * cos(angle))
  }

  /// The rotation a ring shows at `time`: its detent, or on the way there from the last
  /// one while the turn eases (ease-out cubic).
  static func shownRotation(_ ring: CipherRing, at time: Nanoseconds) -> Double {
    let rotation = Double(ring.rotation)
    guard let turned = ring.lastTurnTime, time >= turned, time - turned < turnEase else {
      return rotation
    }
    let share = Double(time - turned) / Double(turnEase)
    let eased = 1 - pow(1 - share, 3)
    return rotation - Double(ring.lastTurnDirection) * (1 - eased)
  }

  /// How much of a flash of `length` that started at `start` is left at `time` (1...0).
  static func fade(since start: Nanoseconds?, at time: Nanoseconds, over length: Nanoseconds)
    -> Float
  {
    guard let start, time >= start, time - start < length else { return 0 }
    return 1 - Float(time - start) / Float(length)
  }

  /// An annulus piece from `from` to `to` (angles) between two radii, as convex quads.
  static func fillArc(
    inner: Float, outer: Float, from: Float, to: Float, _ color: Color, on canvas: Canvas
  ) {
    let sides = Float(Shapes.sides(forRadius: outer, atMost: circleSides))
    let pieces = max(1, Int((abs(to - from) / (2 * Float.pi) * sides).rounded(.up)))
    for piece in 0..<pieces {
      let a0 = from + (to - from) * Float(piece) / Float(pieces)
      let a1 = from + (to - from) * Float(piece + 1) / Float(pieces)
      canvas.fillPolygon(
        [
          point(radius: inner, angle: a0), point(radius: outer, angle: a0),
          point(radius: outer, angle: a1), point(radius: inner, angle: a1),
        ], color)
    }
  }

  static func fillRing(inner: Float, outer: Float, _ color: Color, on canvas: Canvas) {
    fillArc(inner: inner, outer: outer, from: 0, to: 2 * Float.pi, color, on: canvas)
  }

  static func circle(x: Float, y: Float, radius: Float, sides: Int = 24) -> [(x: Float, y: Float)] {
    Shapes.polygon(
      x: x, y: y, radius: radius, sides: Shapes.sides(forRadius: radius, atMost: sides))
  }

  /// A fixed, repeatable scatter (0...1) for item `index` and coordinate `salt`, so the
  /// sky and the sparks look random without any state between frames.
  static func scatter(_ index: Int, _ salt: Int) -> Float {
    var value = UInt64(truncatingIfNeeded: index &* 7_919 &+ salt &* 104_729)
    value = (value ^ (value >> 30)) &* 0xbf58_476d_1ce4_e5b9
    value = (value ^ (value >> 27)) &* 0x94d0_49bb_1331_11eb
    value ^= value >> 31
    return Float(value % 10_000) / 10_000
  }
}
