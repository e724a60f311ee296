import Foundation
import StarlightCore

/// Draws Chapter 2 from its rules' state: a dark rose field of drifting sparkles, hearts
/// that bob and glow as they drift, the cursor as a glowing orb with a trail and its reach,
/// a burst of particles and a rising "+1" at each pickup, and the HUD (a row of hearts
/// filling in, the clock, Auto-Assist, how to steer).
struct HeartsView: ChapterView {
  /// "AUTOPLAY" or "REPLAY" when nobody is playing.
  var sourceLabel: String? = nil
  /// The player's keys, named by the hints.
  var keys = KeyHints.defaults

  static let controlsHint = "Arrows / WASD or the left stick to steer"

  func draw(_ rules: any ChapterRules, time: Nanoseconds, on canvas: Canvas) {
    guard let hearts = rules as? HeartsRules else { return }
    canvas.clear(HeartsPalette.background)
    drawField(time: time, on: canvas)
    for heart in hearts.hearts { drawHeart(heart, in: hearts, time: time, on: canvas) }
    drawCursor(hearts, time: time, on: canvas)
    drawBursts(hearts, time: time, on: canvas)
    drawHUD(hearts, on: canvas)
    drawEnding(hearts, on: canvas)
  }

  private func drawField(time: Nanoseconds, on canvas: Canvas) {
    let left = HeartsLayout.fieldLeft
    let top = HeartsLayout.fieldTop
    let width = HeartsLayout.fieldWidth
    let height = HeartsLayout.fieldHeight
    // The glow's layers and the border show only round the opaque field, so only that
    // frame is filled: three translucent layers the size of the screen cost a software
    // rasterizer more than the rest of the frame.
    func box(_ grow: Float) -> (x: Int, y: Int, width: Int, height: Int) {
      (Int(left - grow), Int(top - grow), Int(width + 2 * grow), Int(height + 2 * grow))
    }
    let border = HeartsLayout.fieldBorder
    for grow in HeartsLayout.glowGrowths {
      Shapes.fillFrame(outer: box(grow), inner: box(border), HeartsPalette.fieldGlow, on: canvas)
    }
    Shapes.fillFrame(outer: box(border), inner: box(0), HeartsPalette.fieldEdge, on: canvas)
    canvas.fill(
      x: Int(left), y: Int(top), width: Int(width), height: Int(height), HeartsPalette.field)
    let seconds = Float(time) / Float(Nanoseconds.perSecond)
    for sparkle in 0..<HeartsLayout.sparkleCount {
      // Each sparkle drifts up and sideways at its own pace, wrapping round the field.
      let pace = 0.4 + HeartsLayout.scatter(sparkle, 3)
      let drift = seconds * HeartsLayout.sparkleDrift * pace
      let startX = HeartsLayout.scatter(sparkle, 1) * width
      let startY = HeartsLayout.scatter(sparkle, 2) * height
      let x = left + wrapped(startX + drift * 0.5, width)
      let y = top + wrapped(startY - drift, height)
      let twinkle =
        0.5 + 0.5 * sin((HeartsLayout.scatter(sparkle, 4) + seconds * 0.6 * pace) * 2 * .pi)
      let size = HeartsLayout.scatter(sparkle, 5) > 0.85 ? 3 : 2
      canvas.fill(
        x: Int(x), y: Int(y), width: size, height: size,
        HeartsPalette.sparkle.withAlpha(UInt8(30 + 110 * twinkle)))
    }
  }

