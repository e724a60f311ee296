import StarlightCore

/// Draws Chapter 1 from its rules at chapter time `time`: a capacitor on a circuit board
/// whose glowing charge rises while held, the full band marked across it, arcs and sparks
/// that grow with the charge, a bright snap as it shuts and the next one sliding in, a red
/// flicker on a short, and the HUD (capacitor pips, shorts left, Auto-Assist, controls).
struct PowerUpView: ChapterView {
  /// "AUTOPLAY" or "REPLAY" when nobody is playing.
  let sourceLabel: String?
  /// The player's keys, named by the hints.
  var keys = KeyHints.defaults

  func draw(_ rules: any ChapterRules, time: Nanoseconds, on canvas: Canvas) {
    canvas.clear(PowerUpPalette.background)
    guard let rules = rules as? PowerUpRules else { return }
    // The rules may be a step ahead of the frame's time; the charge is never shown older
    // than the state it is computed from.
    let time = max(time, rules.now)
    let charge = rules.charge(at: time)
    // Once cleared, the last capacitor stays lit as it was sealed.
    let shown = rules.outcome == .cleared ? rules.lastRelease?.charge ?? charge : charge
    drawBoard(lit: charge, on: canvas)

    let slide = slideProgress(rules, time: time)
    let restX = Float(PowerUpLayout.cellCenterX)
    if let slide, let snapped = rules.lastRelease?.charge {
      // The snapped capacitor drops away while the next one slides in from the right.
      let eased = 1 - (1 - slide) * (1 - slide) * (1 - slide)
      drawCapacitor(
        centerX: restX, shiftY: Int(eased * Float(PowerUpLayout.dropDistance)), charge: snapped,
        band: rules.band, sealed: true, on: canvas)
      drawCapacitor(
        centerX: restX + (1 - eased) * Float(PowerUpLayout.slideDistance), shiftY: 0, charge: 0,
        band: rules.band, sealed: false, on: canvas)
    } else {
      let sealed = rules.outcome == .cleared
      drawCapacitor(
        centerX: restX, shiftY: 0, charge: shown, band: rules.band, sealed: sealed, on: canvas)
      if rules.outcome == .playing {
        drawArcs(charge: charge, held: rules.isHeld, time: time, centerX: restX, on: canvas)
        drawCrackles(charge: charge, held: rules.isHeld, time: time, centerX: restX, on: canvas)
        drawSparks(charge: charge, held: rules.isHeld, time: time, centerX: restX, on: canvas)
      }
    }
    drawSnapFlash(rules, time: time, on: canvas)
    drawShortFlicker(rules, time: time, on: canvas)
    drawHUD(rules, charge: shown, time: time, on: canvas)
  }

  /// How far the snapped capacitor has dropped away (0...1), while its successor slides in.
  private func slideProgress(_ rules: PowerUpRules, time: Nanoseconds) -> Float? {
    guard rules.outcome != .cleared, let snap = rules.lastSnapTime else { return nil }
    let since = time - snap
    guard since >= 0, since < PowerUpLayout.slideDuration else { return nil }
    return Float(since) / Float(PowerUpLayout.slideDuration)
  }

  // MARK: The board and the capacitor

  private func drawBoard(lit charge: Int, on canvas: Canvas) {
    let spacing = PowerUpLayout.gridSpacing
    for x in stride(from: spacing / 2, to: Canvas.logicalWidth, by: spacing) {
      canvas.fill(x: x, y: 0, width: 1, height: Canvas.logicalHeight, PowerUpPalette.boardGrid)
    }
    for y in stride(from: spacing / 2, to: Canvas.logicalHeight, by: spacing) {
      canvas.fill(x: 0, y: y, width: Canvas.logicalWidth, height: 1, PowerUpPalette.boardGrid)
    }
    // The bus lights up as the charge flows in.
    let bus = PowerUpPalette.mix(
      PowerUpPalette.trace, PowerUpPalette.traceLit, Float(charge) / 1_250)
    let busY = PowerUpLayout.busY
    canvas.fill(x: 120, y: busY - 2, width: Canvas.logicalWidth - 240, height: 4, bus)
    canvas.fill(
      x: PowerUpLayout.cellCenterX - 2, y: busY,
      width: 4, height: PowerUpLayout.cellTop - PowerUpLayout.terminalHeight - busY, bus)
    for x in [120, Canvas.logicalWidth - 120] {
      canvas.fillPolygon(diamond(x: Float(x), y: Float(busY), radius: 9), bus)
    }
    canvas.fill(
      x: 200, y: PowerUpLayout.cellBottom + PowerUpLayout.terminalHeight + 30,
      width: Canvas.logicalWidth - 400, height: 3, PowerUpPalette.trace)
  }

