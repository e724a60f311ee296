import StarlightCore

/// Chapter 5's HUD: the rule it teaches, the round, integrity, the clock, the outcome.
extension NetworkView {
  func drawHUD(_ network: NetworkRules, on canvas: Canvas) {
    let left = 40
    canvas.drawText("CHAPTER 5  NETWORK", x: left, y: 30, size: 16, Palette.dimText)
    canvas.drawText(Self.ruleLine, x: left, y: 52, size: 28, Palette.text)
    let round = min(network.roundIndex + 1, network.roundCount)
    canvas.drawText(
      "ROUND \(round) OF \(network.roundCount)", x: left, y: 96, size: 20, Palette.accent)
    drawIntegrity(network, x: left, y: 128, on: canvas)

    let right = Canvas.logicalWidth - 40
    ChapterClock.draw(
      network.timeLeft, right: right, size: 56, urgentBelow: NetworkLayout.urgentTime,
      calm: NetworkPalette.timerCalm, urgent: NetworkPalette.timerUrgent, on: canvas)
    ChapterClock.drawBadges(
      autoAssist: network.autoAssist, sourceLabel: sourceLabel, right: right, on: canvas)
    switch network.outcome {
    case .cleared:
      canvas.drawText(
        "SIGNAL ROUTED", x: Canvas.logicalWidth / 2, y: 600, size: 28, NetworkPalette.right,
        alignment: .center)
    case .failed:
      let reason = network.integrity == 0 ? "INTEGRITY LOST" : "TIME UP"
      canvas.drawText(
        reason, x: Canvas.logicalWidth / 2, y: 600, size: 28, NetworkPalette.wrong,
        alignment: .center)
    case .playing:
      break
    }
    canvas.drawText(
      Self.controlsHint, x: Canvas.logicalWidth / 2, y: 640, size: 20, Palette.text,
      alignment: .center)
    canvas.drawText(
      keys.playHelp, x: Canvas.logicalWidth - 20, y: 690, size: 16, Palette.dimText,
      alignment: .right)
  }

  func drawIntegrity(_ network: NetworkRules, x: Int, y: Int, on canvas: Canvas) {
    let width = NetworkLayout.integrityBarWidth
    canvas.drawText("INTEGRITY", x: x, y: y, size: 16, Palette.dimText)
    canvas.drawText(
      "\(network.integrityPercent) %", x: x + width, y: y, size: 16, Palette.text,
      alignment: .right)
    canvas.fill(x: x, y: y + 22, width: width, height: 14, Palette.barBackground)
    let filled = width * network.integrity / max(1, network.maxIntegrity)
    let low = network.integrityPercent <= 40
    if filled > 0 {
      canvas.fill(
        x: x, y: y + 22, width: filled, height: 14,
        low ? NetworkPalette.integrityLow : NetworkPalette.integrityHigh)
    }
  }
}
