import Foundation
import StarlightCore

/// Chapter 1's electricity and flashes, all computed from the time so the same instant
/// always draws the same picture.
extension PowerUpView {
  /// Jagged arcs from the top terminal down to the charge's surface, more and wilder as the
  /// charge rises; they crackle only while the capacitor is being charged.
  func drawArcs(charge: Int, held: Bool, time: Nanoseconds, centerX: Float, on canvas: Canvas) {
    guard held, charge > 0 else { return }
    let count = min(PowerUpLayout.maxArcs, 1 + charge * PowerUpLayout.maxArcs / 1_000)
    let top = Float(PowerUpLayout.cellTop + PowerUpLayout.cellInset)
    let surface = PowerUpLayout.levelY(charge)
    guard surface - top > 12 else { return }
    let wildness = 8 + 52 * Float(charge) / 1_000
    let half = Float(PowerUpLayout.cellWidth / 2 - PowerUpLayout.cellInset - 6)
    for arc in 0..<count {
      // Each arc jumps on its own beat, so they never all flicker together.
      let seed = (time + Int64(arc) * 13_000_000) / PowerUpLayout.arcPeriod
      let startX = centerX + (PowerUpNoise.unit(seed, arc * 97) - 0.5) * 40
      let endX = centerX + (PowerUpNoise.unit(seed, arc * 97 + 1) - 0.5) * 2 * half
      let segments = 7
      var points: [(x: Float, y: Float)] = [(startX, top)]
      for index in 1..<segments {
        let share = Float(index) / Float(segments)
        let straight = startX + (endX - startX) * share
        let jitter = (PowerUpNoise.unit(seed, arc * 97 + 2 + index) - 0.5) * wildness
        let x = min(centerX + half, max(centerX - half, straight + jitter))
        points.append((x, top + (surface - top) * share))
      }
      points.append((endX, surface))
      for (from, to) in zip(points, points.dropFirst()) {
        canvas.fillPolygon(segment(from, to, width: 7), PowerUpPalette.arcGlow)
        canvas.fillPolygon(segment(from, to, width: 2), PowerUpPalette.arc)
      }
    }
  }

  /// Crackles leaping off both walls of the casing once the charge runs high, more of them
  /// the fuller it gets.
  func drawCrackles(
    charge: Int, held: Bool, time: Nanoseconds, centerX: Float, on canvas: Canvas
  ) {
    guard held, charge > PowerUpLayout.crackleFrom else { return }
    let count = min(
      PowerUpLayout.maxCrackles,
      1 + (charge - PowerUpLayout.crackleFrom) * PowerUpLayout.maxCrackles
        / (1_000 - PowerUpLayout.crackleFrom))
    let half = Float(PowerUpLayout.cellWidth / 2)
    let surface = PowerUpLayout.levelY(charge)
    let bottom = Float(PowerUpLayout.cellBottom - PowerUpLayout.cellInset)
    let reach = 30 + 60 * Float(charge - PowerUpLayout.crackleFrom) / 500
    for crackle in 0..<count {
      let seed = (time + Int64(crackle) * 7_000_000) / PowerUpLayout.arcPeriod
      let salt = 1_000 + crackle * 53
      let side: Float = crackle % 2 == 0 ? -1 : 1
      var from = (
        x: centerX + side * half,
        y: surface + (bottom - surface) * PowerUpNoise.unit(seed, salt)
      )
      for step in 1...4 {
        let to = (
          x: centerX + side * (half + reach * Float(step) / 4),
          y: from.y + (PowerUpNoise.unit(seed, salt + step) - 0.5) * 36
        )
        canvas.fillPolygon(segment(from, to, width: 6), PowerUpPalette.arcGlow)
        canvas.fillPolygon(segment(from, to, width: 2), PowerUpPalette.arc)
        from = to
      }
    }
  }

  /// Sparks thrown up off the surface of the charge, each on its own short life.
  func drawSparks(charge: Int, held: Bool, time: Nanoseconds, centerX: Float, on canvas: Canvas) {
    guard held, charge > 100 else { return }
    let count = min(PowerUpLayout.maxSparks, charge * PowerUpLayout.maxSparks / 1_000)
    let surface = PowerUpLayout.levelY(charge)
    let half = Float(PowerUpLayout.cellWidth / 2)
    let life = PowerUpLayout.sparkLife
    for spark in 0..<count {
      let shifted = time + Int64(spark) * life / Int64(max(1, count))
      let generation = shifted / life
      let age = Float(shifted % life) / Float(life)
      let salt = spark * 31
      let startX = centerX + (PowerUpNoise.unit(generation, salt) - 0.5) * 2 * (half - 16)
      let drift = (PowerUpNoise.unit(generation, salt + 1) - 0.5) * 160
      let lift = 60 + PowerUpNoise.unit(generation, salt + 2) * 120 * Float(charge) / 1_000
      // Thrown up, then falling back: a small parabola.
      let x = startX + drift * age
      let y = surface - lift * age + 140 * age * age
      let size = 4 * (1 - age) + 1
      canvas.fillPolygon(
        diamond(x: x, y: y, radius: size),
        PowerUpPalette.spark.withAlpha(UInt8(255 * (1 - age))))
    }
  }

