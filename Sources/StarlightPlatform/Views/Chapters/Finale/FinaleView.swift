import Foundation
import StarlightCore

/// Draws Chapter 6 from its rules' state: a glowing track that warms with the resistance,
/// the slider as a bright knob with a trail of its motion, heartbeat rings, strain lines
/// while pushing, the end gate lighting up as the slider nears it, and the HUD (progress,
/// the clock, Auto-Assist, how to push).
struct FinaleView: ChapterView {
  /// "AUTOPLAY" or "REPLAY" when nobody is playing.
  var sourceLabel: String? = nil

  /// The player's keys, named by the hints.
  var keys = KeyHints.defaults

  /// "Tap RIGHT / D / any lane key ...": Right, then lane 1's key as bound now.
  var controlsHint: String {
    "Tap \(pushKeys) / any lane key as the ring closes: each heartbeat is a push"
  }
  static let controlsDetail =
    "or flick the stick / squeeze RT on the beat. Holding on gives nothing; off-beat pushes slip"
  /// The hint for replays played before the heartbeat pushes, when holding was the push.
  var heldControlsHint: String {
    "Hold \(pushKeys) / any lane key, or tilt the stick / squeeze RT"
  }

  private var pushKeys: String {
    "\(KeyHints.keyName(InputBindings.pushKey).uppercased()) / \(keys.laneKey(0, of: 4))"
  }

  func draw(_ rules: any ChapterRules, time: Nanoseconds, on canvas: Canvas) {
    guard let finale = rules as? FinaleRules else { return }
    canvas.clear(FinalePalette.sky)
    drawSky(time: time, on: canvas)
    drawTrack(finale, on: canvas)
    drawGate(finale, time: time, on: canvas)
    drawTrail(finale, on: canvas)
    drawStrain(finale, time: time, on: canvas)
    drawPulse(finale, time: time, on: canvas)
    drawApproach(finale, time: time, on: canvas)
    drawKnob(finale, time: time, on: canvas)
    drawLanding(finale, time: time, on: canvas)
    drawHUD(finale, on: canvas)
  }

  private func drawSky(time: Nanoseconds, on canvas: Canvas) {
    let twinkle = Double(time % Nanoseconds.seconds(4)) / Double(Nanoseconds.seconds(4))
    for star in 0..<FinaleLayout.starCount {
      let x = Int(FinaleLayout.scatter(star, 1) * Float(Canvas.logicalWidth))
      let y = Int(FinaleLayout.scatter(star, 2) * Float(Canvas.logicalHeight))
      let phase = Double(FinaleLayout.scatter(star, 3)) + twinkle
      let glow = 0.5 + 0.5 * sin(phase * 2 * Double.pi)
      let size = FinaleLayout.scatter(star, 4) > 0.85 ? 3 : 2
      canvas.fill(
        x: x, y: y, width: size, height: size,
        FinalePalette.star.withAlpha(UInt8(40 + 120 * glow)))
    }
  }

  private func drawTrack(_ finale: FinaleRules, on canvas: Canvas) {
    let y = FinaleLayout.trackY
    canvas.fill(
      x: FinaleLayout.trackLeft - 4, y: y - FinaleLayout.trackThickness / 2 - 4,
      width: FinaleLayout.trackWidth + 8, height: FinaleLayout.trackThickness + 8,
      FinalePalette.trackBed)
    let pieces = FinaleLayout.trackSegments
    for piece in 0..<pieces {
      let start = Double(piece) / Double(pieces)
      let end = Double(piece + 1) / Double(pieces)
      let color = FinalePalette.resistance(finale.resistanceShare(atProgress: (start + end) / 2))
      // Edges rounded the same way from both sides, so pieces neither overlap nor gap.
      let left = Int(FinaleLayout.x(atProgress: start).rounded())
      let width = Int(FinaleLayout.x(atProgress: end).rounded()) - left
      let passed = end <= finale.progress
      // Stacked translucent bands: a glow that fades outward, brighter where passed.
      for (layer, thickness) in FinaleLayout.glowThicknesses.enumerated() {
        let alpha = (passed ? 22 : 9) * (layer + 1)
        canvas.fill(
          x: left, y: y - thickness / 2, width: width, height: thickness,
          color.withAlpha(UInt8(alpha)))
      }
      canvas.fill(
        x: left, y: y - FinaleLayout.trackThickness / 2, width: width,
        height: FinaleLayout.trackThickness, color.withAlpha(passed ? 255 : 150))
    }
    for quarter in 1...3 {
      let x = Int(FinaleLayout.x(atProgress: Double(quarter) / 4))
      canvas.fill(x: x - 1, y: y + 30, width: 2, height: 12, Palette.dimText)
      canvas.drawText(
        "\(quarter * 25)%", x: x, y: y + 46, size: 16, Palette.dimText, alignment: .center)
    }
  }

