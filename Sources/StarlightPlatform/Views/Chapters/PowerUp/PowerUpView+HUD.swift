import StarlightCore

/// Chapter 1's HUD: the chapter, capacitors as pips, shorts left as bolts, the charge and
/// what to do now, Auto-Assist, and how to play.
extension PowerUpView {
  /// "Hold SPACE / any lane key / A / trigger ...": Space, then the one-lane pad's first
  /// button as bound now.
  var controlsHint: String {
    let space = KeyHints.keyName(InputBindings.holdKey).uppercased()
    return
      "Hold \(space) / any lane key / \(keys.laneButton(0, of: 1)) / trigger - release in the band"
  }

  func drawHUD(_ rules: PowerUpRules, charge: Int, time: Nanoseconds, on canvas: Canvas) {
    let left = 40
    canvas.drawText("CHAPTER 1", x: left, y: 30, size: 16, PowerUpPalette.dimText)
    canvas.drawText("POWER-UP", x: left, y: 52, size: 28, PowerUpPalette.text)
    drawCapacitorPips(rules, time: time, on: canvas)
    drawShortBolts(rules, on: canvas)

    canvas.drawText("CHARGE", x: left, y: 250, size: 16, PowerUpPalette.dimText)
    let color = PowerUpPalette.charge(charge, band: rules.band)
    canvas.drawText("\(charge / 10)%", x: left, y: 272, size: 44, color)
    let status = statusLine(rules, charge: charge)
    canvas.drawText(status.text, x: left, y: 332, size: 22, status.color)
    if case .saturated(let since, let shortsAt) = rules.phase, shortsAt > since {
      let left = max(0, Float(shortsAt - time) / Float(shortsAt - since))
      canvas.fill(x: 40, y: 366, width: 200, height: 10, PowerUpPalette.shortSpent)
      canvas.fill(x: 40, y: 366, width: Int(200 * left), height: 10, PowerUpPalette.danger)
    }

    let number = min(rules.capacitorsDone + 1, rules.capacitorsNeeded)
    canvas.drawText(
      "CAPACITOR \(number) OF \(rules.capacitorsNeeded)", x: PowerUpLayout.cellCenterX,
      y: PowerUpLayout.cellBottom + PowerUpLayout.terminalHeight + 44, size: 18,
      PowerUpPalette.dimText, alignment: .center)

    if rules.autoAssist {
      canvas.drawText("AUTO-ASSIST", x: left, y: 430, size: 20, PowerUpPalette.assist)
      canvas.drawText(
        "full band widened to \(rules.band.lowerBound / 10)-\(rules.band.upperBound / 10)%",
        x: left, y: 456, size: 16, PowerUpPalette.dimText)
    }
    if let sourceLabel {
      canvas.drawText(sourceLabel, x: left, y: 500, size: 20, PowerUpPalette.ready)
    }
    canvas.drawText(
      controlsHint,
      x: Canvas.logicalWidth / 2, y: 692, size: 16, PowerUpPalette.dimText, alignment: .center)
  }

  /// What the player should do now, in words.
  private func statusLine(_ rules: PowerUpRules, charge: Int) -> (text: String, color: Color) {
    switch rules.outcome {
    case .cleared: return ("POWERED UP", PowerUpPalette.ready)
    case .failed: return ("BURNED OUT", PowerUpPalette.danger)
    case .playing: break
    }
    switch rules.phase {
    case .idle: return ("HOLD TO CHARGE", PowerUpPalette.text)
    case .draining: return ("DRAINING - HOLD AGAIN", PowerUpPalette.chargeWarm)
    case .spent: return ("SHORTED - LET GO", PowerUpPalette.danger)
    case .saturated: return ("OVERLOAD!", PowerUpPalette.danger)
    case .charging:
      if rules.band.contains(charge) { return ("RELEASE!", PowerUpPalette.ready) }
      if charge > rules.band.upperBound { return ("TOO FULL", PowerUpPalette.chargeHot) }
      return ("CHARGING", PowerUpPalette.chargeWarm)
    }
  }

  /// One small capacitor per one needed: gold when snapped, the one in play pulsing.
  private func drawCapacitorPips(_ rules: PowerUpRules, time: Nanoseconds, on canvas: Canvas) {
    let count = rules.capacitorsNeeded
    let spacing = PowerUpLayout.pipSpacing
    let first = PowerUpLayout.cellCenterX - (count - 1) * spacing / 2
    let pulse = Float((time / 4_000_000) % 250) / 250
    for index in 0..<count {
      let x = first + index * spacing
      let color: Color
      if index < rules.capacitorsDone {
        color = PowerUpPalette.pipDone
        canvas.fill(x: x - 14, y: 26, width: 28, height: 44, color.withAlpha(50))
      } else if index == rules.capacitorsDone {
        color = PowerUpPalette.mix(
          PowerUpPalette.pipEmpty, PowerUpPalette.pipNext, 0.5 + 0.5 * abs(pulse * 2 - 1))
      } else {
        color = PowerUpPalette.pipEmpty
      }
      canvas.fill(x: x - 4, y: 30, width: 8, height: 4, PowerUpPalette.terminal)
      canvas.fill(x: x - 9, y: 34, width: 18, height: 28, color)
      canvas.fill(x: x - 4, y: 62, width: 8, height: 4, PowerUpPalette.terminal)
    }
  }

  /// A bolt per short the player may still take, dark for the ones used.
  private func drawShortBolts(_ rules: PowerUpRules, on canvas: Canvas) {
    let right = Canvas.logicalWidth - 40
    canvas.drawText(
      "SHORTS LEFT", x: right, y: 30, size: 16, PowerUpPalette.dimText, alignment: .right)
    let count = rules.shortsToFail
    for index in 0..<count {
      let x = Float(right - (count - 1 - index) * 30 - 10)
      let color = index < rules.shortsLeft ? PowerUpPalette.shortLeft : PowerUpPalette.shortSpent
      canvas.fillPolygon([(x + 3, 54), (x - 7, 72), (x + 1, 72)], color)
      canvas.fillPolygon([(x - 1, 68), (x + 7, 68), (x - 3, 88)], color)
    }
  }
}
