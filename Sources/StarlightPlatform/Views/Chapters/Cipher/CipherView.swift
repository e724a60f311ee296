import Foundation
import StarlightCore

/// Draws Chapter 3 from its rules' state: concentric rings of glyphs round a hub, each
/// easing into its detent after a turn, the chosen ring outlined, a bright wedge upward
/// from the centre where the code is read, locked rings glowing gold with a padlock, a
/// flash and sparks at each detent, Auto-Assist's dot on each code symbol, and the HUD.
struct CipherView: ChapterView {
  /// "AUTOPLAY" or "REPLAY" when nobody is playing.
  var sourceLabel: String? = nil

  static let controlsHint = "Up/Down or LB/RB choose a ring, Left/Right or the stick turn it"

  func draw(_ rules: any ChapterRules, time: Nanoseconds, on canvas: Canvas) {
    guard let cipher = rules as? CipherRules else { return }
    canvas.clear(CipherPalette.sky)
    drawSky(time: time, on: canvas)
    for index in cipher.rings.indices { drawBand(cipher, index, time: time, on: canvas) }
    drawReadingLine(cipher, on: canvas)
    for index in cipher.rings.indices { drawSymbols(cipher, index, time: time, on: canvas) }
    drawSelection(cipher, time: time, on: canvas)
    drawSparks(cipher, time: time, on: canvas)
    drawHub(cipher, time: time, on: canvas)
    drawHUD(cipher, time: time, on: canvas)
  }

  private func drawSky(time: Nanoseconds, on canvas: Canvas) {
    let twinkle = Double(time % Nanoseconds.seconds(5)) / Double(Nanoseconds.seconds(5))
    for star in 0..<CipherLayout.starCount {
      let x = Int(CipherLayout.scatter(star, 1) * Float(Canvas.logicalWidth))
      let y = Int(CipherLayout.scatter(star, 2) * Float(Canvas.logicalHeight))
      let glow = 0.5 + 0.5 * sin((Double(CipherLayout.scatter(star, 3)) + twinkle) * 2 * .pi)
      canvas.fill(
        x: x, y: y, width: 2, height: 2, CipherPalette.star.withAlpha(UInt8(30 + 110 * glow)))
    }
  }

  /// The ring's sectors, one per symbol in alternating shades, turned as the ring shows;
  /// a white flash on a fresh detent and a gold glow once locked.
  private func drawBand(_ cipher: CipherRules, _ index: Int, time: Nanoseconds, on canvas: Canvas) {
    let ring = cipher.rings[index]
    let band = CipherLayout.band(index, of: cipher.rings.count)
    let rotation = CipherLayout.shownRotation(ring, at: time)
    let step = 2 * Float.pi / Float(ring.symbolCount)
    let selected = index == cipher.selectedRing && cipher.outcome == .playing
    for symbol in 0..<ring.symbolCount {
      let middle = CipherLayout.angle(of: symbol, count: ring.symbolCount, rotation: rotation)
      let color: Color
      if ring.isLocked {
        color = symbol % 2 == 0 ? CipherPalette.lockedRing : CipherPalette.lockedRing.withAlpha(200)
      } else if selected {
        color = symbol % 2 == 0 ? CipherPalette.ringSelected : CipherPalette.ringLight
      } else {
        color = symbol % 2 == 0 ? CipherPalette.ringDark : CipherPalette.ringLight
      }
      CipherLayout.fillArc(
        inner: band.inner, outer: band.outer, from: middle - step / 2, to: middle + step / 2,
        color, on: canvas)
      let edge = middle - step / 2
      CipherLayout.fillArc(
        inner: band.inner, outer: band.outer, from: edge - 0.006, to: edge + 0.006,
        CipherPalette.divider, on: canvas)
    }
    let flash = CipherLayout.fade(
      since: ring.lastTurnTime, at: time, over: CipherLayout.detentFlash)
    if flash > 0 {
      CipherLayout.fillRing(
        inner: band.inner, outer: band.outer, CipherPalette.flash.withAlpha(UInt8(90 * flash)),
        on: canvas)
    }
    if ring.isLocked {
      let swell = CipherLayout.fade(since: ring.lockTime, at: time, over: CipherLayout.lockFlash)
      CipherLayout.fillRing(
        inner: band.outer, outer: band.outer + 3 + 8 * swell,
        CipherPalette.locked.withAlpha(UInt8(150 + 100 * swell)), on: canvas)
      CipherLayout.fillRing(
        inner: band.inner - 2 - 6 * swell, outer: band.inner,
        CipherPalette.locked.withAlpha(UInt8(110 + 100 * swell)), on: canvas)
    }
  }