  /// The gate at the track's end: dark until the slider is well along, then lit in
  /// proportion, blazing once reached.
  private func drawGate(_ finale: FinaleRules, time: Nanoseconds, on canvas: Canvas) {
    let wake = FinaleLayout.gateWakeProgress
    let lit =
      finale.outcome == .cleared ? 1 : max(0, (finale.progress - wake) / (1 - wake))
    let color = FinalePalette.mix(FinalePalette.gateIdle, FinalePalette.gateLit, lit)
    let top = FinaleLayout.trackY - FinaleLayout.gateHeight / 2
    let left = FinaleLayout.gateX - FinaleLayout.gateWidth / 2
    let post = FinaleLayout.gatePostWidth
    canvas.fill(
      x: left - 20, y: top - 20, width: FinaleLayout.gateWidth + 40,
      height: FinaleLayout.gateHeight + 40, FinalePalette.gateLit.withAlpha(UInt8(60 * lit)))
    canvas.fill(
      x: left + post, y: top, width: FinaleLayout.gateWidth - 2 * post,
      height: FinaleLayout.gateHeight, color.withAlpha(UInt8(30 + 150 * lit)))
    canvas.fill(x: left, y: top, width: post, height: FinaleLayout.gateHeight, color)
    canvas.fill(
      x: left + FinaleLayout.gateWidth - post, y: top, width: post,
      height: FinaleLayout.gateHeight, color)
    canvas.fill(x: left - 6, y: top - 10, width: FinaleLayout.gateWidth + 12, height: 10, color)
    switch finale.outcome {
    case .cleared:
      canvas.drawText(
        "GATE OPEN", x: FinaleLayout.gateX, y: top - 50, size: 20, FinalePalette.gateLit,
        alignment: .center)
    case .failed:
      canvas.drawText(
        "TIME UP", x: FinaleLayout.gateX, y: top - 50, size: 20, FinalePalette.timerUrgent,
        alignment: .center)
    case .playing:
      break
    }
  }

  /// Fading pieces behind the knob, longer the faster it moves, on the side it came from.
  private func drawTrail(_ finale: FinaleRules, on canvas: Canvas) {
    let length = min(
      FinaleLayout.maxTrailLength,
      Float(abs(finale.speed)) * FinaleLayout.trailLengthPerTrackPerSecond)
    guard length >= 2 else { return }
    let direction: Float = finale.speed > 0 ? -1 : 1
    let knobX = FinaleLayout.x(atProgress: finale.progress)
    let y = Float(FinaleLayout.trackY)
    let pieces = FinaleLayout.trailPieces
    for piece in 0..<pieces {
      let near = Float(piece) / Float(pieces)
      let far = Float(piece + 1) / Float(pieces)
      let halfHeight = FinaleLayout.knobRadius * (1 - near * 0.8)
      let halfFar = FinaleLayout.knobRadius * (1 - far * 0.8)
      let x0 = knobX + direction * near * length
      let x1 = knobX + direction * far * length
      canvas.fillPolygon(
        [(x0, y - halfHeight), (x1, y - halfFar), (x1, y + halfFar), (x0, y + halfHeight)],
        FinalePalette.trail.withAlpha(UInt8(150 * (1 - near))))
    }
  }

  /// Streaks behind the knob while pushing, more of them the harder the push, jumping to
  /// new places a few times a second.
  private func drawStrain(_ finale: FinaleRules, time: Nanoseconds, on canvas: Canvas) {
    guard finale.isPushing else { return }
    let share = Double(finale.force) / Double(FinaleControls.fullForce)
    let count = max(1, Int((Double(FinaleLayout.strainLines) * share).rounded()))
    let frame = Int(time / FinaleLayout.strainJitterPeriod)
    let knobX = FinaleLayout.x(atProgress: finale.progress)
    let y = Float(FinaleLayout.trackY)
    for line in 0..<count {
      let seed = frame &* 31 &+ line
      let offset = (FinaleLayout.scatter(seed, 5) - 0.5) * 2 * FinaleLayout.strainSpread
      let gap = FinaleLayout.knobRadius + 10 + FinaleLayout.scatter(seed, 6) * 30
      let length = FinaleLayout.strainLength * (0.4 + FinaleLayout.scatter(seed, 7))
      let start = (x: knobX - gap, y: y + offset)
      let end = (x: knobX - gap - length, y: y + offset * 1.35)
      FinaleLayout.fillLine(
        from: start, to: end, width: 2,
        FinalePalette.strain.withAlpha(UInt8(90 + 140 * share)), on: canvas)
    }
  }

  /// A ring swelling out of the knob at each heartbeat.
  private func drawPulse(_ finale: FinaleRules, time: Nanoseconds, on canvas: Canvas) {
    guard let beat = finale.lastHeartbeat else { return }
    let age = time - beat
    guard age >= 0, age < FinaleLayout.pulseDuration else { return }
    let share = Float(age) / Float(FinaleLayout.pulseDuration)
    let x = FinaleLayout.x(atProgress: finale.progress)
    let y = Float(FinaleLayout.trackY)
    let radius =
      FinaleLayout.knobRadius + (FinaleLayout.pulseRadius - FinaleLayout.knobRadius) * share
    let alpha = UInt8(220 * (1 - share))
    FinaleLayout.fillRing(
      x: x, y: y, radius: radius, thickness: FinaleLayout.pulseThickness,
      FinalePalette.pulse.withAlpha(alpha), on: canvas)
    FinaleLayout.fillRing(
      x: x, y: y, radius: radius * 0.7, thickness: FinaleLayout.pulseThickness / 2,
      FinalePalette.pulse.withAlpha(alpha / 2), on: canvas)
  }