  private func drawHeart(
    _ heart: Heart, in rules: HeartsRules, time: Nanoseconds, on canvas: Canvas
  ) {
    let age = rules.age(of: heart)
    let grow = min(1, Float(age) / Float(HeartsLayout.spawnGrowTime))
    let phase = Float(age % HeartsLayout.bobPeriod) / Float(HeartsLayout.bobPeriod)
    let wave = sin((phase + Float(heart.id % 7) / 7) * 2 * .pi)
    let point = HeartsLayout.screen(heart.position, tuning: rules.tuning)
    let y = point.y + wave * HeartsLayout.bobHeight
    let size = HeartsLayout.heartSize * (0.3 + 0.7 * grow) * (1 + 0.05 * wave)
    // A soft glow: stacked translucent discs, fainter outward, breathing with the bob.
    for (layer, reach) in HeartsLayout.glowReaches.enumerated() {
      let alpha = Float(14 + 10 * layer) * (1 + 0.3 * wave)
      canvas.fillPolygon(
        HeartsLayout.circle(x: point.x, y: y, radius: size * reach * (1 + 0.08 * wave)),
        HeartsPalette.heartGlow.withAlpha(UInt8(alpha)))
    }
    HeartsLayout.fillHeart(x: point.x, y: y, size: size, HeartsPalette.heart, on: canvas)
    canvas.fillPolygon(
      HeartsLayout.circle(x: point.x - size * 0.5, y: y - size * 0.35, radius: size * 0.2),
      HeartsPalette.heartShine)
  }

  /// At each recent pickup: sparks flying out, a ring swelling and a "+1" rising, fading.
  private func drawBursts(_ rules: HeartsRules, time: Nanoseconds, on canvas: Canvas) {
    for pickup in rules.recentPickups {
      let age = time - pickup.time
      guard age >= 0, age < HeartsLayout.burstDuration else { continue }
      let share = Float(age) / Float(HeartsLayout.burstDuration)
      let fade = 1 - share
      let point = HeartsLayout.screen(pickup.position, tuning: rules.tuning)
      HeartsLayout.fillRing(
        x: point.x, y: point.y, radius: HeartsLayout.burstRingRadius * sqrt(share),
        thickness: 4 * fade + 1, HeartsPalette.burstRing.withAlpha(UInt8(200 * fade)),
        on: canvas)
      for spark in 0..<HeartsLayout.burstParticles {
        let angle =
          (Float(spark) + HeartsLayout.scatter(pickup.heartID, spark)) * 2 * .pi
          / Float(HeartsLayout.burstParticles)
        let reach =
          HeartsLayout.burstDistance * (0.6 + 0.4 * HeartsLayout.scatter(spark, pickup.heartID))
        let distance = reach * (1 - fade * fade)
        let size = 2 + 4 * fade
        let color = spark % 3 == 0 ? HeartsPalette.heartShine : HeartsPalette.burst
        canvas.fillPolygon(
          HeartsLayout.circle(
            x: point.x + cos(angle) * distance, y: point.y + sin(angle) * distance, radius: size),
          color.withAlpha(UInt8(255 * fade)))
      }
      canvas.drawText(
        "+1", x: Int(point.x), y: Int(point.y - 30 - HeartsLayout.plusOneRise * share), size: 24,
        HeartsPalette.plusOne.withAlpha(UInt8(255 * fade)), alignment: .center)
    }
  }

  private func drawCursor(_ rules: HeartsRules, time: Nanoseconds, on canvas: Canvas) {
    let point = HeartsLayout.screen(rules.cursor, tuning: rules.tuning)
    let scale = HeartsLayout.scale(tuning: rules.tuning)
    canvas.fillPolygon(
      HeartsLayout.circle(x: point.x, y: point.y, radius: Float(rules.pickupRadius) * scale),
      HeartsPalette.reach)
    // The trail: dots where the cursor was a moment ago at its present velocity.
    let vx = Float(rules.cursorMotion.x) * scale
    let vy = Float(rules.cursorMotion.y) * scale
    if vx != 0 || vy != 0 {
      for dot in (1...HeartsLayout.trailDots).reversed() {
        let back = Float(dot) * HeartsLayout.trailSpacingSeconds
        let fade = 1 - Float(dot) / Float(HeartsLayout.trailDots + 1)
        canvas.fillPolygon(
          HeartsLayout.circle(
            x: point.x - vx * back, y: point.y - vy * back,
            radius: HeartsLayout.cursorRadius * (0.35 + 0.6 * fade)),
          HeartsPalette.cursorTrail.withAlpha(UInt8(120 * fade)))
      }
    }
    let pulse = 0.5 + 0.5 * sin(Float(time % Nanoseconds.seconds(1)) / 1e9 * 2 * .pi)
    canvas.fillPolygon(
      HeartsLayout.circle(
        x: point.x, y: point.y, radius: HeartsLayout.cursorHaloRadius * (1 + 0.12 * pulse)),
      HeartsPalette.cursorGlow.withAlpha(UInt8(50 + 30 * pulse)))
    canvas.fillPolygon(
      HeartsLayout.circle(x: point.x, y: point.y, radius: HeartsLayout.cursorRadius * 1.4),
      HeartsPalette.cursorGlow.withAlpha(150))
    canvas.fillPolygon(
      HeartsLayout.circle(x: point.x, y: point.y, radius: HeartsLayout.cursorRadius),
      HeartsPalette.cursorCore)
  }

