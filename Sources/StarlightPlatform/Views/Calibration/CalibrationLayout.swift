import Foundation
import StarlightCore

/// Where the calibration screen's pieces sit on the 1280x720 canvas, how long its pulses
/// last, and its colours.
enum CalibrationLayout {
  static let titleY = 40
  static let titleSize = 34
  static let instructionY = 92
  static let instructionSize = 18

  /// The beat ring.
  static let ringX: Float = 640
  static let ringY: Float = 270
  static let ringRadius: Float = 100
  static let ringThickness: Float = 12
  /// How far the ring grows on a beat (audio), fading back over `pulseDuration`.
  static let ringPulseGrowth: Float = 26
  /// The ring's alpha between beats; it brightens to opaque on the beat.
  static let ringRestAlpha: Double = 120
  static let pulseDuration = Nanoseconds.milliseconds(180)
  /// A visual run's flash: the whole disc lit, for this long.
  static let flashDuration = Nanoseconds.milliseconds(90)
  static let circleSides = 48

  static let countY = 400
  static let countSize = 22

  /// The early/late scale: presses as ticks, at most `scaleReach` either way.
  static let scaleY = 470
  static let scaleLeft = 340
  static let scaleRight = 940
  static let scaleHeight = 6
  static let scaleReach = Nanoseconds.milliseconds(100)
  static let zeroLineWidth = 2
  /// The zero line stands this far beyond the ticks; labels sit this far below them.
  static let zeroLineOverhang = 4
  static let labelGap = 6
  static let tickWidth = 3
  static let tickHeight = 34
  /// Older presses fade, down to this alpha; only the latest `maxTicks` are drawn.
  static let maxTicks = 64
  static let oldestTickAlpha: Double = 50
  static let newestTickAlpha: Double = 255
  static let estimateMarkerSize: Float = 9
  static let scaleLabelSize = 14

  static let estimateY = 540
  static let estimateSize = 26
  static let detailY = 578
  static let detailSize = 16
  static let savedY = 610
  static let helpY = 690
  static let helpSize = 16

  static let earlyColor = Palette.tierColors[0]
  static let lateColor = Palette.accent
  static let ringColor = Palette.firewall
  static let flashColor = Color(255, 255, 255)

  static var scaleCenter: Int { (scaleLeft + scaleRight) / 2 }
  static var scaleHalfWidth: Int { (scaleRight - scaleLeft) / 2 }

  /// The x of an error on the scale, clamped to its ends.
  static func scaleX(_ error: Nanoseconds) -> Int {
    let share = Double(error) / Double(scaleReach)
    return scaleCenter + Int((min(1, max(-1, share)) * Double(scaleHalfWidth)).rounded())
  }

  static func circle(radius: Float) -> [(x: Float, y: Float)] {
    (0..<circleSides).map { side in
      let angle = Float(side) / Float(circleSides) * 2 * Float.pi
      return (ringX + radius * cos(angle), ringY + radius * sin(angle))
    }
  }

  /// A ring as quads around the circle (each quad is convex, the ring is not).
  static func fillRing(radius: Float, thickness: Float, _ color: Color, on canvas: Canvas) {
    let inner = max(0, radius - thickness / 2)
    let outer = radius + thickness / 2
    for side in 0..<circleSides {
      let a0 = Float(side) / Float(circleSides) * 2 * Float.pi
      let a1 = Float(side + 1) / Float(circleSides) * 2 * Float.pi
      canvas.fillPolygon(
        [
          (ringX + inner * cos(a0), ringY + inner * sin(a0)),
          (ringX + outer * cos(a0), ringY + outer * sin(a0)),
          (ringX + outer * cos(a1), ringY + outer * sin(a1)),
          (ringX + inner * cos(a1), ringY + inner * sin(a1)),
        ], color)
    }
  }
}