  /// The wedge upward from the centre where the code is read: a translucent fan one
  /// sector of the innermost ring wide, bright edges and a pointer at its top.
  private func drawReadingLine(_ cipher: CipherRules, on canvas: Canvas) {
    let count = cipher.rings.first?.symbolCount ?? 8
    let half = Float.pi / Float(count) * 0.55
    let top = CipherLayout.outerRadius + 18
    let center = (x: CipherLayout.centerX, y: CipherLayout.centerY)
    canvas.fillPolygon(
      [
        center, CipherLayout.point(radius: top, angle: -half),
        CipherLayout.point(radius: top, angle: half),
      ], CipherPalette.readingLine.withAlpha(38))
    for side in [-half, half] {
      let end = CipherLayout.point(radius: top, angle: side)
      let dx = end.x - center.x
      let dy = end.y - center.y
      let length = max(0.001, (dx * dx + dy * dy).squareRoot())
      let nx = -dy / length
      let ny = dx / length
      canvas.fillPolygon(
        [
          (center.x + nx, center.y + ny), (end.x + nx, end.y + ny), (end.x - nx, end.y - ny),
          (center.x - nx, center.y - ny),
        ], CipherPalette.readingLine.withAlpha(170))
    }
    let tip = CipherLayout.centerY - top + 2
    canvas.fillPolygon(
      [
        (CipherLayout.centerX - 14, tip - 20), (CipherLayout.centerX + 14, tip - 20),
        (CipherLayout.centerX, tip),
      ], CipherPalette.readingLine)
  }

  /// The glyphs round the ring, brightest under the line; gold on a locked ring with a
  /// padlock beside the line; under Auto-Assist a dot marks the code symbol.
  private func drawSymbols(
    _ cipher: CipherRules, _ index: Int, time: Nanoseconds, on canvas: Canvas
  ) {
    let ring = cipher.rings[index]
    let band = CipherLayout.band(index, of: cipher.rings.count)
    let rotation = CipherLayout.shownRotation(ring, at: time)
    let middle = (band.inner + band.outer) / 2
    let size = CipherLayout.glyphSize(bandWidth: band.outer - band.inner)
    for symbol in 0..<ring.symbolCount {
      let angle = CipherLayout.angle(of: symbol, count: ring.symbolCount, rotation: rotation)
      let spot = CipherLayout.point(radius: middle, angle: angle)
      let underLine =
        abs(sin(angle / 2)) < sin(Float.pi / Float(ring.symbolCount) / 2)
        && cos(angle) > 0
      let color: Color
      if ring.isLocked {
        color = underLine ? CipherPalette.locked : CipherPalette.locked.withAlpha(150)
      } else {
        color = underLine ? CipherPalette.text : CipherPalette.glyphDim
      }
      canvas.drawText(
        CipherLayout.glyph(symbol), x: Int(spot.x), y: Int(spot.y) - size * 6 / 10, size: size,
        color, alignment: .center)
      if cipher.autoAssist, !ring.isLocked, symbol == ring.target {
        let dot = CipherLayout.point(radius: band.outer - 9, angle: angle)
        canvas.fillPolygon(
          CipherLayout.circle(x: dot.x, y: dot.y, radius: 9), CipherPalette.assistDot.withAlpha(90))
        canvas.fillPolygon(
          CipherLayout.circle(x: dot.x, y: dot.y, radius: 5), CipherPalette.assistDot)
      }
    }
    if ring.isLocked {
      let step = 2 * Float.pi / Float(ring.symbolCount)
      let spot = CipherLayout.point(radius: middle, angle: -step * 0.5)
      drawPadlock(x: spot.x, y: spot.y, on: canvas)
    }
  }