  private func drawHUD(_ rules: HeartsRules, on canvas: Canvas) {
    let left = 40
    canvas.drawText("CHAPTER 2  HEARTS", x: left, y: 14, size: 16, Palette.dimText)
    for slot in 0..<rules.target {
      let x =
        HeartsLayout.slotsLeft + Float(slot) * HeartsLayout.slotSpacing + HeartsLayout.slotSize
      let filled = slot < rules.collected
      HeartsLayout.fillHeart(
        x: x, y: HeartsLayout.slotsY, size: HeartsLayout.slotSize,
        filled ? HeartsPalette.heart : HeartsPalette.slotEmpty, on: canvas)
    }
    let countX =
      Int(HeartsLayout.slotsLeft + Float(rules.target) * HeartsLayout.slotSpacing) + 14
    canvas.drawText(
      "\(rules.collected) / \(rules.target)", x: countX, y: 44, size: 24, Palette.text)

    let right = Canvas.logicalWidth - 40
    let timeLeft = rules.timeLeft
    let tenths = timeLeft / (Nanoseconds.perSecond / 10)
    let urgent = rules.outcome == .playing && timeLeft < HeartsLayout.urgentTime
    canvas.drawText("TIME LEFT", x: right, y: 10, size: 14, Palette.dimText, alignment: .right)
    canvas.drawText(
      "\(tenths / 10).\(tenths % 10)", x: right, y: 26, size: 44,
      urgent ? HeartsPalette.timerUrgent : HeartsPalette.timerCalm, alignment: .right)
    var badgeY = 16
    if rules.autoAssist {
      canvas.drawText(
        "AUTO-ASSIST", x: right - 150, y: badgeY, size: 18, Palette.good, alignment: .right)
      badgeY += 28
    }
    if let sourceLabel {
      canvas.drawText(
        sourceLabel, x: right - 150, y: badgeY, size: 18, Palette.accent, alignment: .right)
    }
    canvas.drawText(
      Self.controlsHint, x: max(left, StatusLine.sideMargin), y: 684, size: 18, Palette.text)
    canvas.drawText(
      keys.playHelp, x: Canvas.logicalWidth - 20, y: 686, size: 16, Palette.dimText,
      alignment: .right)
  }

  private func drawEnding(_ rules: HeartsRules, on canvas: Canvas) {
    guard rules.outcome != .playing else { return }
    let x = Canvas.logicalWidth / 2
    let y = Int(HeartsLayout.fieldTop) + HeartsLayout.endingBannerTop
    // A dim band behind the words, so the cursor or a heart beneath never hides them.
    canvas.fill(
      x: Int(HeartsLayout.fieldLeft), y: y - 16, width: Int(HeartsLayout.fieldWidth),
      height: 88, HeartsPalette.banner)
    switch rules.outcome {
    case .cleared:
      canvas.drawText(
        "ALL HEARTS!", x: x, y: y, size: 48, HeartsPalette.cleared, alignment: .center)
    case .failed:
      canvas.drawText("TIME UP", x: x, y: y, size: 48, HeartsPalette.failed, alignment: .center)
    case .playing:
      break
    }
  }

  private func wrapped(_ value: Float, _ span: Float) -> Float {
    let remainder = value.truncatingRemainder(dividingBy: span)
    return remainder < 0 ? remainder + span : remainder
  }
}
