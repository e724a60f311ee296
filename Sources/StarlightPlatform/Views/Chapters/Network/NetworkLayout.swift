import Foundation
import StarlightCore

/// Where Chapter 5's pieces sit on the logical canvas, the timings of its flashes, and the
/// round shapes it draws (the canvas fills rectangles and convex polygons only). Slots are
/// spaced equally across and down, so the 45-degree movement rule looks as it plays.
enum NetworkLayout {
  static let slotSpacing: Float = 170
  static let fieldCenterX: Float = 640
  static let fieldCenterY: Float = 390
  static let nodeRadius: Float = 34
  static let nodeGlowRadius: Float = 52
  static let cursorRadius: Float = 48
  static let hexSides = 6
  static let circleSides = 28
  static let numberSize = 26
  /// The cursor slides between nodes over this long.
  static let moveSlide = Nanoseconds.milliseconds(90)
  /// A right link's ripple, a wrong one's flash and shake, a link's travelling pulse.
  static let rippleDuration = Nanoseconds.milliseconds(600)
  static let rippleRadius: Float = 130
  static let wrongFlashDuration = Nanoseconds.milliseconds(450)
  static let shakeDuration = Nanoseconds.milliseconds(300)
  static let shakeAmplitude: Float = 12
  static let pulsePeriod = Nanoseconds.milliseconds(900)
  static let assistPulsePeriod = Nanoseconds.milliseconds(800)
  /// A new round's nodes grow in over this long.
  static let roundIntro = Nanoseconds.milliseconds(400)
  /// The "routed" banner after a round, rising as it fades.
  static let bannerDuration = Nanoseconds.milliseconds(1_100)
  static let bannerY = 112
  static let traceSpacing = 40
  static let urgentTime = Nanoseconds.seconds(15)
  static let integrityBarWidth = 300

  /// The centre of slot (`column`, `row`) on a grid of `columns` x `rows`.
  static func center(column: Int, row: Int, columns: Int, rows: Int) -> (x: Float, y: Float) {
    (
      fieldCenterX + (Float(column) - Float(columns - 1) / 2) * slotSpacing,
      fieldCenterY + (Float(row) - Float(rows - 1) / 2) * slotSpacing
    )
  }

  static func center(of node: NetworkNode, in graph: NetworkGraph) -> (x: Float, y: Float) {
    center(column: node.column, row: node.row, columns: graph.columns, rows: graph.rows)
  }

  static func polygon(x: Float, y: Float, radius: Float, sides: Int, turn: Float = 0)
    -> [(x: Float, y: Float)]
  {
    Shapes.polygon(x: x, y: y, radius: radius, sides: sides, turn: turn)
  }

  static func hexagon(x: Float, y: Float, radius: Float) -> [(x: Float, y: Float)] {
    polygon(x: x, y: y, radius: radius, sides: hexSides, turn: 0.5)
  }

  static func fillRing(
    x: Float, y: Float, radius: Float, thickness: Float, sides: Int = circleSides,
    turn: Float = 0, _ color: Color, on canvas: Canvas
  ) {
    Shapes.fillRing(
      x: x, y: y, radius: radius, thickness: thickness, sides: sides, turn: turn, color,
      on: canvas)
  }

  static func fillLine(
    from start: (x: Float, y: Float), to end: (x: Float, y: Float), width: Float, _ color: Color,
    on canvas: Canvas
  ) {
    Shapes.fillLine(from: start, to: end, width: width, color, on: canvas)
  }

  /// 0...1 of the way through an effect that started at `start` and lasts `duration`, or
  /// nil outside it.
  static func progress(since start: Nanoseconds?, at time: Nanoseconds, over duration: Nanoseconds)
    -> Float?
  {
    guard let start, time >= start, time - start < duration else { return nil }
    return Float(time - start) / Float(duration)
  }

  /// A fixed, repeatable scatter (0...1) for `index` and `salt`, so the board's traces look
  /// random without any state between frames.
  static func scatter(_ index: Int, _ salt: Int) -> Float {
    var value = UInt64(truncatingIfNeeded: index &* 7_919 &+ salt &* 104_729)
    value = (value ^ (value >> 30)) &* 0xbf58_476d_1ce4_e5b9
    value = (value ^ (value >> 27)) &* 0x94d0_49bb_1331_11eb
    value ^= value >> 31
    return Float(value % 10_000) / 10_000
  }
}