  /// A capacitor centred at `centerX`, `shiftY` below its place (dropping away).
  private func drawCapacitor(
    centerX: Float, shiftY: Int, charge: Int, band: ClosedRange<Int>, sealed: Bool,
    on canvas: Canvas
  ) {
    let width = PowerUpLayout.cellWidth
    let left = Int(centerX) - width / 2
    let top = PowerUpLayout.cellTop + shiftY
    let height = PowerUpLayout.cellHeight
    let color = sealed ? PowerUpPalette.chargeReady : PowerUpPalette.charge(charge, band: band)

    // Glow around the cell, stronger with the charge; many faint layers read as a soft halo.
    let strength = Float(charge) / 1_000
    for layer in 1...PowerUpLayout.glowLayers {
      let grow = layer * PowerUpLayout.glowStep
      let alpha = UInt8(min(255, strength * 90 / Float(layer + 1)))
      canvas.fill(
        x: left - grow, y: top - grow, width: width + 2 * grow, height: height + 2 * grow,
        color.withAlpha(alpha))
    }
    // Terminals, casing, glass.
    let terminalLeft = Int(centerX) - PowerUpLayout.terminalWidth / 2
    for y in [top - PowerUpLayout.terminalHeight, top + height] {
      canvas.fill(
        x: terminalLeft, y: y, width: PowerUpLayout.terminalWidth,
        height: PowerUpLayout.terminalHeight, PowerUpPalette.terminal)
      canvas.fill(
        x: terminalLeft + 6, y: y + 4, width: PowerUpLayout.terminalWidth - 12, height: 4,
        PowerUpPalette.terminalShine)
    }
    canvas.fill(x: left, y: top, width: width, height: height, PowerUpPalette.casingEdge)
    canvas.fill(
      x: left + 4, y: top + 4, width: width - 8, height: height - 8, PowerUpPalette.casing)

    drawCharge(left: left, shiftY: shiftY, charge: charge, color: color, on: canvas)
    drawBand(left: left, shiftY: shiftY, band: band, on: canvas)
    // Scale ticks every tenth.
    for tenth in 1..<10 {
      let y = Int(PowerUpLayout.levelY(tenth * 100)) + shiftY
      canvas.fill(
        x: left + 4, y: y, width: tenth == 5 ? 16 : 9, height: 2, PowerUpPalette.casingEdge)
    }
  }

  /// The charge as a column of light: darker at the bottom, brightest at its surface.
  private func drawCharge(
    left: Int, shiftY: Int, charge: Int, color: Color, on canvas: Canvas
  ) {
    guard charge > 0 else { return }
    let inset = PowerUpLayout.cellInset
    let bottom = Float(PowerUpLayout.cellBottom - inset + shiftY)
    let surface = PowerUpLayout.levelY(charge) + Float(shiftY)
    let slices = 18
    let deep = PowerUpPalette.mix(PowerUpPalette.casing, color, 0.35)
    for slice in 0..<slices {
      let from = bottom - (bottom - surface) * Float(slice) / Float(slices)
      let to = bottom - (bottom - surface) * Float(slice + 1) / Float(slices)
      canvas.fill(
        x: left + inset, y: Int(to.rounded(.down)), width: PowerUpLayout.cellWidth - 2 * inset,
        height: max(1, Int((from - to).rounded(.up))),
        PowerUpPalette.mix(deep, color, Float(slice + 1) / Float(slices)))
    }
    canvas.fill(
      x: left + inset, y: Int(surface) - 2, width: PowerUpLayout.cellWidth - 2 * inset,
      height: 4, PowerUpPalette.mix(color, PowerUpPalette.surface, 0.6))
    canvas.fill(
      x: left + inset, y: Int(surface) - 10, width: PowerUpLayout.cellWidth - 2 * inset,
      height: 8, color.withAlpha(60))
  }

  /// The full band: a lit strip across the glass with arrows at both edges and its label.
  private func drawBand(left: Int, shiftY: Int, band: ClosedRange<Int>, on canvas: Canvas) {
    let width = PowerUpLayout.cellWidth
    let high = Int(PowerUpLayout.levelY(band.upperBound)) + shiftY
    let low = Int(PowerUpLayout.levelY(band.lowerBound)) + shiftY
    canvas.fill(x: left, y: high, width: width, height: max(2, low - high), PowerUpPalette.band)
    for y in [high, low] {
      canvas.fill(x: left - 18, y: y - 1, width: width + 36, height: 3, PowerUpPalette.bandEdge)
    }
    let middle = Float(high + low) / 2
    let right = Float(left + width + 22)
    canvas.fillPolygon(
      [(right, middle), (right + 14, middle - 10), (right + 14, middle + 10)],
      PowerUpPalette.bandEdge)
    let leftArrow = Float(left - 22)
    canvas.fillPolygon(
      [(leftArrow, middle), (leftArrow - 14, middle + 10), (leftArrow - 14, middle - 10)],
      PowerUpPalette.bandEdge)
    canvas.drawText(
      "FULL", x: Int(right) + 22, y: Int(middle) - 10, size: 18, PowerUpPalette.ready)
  }

  func diamond(x: Float, y: Float, radius: Float) -> [(x: Float, y: Float)] {
    [(x, y - radius), (x + radius, y), (x, y + radius), (x - radius, y)]
  }
}