  private func drawPadlock(x: Float, y: Float, on canvas: Canvas) {
    let left = Int(x) - 7
    let top = Int(y) - 8
    canvas.fill(x: left - 1, y: top + 5, width: 16, height: 13, CipherPalette.sky)
    canvas.fill(x: left, y: top + 6, width: 14, height: 11, CipherPalette.locked)
    canvas.fill(x: left + 2, y: top - 1, width: 3, height: 8, CipherPalette.locked)
    canvas.fill(x: left + 9, y: top - 1, width: 3, height: 8, CipherPalette.locked)
    canvas.fill(x: left + 2, y: top - 2, width: 10, height: 3, CipherPalette.locked)
    canvas.fill(x: left + 6, y: top + 9, width: 2, height: 5, CipherPalette.lockedRing)
  }

  /// The chosen ring's outline, breathing while it sits and bright just after it was
  /// chosen; red for a moment when a turn met it locked.
  private func drawSelection(_ cipher: CipherRules, time: Nanoseconds, on canvas: Canvas) {
    guard cipher.outcome == .playing, cipher.rings.indices.contains(cipher.selectedRing) else {
      return
    }
    let band = CipherLayout.band(cipher.selectedRing, of: cipher.rings.count)
    let fresh = CipherLayout.fade(
      since: cipher.lastSelectTime, at: time, over: CipherLayout.selectPulse)
    let breath =
      0.5 + 0.5
      * sin(
        Float(time % CipherLayout.selectPulse)
          / Float(CipherLayout.selectPulse) * 2 * Float.pi)
    let refused = CipherLayout.fade(
      since: cipher.lastRefusedTurnTime, at: time, over: CipherLayout.refusedShake)
    let color = refused > 0 ? CipherPalette.refused : CipherPalette.selection
    let alpha = UInt8(min(255, 140 + 60 * breath + 55 * fresh))
    let width = 3 + 3 * fresh
    let shake = refused > 0 ? 4 * refused * sin(Float(time / 20_000_000)) : 0
    CipherLayout.fillRing(
      inner: band.outer + shake, outer: band.outer + width + shake, color.withAlpha(alpha),
      on: canvas)
    CipherLayout.fillRing(
      inner: band.inner - width - shake, outer: band.inner - shake, color.withAlpha(alpha),
      on: canvas)
  }

  /// Sparks flying off the reading line from the ring that just clicked a detent.
  private func drawSparks(_ cipher: CipherRules, time: Nanoseconds, on canvas: Canvas) {
    for (index, ring) in cipher.rings.enumerated() {
      let share = CipherLayout.fade(
        since: ring.lastTurnTime, at: time, over: CipherLayout.detentFlash)
      guard share > 0, let turned = ring.lastTurnTime else { continue }
      let band = CipherLayout.band(index, of: cipher.rings.count)
      let origin = CipherLayout.point(radius: band.outer, angle: 0)
      let travel = (1 - share) * 48
      let seed = Int(truncatingIfNeeded: turned / 1_000_000)
      for spark in 0..<7 {
        let angle =
          (CipherLayout.scatter(seed &+ spark, 9) - 0.5) * 2.4
          - Float(ring.lastTurnDirection) * 0.5
        let x = origin.x + sin(angle) * travel * (0.6 + CipherLayout.scatter(seed &+ spark, 10))
        let y = origin.y - cos(angle) * travel
        canvas.fill(
          x: Int(x) - 3, y: Int(y) - 3, width: 6, height: 6,
          CipherPalette.flash.withAlpha(UInt8(230 * share)))
      }
    }
  }

  private func drawHub(_ cipher: CipherRules, time: Nanoseconds, on canvas: Canvas) {
    let x = CipherLayout.centerX
    let y = CipherLayout.centerY
    canvas.fillPolygon(
      CipherLayout.circle(x: x, y: y, radius: CipherLayout.hubRadius - 4, sides: 40),
      CipherPalette.hubRim)
    canvas.fillPolygon(
      CipherLayout.circle(x: x, y: y, radius: CipherLayout.hubRadius - 9, sides: 40),
      CipherPalette.hub)
    let text: String
    let color: Color
    switch cipher.outcome {
    case .cleared:
      text = "OPEN"
      color = CipherPalette.locked
    case .failed:
      text = "JAMMED"
      color = CipherPalette.refused
    case .playing:
      text = "\(cipher.lockedCount)/\(cipher.rings.count)"
      color = CipherPalette.text
    }
    canvas.drawText(text, x: Int(x), y: Int(y) - 26, size: 28, color, alignment: .center)
    canvas.drawText(
      "LOCKED", x: Int(x), y: Int(y) + 6, size: 16, CipherPalette.dimText, alignment: .center)
  }
}