  /// The snap: a white-gold flash over everything and a ring bursting out of the cell.
  func drawSnapFlash(_ rules: PowerUpRules, time: Nanoseconds, on canvas: Canvas) {
    guard let snap = rules.lastSnapTime, time >= snap,
      time - snap < PowerUpLayout.snapFlashDuration
    else { return }
    let progress = Float(time - snap) / Float(PowerUpLayout.snapFlashDuration)
    canvas.fill(
      x: 0, y: 0, width: Canvas.logicalWidth, height: Canvas.logicalHeight,
      PowerUpPalette.snapFlash.withAlpha(UInt8(170 * (1 - progress))))
    let centerY = Float(PowerUpLayout.cellTop + PowerUpLayout.cellHeight / 2)
    let radius = 120 + 320 * progress
    let points = 40
    for index in 0..<points {
      let from = ring(index, of: points, radius: radius, centerY: centerY)
      let to = ring(index + 1, of: points, radius: radius, centerY: centerY)
      canvas.fillPolygon(
        segment(from, to, width: 14 * (1 - progress) + 2),
        PowerUpPalette.chargeReady.withAlpha(UInt8(230 * (1 - progress))))
    }
  }

  /// The short: the screen flickers red, and red arcs lash across the emptied cell.
  func drawShortFlicker(_ rules: PowerUpRules, time: Nanoseconds, on canvas: Canvas) {
    guard let short = rules.lastShortTime, time >= short,
      time - short < PowerUpLayout.shortFlashDuration
    else { return }
    let since = time - short
    let fade = 1 - Float(since) / Float(PowerUpLayout.shortFlashDuration)
    let on = (since / PowerUpLayout.shortFlickerPeriod) % 2 == 0
    canvas.fill(
      x: 0, y: 0, width: Canvas.logicalWidth, height: Canvas.logicalHeight,
      PowerUpPalette.shortFlash.withAlpha(UInt8((on ? 110 : 25) * fade)))
    guard on else { return }
    let seed = since / PowerUpLayout.shortFlickerPeriod
    let left = Float(PowerUpLayout.cellCenterX - PowerUpLayout.cellWidth / 2 - 60)
    let width = Float(PowerUpLayout.cellWidth + 120)
    let height = Float(PowerUpLayout.cellHeight - 80)
    for arc in 0..<3 {
      // Each bolt lashes across the cell around its own height, jagged but level.
      let base = Float(PowerUpLayout.cellTop + 40) + height * PowerUpNoise.unit(seed, arc)
      var from = (x: left, y: base)
      for step in 1...8 {
        let to = (
          x: left + width * Float(step) / 8,
          y: base + (PowerUpNoise.unit(seed, arc * 11 + step) - 0.5) * 70
        )
        canvas.fillPolygon(segment(from, to, width: 8 * fade + 2), PowerUpPalette.shortFlash)
        canvas.fillPolygon(segment(from, to, width: 3 * fade + 1), PowerUpPalette.shortArc)
        from = to
      }
    }
  }

  /// A straight stroke from `from` to `to` as a thin quad.
  func segment(_ from: (x: Float, y: Float), _ to: (x: Float, y: Float), width: Float)
    -> [(x: Float, y: Float)]
  {
    let dx = to.x - from.x
    let dy = to.y - from.y
    let length = max(0.001, (dx * dx + dy * dy).squareRoot())
    let nx = -dy / length * width / 2
    let ny = dx / length * width / 2
    return [
      (from.x + nx, from.y + ny), (to.x + nx, to.y + ny), (to.x - nx, to.y - ny),
      (from.x - nx, from.y - ny),
    ]
  }

  private func ring(_ index: Int, of count: Int, radius: Float, centerY: Float)
    -> (x: Float, y: Float)
  {
    let angle = Float(index) / Float(count) * 2 * Float.pi
    return (Float(PowerUpLayout.cellCenterX) + radius * cos(angle), centerY + radius * sin(angle))
  }
}