  private func drawKnob(_ finale: FinaleRules, time: Nanoseconds, on canvas: Canvas) {
    let x = FinaleLayout.x(atProgress: finale.progress)
    let y = Float(FinaleLayout.trackY)
    // The halo swells for a moment on each heartbeat.
    var swell: Float = 0
    if let beat = finale.lastHeartbeat, time >= beat, time - beat < FinaleLayout.pulseDuration {
      swell = 1 - Float(time - beat) / Float(FinaleLayout.pulseDuration)
    }
    let halo = FinaleLayout.haloRadius * (1 + 0.25 * swell)
    canvas.fillPolygon(
      FinaleLayout.circle(x: x, y: y, radius: halo),
      FinalePalette.knobHalo.withAlpha(UInt8(50 + 80 * swell)))
    canvas.fillPolygon(
      FinaleLayout.circle(x: x, y: y, radius: FinaleLayout.knobRadius + 4),
      FinalePalette.resistance(finale.resistanceShare(atProgress: finale.progress)))
    canvas.fillPolygon(
      FinaleLayout.circle(x: x, y: y, radius: FinaleLayout.knobRadius), FinalePalette.knob)
    if finale.outcome == .playing, finale.velocity < 0, isAdrift(finale, time: time) {
      canvas.drawText(
        "SLIDING BACK", x: Int(x), y: FinaleLayout.trackY - 70, size: 16, Palette.bad,
        alignment: .center)
    }
  }

  /// Sliding back with no push on the beat for a while (between the beats' strokes the
  /// slider always eases back a little; that is no news).
  private func isAdrift(_ finale: FinaleRules, time: Nanoseconds) -> Bool {
    guard finale.tuning.pushesOnBeat else { return true }
    guard let push = finale.beat.lastPush, push.landing != .slip else { return true }
    return time - push.time > 2 * finale.heartbeatInterval
  }

  private func drawHUD(_ finale: FinaleRules, on canvas: Canvas) {
    let left = 40
    canvas.drawText("CHAPTER 6  FINALE", x: left, y: 30, size: 16, Palette.dimText)
    canvas.drawText("Push to the end", x: left, y: 52, size: 28, Palette.text)
    canvas.drawText("PROGRESS", x: left, y: 120, size: 16, Palette.dimText)
    let percent = finale.progressPermille / 10
    canvas.drawText("\(percent)%", x: left, y: 140, size: 40, Palette.accent)

    let right = Canvas.logicalWidth - 40
    ChapterClock.draw(
      finale.timeLeft, right: right, size: 64, urgentBelow: FinaleLayout.urgentTime,
      calm: FinalePalette.timerCalm, urgent: FinalePalette.timerUrgent, on: canvas)
    ChapterClock.drawBadges(
      autoAssist: finale.autoAssist, sourceLabel: sourceLabel, right: right, on: canvas)
    if finale.tuning.pushesOnBeat {
      drawTimingMeter(finale, on: canvas)
      canvas.drawText(
        controlsHint, x: Canvas.logicalWidth / 2, y: 620, size: 20, Palette.text,
        alignment: .center)
      canvas.drawText(
        Self.controlsDetail, x: Canvas.logicalWidth / 2, y: 648, size: 16, Palette.dimText,
        alignment: .center)
    } else {
      drawPushMeter(finale, on: canvas)
      canvas.drawText(
        heldControlsHint, x: Canvas.logicalWidth / 2, y: 640, size: 20, Palette.text,
        alignment: .center)
    }
    canvas.drawText(
      keys.playHelp, x: Canvas.logicalWidth - 20, y: 690, size: 16,
      Palette.dimText, alignment: .right)
  }

  /// The push against the resistance where the slider stands: the bar fills with the push,
  /// the marker shows what it has to beat.
  private func drawPushMeter(_ finale: FinaleRules, on canvas: Canvas) {
    let width = 360
    let left = (Canvas.logicalWidth - width) / 2
    let top = 520
    let push = Double(finale.force) / Double(FinaleControls.fullForce)
    let resistance = min(1, finale.resistanceShare(atProgress: finale.progress))
    canvas.drawText("PUSH", x: left - 12, y: top - 2, size: 16, Palette.dimText, alignment: .right)
    canvas.fill(x: left, y: top, width: width, height: 16, Palette.barBackground)
    let filled = Int(Double(width) * push)
    if filled > 0 {
      canvas.fill(
        x: left, y: top, width: filled, height: 16,
        push > resistance ? Palette.good : Palette.bad)
    }
    let marker = left + Int(Double(width) * resistance)
    canvas.fill(
      x: marker - 2, y: top - 6, width: 4, height: 28, FinalePalette.resistance(resistance))
    canvas.drawText(
      "resistance", x: marker, y: top + 26, size: 16, Palette.dimText, alignment: .center)
  }
}
