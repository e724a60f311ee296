import Foundation
import StarlightCore

/// Where Chapter 6's pieces sit on the logical canvas, and the round and slanted shapes it
/// draws (the canvas itself fills rectangles and convex polygons only).
enum FinaleLayout {
  static let trackLeft = 150
  static let trackRight = 1090
  static let trackY = 400
  static let trackThickness = 12
  /// The track's glow, widest band first.
  static let glowThicknesses = [96, 64, 40]
  /// The track is drawn in this many pieces, each in the colour of its resistance.
  static let trackSegments = 64
  static let knobRadius: Float = 20
  static let haloRadius: Float = 38
  static let circleSides = 28
  /// The trail's length at the slider's top speed either way, and how many fading pieces.
  static let trailLengthPerTrackPerSecond: Float = 2_400
  static let maxTrailLength: Float = 320
  static let trailPieces = 10
  /// A heartbeat's ring grows from the knob to this radius while it fades out.
  static let pulseRadius: Float = 150
  static let pulseDuration = Nanoseconds.milliseconds(650)
  static let pulseThickness: Float = 5
  /// Strain lines behind the knob while pushing: how many at a full push, how long, and
  /// how often they jitter to new places.
  static let strainLines = 9
  static let strainLength: Float = 70
  static let strainSpread: Float = 46
  static let strainJitterPeriod = Nanoseconds.milliseconds(45)
  /// The coming beat's ring starts this wide when the last beat falls and closes on the
  /// knob as the next one does.
  static let approachRadius: Float = 120
  static let approachThickness: Float = 4
  /// A push's landing ("PERFECT", "SLIP") shows this long above the knob, rising a little.
  static let landingDuration = Nanoseconds.milliseconds(550)
  static let landingRise = 24
  static let landingTop = 110
  /// The timing meter of the last push, early to late across the good window.
  static let meterWidth = 360
  static let meterTop = 520
  static let meterHeight = 16
  static let gateX = trackRight + 40
  static let gateHeight = 180
  static let gatePostWidth = 12
  static let gateWidth = 56
  /// Progress past which the gate begins to light.
  static let gateWakeProgress = 0.6
  static let starCount = 90
  static let urgentTime = Nanoseconds.seconds(10)

  static var trackWidth: Int { trackRight - trackLeft }

  static func x(atProgress progress: Double) -> Float {
    Float(trackLeft) + Float(min(1, max(0, progress))) * Float(trackWidth)
  }

  static func circle(x: Float, y: Float, radius: Float) -> [(x: Float, y: Float)] {
    Shapes.polygon(
      x: x, y: y, radius: radius, sides: Shapes.sides(forRadius: radius, atMost: circleSides))
  }

  static func fillRing(
    x: Float, y: Float, radius: Float, thickness: Float, _ color: Color, on canvas: Canvas
  ) {
    Shapes.fillRing(
      x: x, y: y, radius: radius, thickness: thickness,
      sides: Shapes.sides(forRadius: radius + thickness / 2, atMost: circleSides), color,
      on: canvas)
  }

  static func fillLine(
    from start: (x: Float, y: Float), to end: (x: Float, y: Float), width: Float, _ color: Color,
    on canvas: Canvas
  ) {
    Shapes.fillLine(from: start, to: end, width: width, color, on: canvas)
  }

  /// A fixed, repeatable scatter (0...1) for star `index` and coordinate `salt`, so the
  /// sky and the strain lines look random without any state between frames.
  static func scatter(_ index: Int, _ salt: Int) -> Float {
    var value = UInt64(truncatingIfNeeded: index &* 7_919 &+ salt &* 104_729)
    value = (value ^ (value >> 30)) &* 0xbf58_476d_1ce4_e5b9
    value = (value ^ (value >> 27)) &* 0x94d0_49bb_1331_11eb
    value ^= value >> 31
    return Float(value % 10_000) / 10_000
  }
}
