import Foundation
import StarlightCore

/// The animated night sky behind every menu screen: a gradient, two slow nebulae, three
/// layers of drifting, twinkling stars and a wave of light along the bottom that pulses to
/// the main theme's tempo. Everything is a function of `time`, so a screenshot at a given
/// instant is always the same picture.
struct StoryBackdrop {
  private struct Star {
    let x: Double
    let y: Double
    let layer: Int
    let phase: Double
    let warm: Bool
  }

  /// A nebula's opacity at its heart, fading to nothing at its rim (what fourteen stacked
  /// discs of alpha 5 once added up to, drawn now as one shaded fan: the stack cost a
  /// software rasterizer more than the rest of a menu frame).
  private static let nebulaCoreAlpha: UInt8 = 62
  private static let circleSides = 28

  private static let stars: [Star] = {
    var generator = SplitMix64(seed: StoryStyle.starSeed)
    return (0..<StoryStyle.starCount).map { index in
      Star(
        x: generator.nextUnit() * Double(StoryStyle.width),
        y: generator.nextUnit() * Double(StoryStyle.height),
        layer: index % StoryStyle.starLayers,
        phase: generator.nextUnit() * 2 * Double.pi,
        warm: generator.next() % 5 == 0)
    }
  }()

  /// Brighter, busier when true (the end screen): stars drift faster.
  var warp = false

  func draw(time: Nanoseconds, on canvas: Canvas) {
    let seconds = StoryStyle.seconds(time)
    canvas.clear(StoryPalette.skyTop)
    drawGradient(on: canvas)
    drawNebulae(seconds: seconds, on: canvas)
    drawStars(seconds: seconds, on: canvas)
    drawWave(seconds: seconds, on: canvas)
  }

  /// The sky from its top colour to its bottom one, in one shaded rectangle.
  private func drawGradient(on canvas: Canvas) {
    canvas.fillVerticalGradient(
      x: 0, y: 0, width: StoryStyle.width, height: StoryStyle.height, top: StoryPalette.skyTop,
      bottom: StoryPalette.skyBottom)
  }

  private func drawNebulae(seconds: Double, on canvas: Canvas) {
    let angle = seconds / StoryStyle.nebulaPeriodSeconds * 2 * Double.pi
    let width = Double(StoryStyle.width)
    let height = Double(StoryStyle.height)
    drawGlow(
      x: width * 0.22 + 60 * cos(angle), y: height * 0.30 + 30 * sin(angle), radius: 300,
      StoryPalette.nebulaCyan, on: canvas)
    drawGlow(
      x: width * 0.80 + 50 * sin(angle * 0.7), y: height * 0.62 + 40 * cos(angle * 0.7),
      radius: 340, StoryPalette.nebulaViolet, on: canvas)
  }

  /// A soft disc, squashed to an ellipse: densest in the middle, fading to its rim.
  private func drawGlow(x: Double, y: Double, radius: Double, _ color: Color, on canvas: Canvas) {
    let rim = (0..<Self.circleSides).map { side -> (x: Float, y: Float) in
      let theta = Double(side) / Double(Self.circleSides) * 2 * Double.pi
      return (Float(x + cos(theta) * radius), Float(y + sin(theta) * radius * 0.7))
    }
    canvas.fillFan(
      center: (Float(x), Float(y)), color.withAlpha(Self.nebulaCoreAlpha), rim: rim,
      color.withAlpha(0))
  }

  private func drawStars(seconds: Double, on canvas: Canvas) {
    let width = Double(StoryStyle.width)
    let speedUp = warp ? 6.0 : 1.0
    for star in Self.stars {
      let depth = Double(star.layer + 1) / Double(StoryStyle.starLayers)
      let drift = seconds * StoryStyle.starDrift * depth * speedUp
      let x = (star.x - drift).truncatingRemainder(dividingBy: width)
      let wrappedX = x < 0 ? x + width : x
      let twinkle = 0.55 + 0.45 * sin(seconds * StoryStyle.twinkleRate * (1 + depth) + star.phase)
      let alpha = UInt8(max(0, min(255, (80 + 175 * depth) * twinkle)))
      let color = (star.warm ? StoryPalette.starWarm : StoryPalette.star).withAlpha(alpha)
      let size = star.layer + 1
      canvas.fill(x: Int(wrappedX), y: Int(star.y), width: size, height: size, color)
      if star.layer == StoryStyle.starLayers - 1, twinkle > 0.9 {
        // The nearest stars flare into a small cross at the top of their twinkle.
        canvas.fill(
          x: Int(wrappedX) - 3, y: Int(star.y) + 1, width: 9, height: 1, color.withAlpha(alpha / 2))
        canvas.fill(
          x: Int(wrappedX) + 1, y: Int(star.y) - 3, width: 1, height: 9, color.withAlpha(alpha / 2))
      }
    }
  }

  private func drawWave(seconds: Double, on canvas: Canvas) {
    let beat = seconds * StoryStyle.waveBeatsPerMinute / 60
    let pulse = pow(1 - beat.truncatingRemainder(dividingBy: 1), 3)
    let barWidth = StoryStyle.width / StoryStyle.waveBars
    let baseline = StoryStyle.height - StoryStyle.footerHeight
    for bar in 0..<StoryStyle.waveBars {
      let position = Double(bar) / Double(StoryStyle.waveBars)
      let swell =
        0.5 + 0.3 * sin(position * 9 + seconds * 1.3) + 0.2 * sin(position * 23 - seconds * 2.1)
      let height = Int(StoryStyle.waveHeight * swell * (0.6 + 0.4 * pulse))
      canvas.fill(
        x: bar * barWidth + 1, y: baseline - height, width: barWidth - 2, height: height,
        StoryPalette.wave.withAlpha(UInt8(28 + 30 * pulse)))
      canvas.fill(
        x: bar * barWidth + 1, y: baseline - height, width: barWidth - 2, height: 2,
        StoryPalette.wave.withAlpha(UInt8(90 + 80 * pulse)))
    }
  }
}
