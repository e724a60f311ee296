import StarlightCore

/// Chapter 3's HUD: the chapter, the target code with each locked symbol lit and the
/// chosen ring marked, moves and time left, Auto-Assist, who plays, and how to play.
extension CipherView {
  func drawHUD(_ cipher: CipherRules, time: Nanoseconds, on canvas: Canvas) {
    let left = 40
    canvas.drawText("CHAPTER 3  CIPHER", x: left, y: 30, size: 16, CipherPalette.dimText)
    canvas.drawText("Crack the code", x: left, y: 52, size: 28, CipherPalette.text)
    drawCode(cipher, on: canvas)

    canvas.drawText("MOVES LEFT", x: left, y: 300, size: 16, CipherPalette.dimText)
    let movesColor =
      cipher.movesLeft <= cipher.rings.filter { !$0.isLocked }.map(\.distance).reduce(0, +)
      ? CipherPalette.timerUrgent : CipherPalette.accent
    canvas.drawText("\(cipher.movesLeft)", x: left, y: 320, size: 64, movesColor)
    canvas.drawText(
      "of \(cipher.moveBudget)", x: left, y: 394, size: 16, CipherPalette.dimText)
    drawStatus(cipher, on: canvas)

    let right = Canvas.logicalWidth - 40
    ChapterClock.draw(
      cipher.timeLeft, right: right, size: 64, urgentBelow: CipherLayout.urgentTime,
      calm: CipherPalette.timerCalm, urgent: CipherPalette.timerUrgent, on: canvas)
    if cipher.outcome == .playing {
      canvas.drawText(
        "RING \(cipher.selectedRing + 1) OF \(cipher.rings.count)", x: right, y: 130, size: 20,
        CipherPalette.selection, alignment: .right)
    }
    if cipher.autoAssist {
      canvas.drawText(
        "AUTO-ASSIST", x: right, y: 170, size: 20, CipherPalette.good, alignment: .right)
      canvas.drawText(
        "dots mark the code", x: right, y: 196, size: 16, CipherPalette.dimText,
        alignment: .right)
    }
    if let sourceLabel {
      canvas.drawText(
        sourceLabel, x: right, y: 226, size: 20, CipherPalette.accent, alignment: .right)
    }
    canvas.drawText(
      Self.controlsHint, x: Canvas.logicalWidth / 2, y: 684, size: 16, CipherPalette.text,
      alignment: .center)
  }

  /// The code as a row of tiles, innermost ring first: gold once that ring is locked,
  /// underlined for the chosen ring.
  private func drawCode(_ cipher: CipherRules, on canvas: Canvas) {
    canvas.drawText("TARGET CODE", x: 40, y: 120, size: 16, CipherPalette.dimText)
    let count = max(1, cipher.rings.count)
    // Tiles shrink for many rings so the row stays left of the wheel.
    let tile = min(44, (264 - 8 * (count - 1)) / count)
    let size = tile >= 40 ? 28 : 16
    for (index, ring) in cipher.rings.enumerated() {
      let x = 40 + index * (tile + 8)
      let y = 144
      canvas.fill(
        x: x, y: y, width: tile, height: tile,
        ring.isLocked ? CipherPalette.lockedRing : CipherPalette.ringDark)
      canvas.fill(
        x: x, y: y, width: tile, height: 2,
        ring.isLocked ? CipherPalette.locked : CipherPalette.divider)
      canvas.drawText(
        CipherLayout.glyph(ring.target), x: x + tile / 2, y: y + (tile - size) / 2 - 2, size: size,
        ring.isLocked ? CipherPalette.locked : CipherPalette.text, alignment: .center)
      if index == cipher.selectedRing, cipher.outcome == .playing {
        canvas.fill(x: x, y: y + tile + 4, width: tile, height: 4, CipherPalette.selection)
      }
    }
    canvas.drawText(
      "inner ring first", x: 40, y: 200, size: 16, CipherPalette.dimText)
  }

  private func drawStatus(_ cipher: CipherRules, on canvas: Canvas) {
    let status: (String, Color)?
    switch (cipher.outcome, cipher.failure) {
    case (.cleared, _): status = ("CODE CRACKED", CipherPalette.locked)
    case (.failed, .outOfMoves): status = ("OUT OF MOVES", CipherPalette.timerUrgent)
    case (.failed, _): status = ("TIME UP", CipherPalette.timerUrgent)
    case (.playing, _): status = nil
    }
    if let (text, color) = status {
      canvas.drawText(text, x: 40, y: 440, size: 28, color)
    }
  }
}
