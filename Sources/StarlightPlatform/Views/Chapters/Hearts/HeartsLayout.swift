import Foundation
import StarlightCore

/// Where Chapter 2's pieces sit on the logical canvas, how field units map onto it, and the
/// round and heart shapes it draws (the canvas fills rectangles and convex polygons only).
enum HeartsLayout {
  /// The playfield on screen, 16:9 like the field itself.
  static let fieldLeft: Float = 128
  static let fieldTop: Float = 96
  static let fieldWidth: Float = 1_024
  static let fieldHeight: Float = 576
  static let fieldBorder: Float = 3
  /// The field's glow: layers reaching this far past its edge, widest first.
  static let glowGrowths: [Float] = [18, 10, 4]
  /// A heart's half-width on screen; it swells in over `spawnGrowTime` when it appears.
  static let heartSize: Float = 22
  static let spawnGrowTime = Nanoseconds.milliseconds(350)
  /// Hearts bob up and down by this much, once per `bobPeriod`, and pulse their glow.
  static let bobHeight: Float = 5
  static let bobPeriod = Nanoseconds.milliseconds(1_400)
  /// The glow's discs around a heart, in heart sizes, widest first.
  static let glowReaches: [Float] = [2.4, 1.9, 1.45]
  static let cursorRadius: Float = 13
  static let cursorHaloRadius: Float = 30
  /// The trail behind the cursor: how many fading dots, and their spacing in seconds of
  /// its motion.
  static let trailDots = 8
  static let trailSpacingSeconds: Float = 0.018
  /// A pickup's burst: how long it lasts, its particles and how far they fly, and how high
  /// the "+1" rises.
  static let burstDuration = Nanoseconds.milliseconds(750)
  static let burstParticles = 14
  static let burstDistance: Float = 80
  static let burstRingRadius: Float = 60
  static let plusOneRise: Float = 60
  static let sparkleCount = 80
  /// Sparkles drift this far (pixels) per second, each at its own share of it.
  static let sparkleDrift: Float = 14
  static let circleSides = 24
  /// The HUD's row of small hearts and the timer's urgent stretch.
  static let slotSize: Float = 9
  static let slotSpacing: Float = 24
  static let slotsLeft: Float = 40
  static let slotsY: Float = 58
  static let urgentTime = Nanoseconds.seconds(8)
  /// The "ALL HEARTS!" / "TIME UP" banner's top, below the field's top edge.
  static let endingBannerTop = 80

  /// The screen point of a field point.
  static func screen(_ point: HeartsPoint, tuning: HeartsTuning) -> (x: Float, y: Float) {
    (
      fieldLeft + Float(point.x) / Float(max(1, tuning.fieldWidth)) * fieldWidth,
      fieldTop + Float(point.y) / Float(max(1, tuning.fieldHeight)) * fieldHeight
    )
  }

  /// Pixels per field unit (the field keeps its aspect, so one scale does for both axes).
  static func scale(tuning: HeartsTuning) -> Float {
    fieldWidth / Float(max(1, tuning.fieldWidth))
  }

  static func circle(x: Float, y: Float, radius: Float) -> [(x: Float, y: Float)] {
    Shapes.polygon(
      x: x, y: y, radius: radius, sides: Shapes.sides(forRadius: radius, atMost: circleSides))
  }

  /// A heart of half-width `size` centred on (x, y): two round lobes and a point below.
  static func fillHeart(x: Float, y: Float, size: Float, _ color: Color, on canvas: Canvas) {
    let lobe = size * 0.56
    canvas.fillPolygon(circle(x: x - size * 0.48, y: y - size * 0.22, radius: lobe), color)
    canvas.fillPolygon(circle(x: x + size * 0.48, y: y - size * 0.22, radius: lobe), color)
    canvas.fillPolygon(
      [
        (x - size * 1.02, y - size * 0.05), (x + size * 1.02, y - size * 0.05), (x, y + size * 1.1),
      ],
      color)
  }

  static func fillRing(
    x: Float, y: Float, radius: Float, thickness: Float, _ color: Color, on canvas: Canvas
  ) {
    Shapes.fillRing(
      x: x, y: y, radius: radius, thickness: thickness,
      sides: Shapes.sides(forRadius: radius + thickness / 2, atMost: circleSides), color,
      on: canvas)
  }

  /// A fixed, repeatable scatter (0...1) for `index` and `salt`, so sparkles and bursts
  /// look random without any state between frames.
  static func scatter(_ index: Int, _ salt: Int) -> Float {
    var value = UInt64(truncatingIfNeeded: index &* 7_919 &+ salt &* 104_729 &+ 17)
    value = (value ^ (value >> 30)) &* 0xbf58_476d_1ce4_e5b9
    value = (value ^ (value >> 27)) &* 0x94d0_49bb_1331_11eb
    value ^= value >> 31
    return Float(value % 10_000) / 10_000
  }
}
