import Foundation
import StarlightCore

/// Chapter 6's heartbeat cue and what became of each push: a ring closing on the slider that
/// reaches it on the beat (bright while a push would land perfectly), the landing named above
/// the slider, and a timing meter of the last push, early to late.
extension FinaleView {
  /// The ring of the coming beat: from its widest when the last beat fell to the knob's
  /// edge as the next one falls.
  func drawApproach(_ finale: FinaleRules, time: Nanoseconds, on canvas: Canvas) {
    guard finale.tuning.pushesOnBeat, finale.outcome == .playing else { return }
    let next = finale.beat.next
    // Before the first beat the ring closes from the start of the attempt, time 0.
    let from = finale.beat.last ?? 0
    let span = max(1, next - from)
    let share = Float(min(span, max(0, next - time))) / Float(span)
    let radius =
      FinaleLayout.knobRadius + (FinaleLayout.approachRadius - FinaleLayout.knobRadius) * share
    let inWindow = abs(next - time) <= finale.tuning.perfectWindow
    let color = inWindow ? FinalePalette.approachNow : FinalePalette.approach
    let x = FinaleLayout.x(atProgress: finale.progress)
    let alpha = UInt8(90 + 165 * (1 - share))
    FinaleLayout.fillRing(
      x: x, y: Float(FinaleLayout.trackY), radius: radius,
      thickness: inWindow ? FinaleLayout.approachThickness * 2 : FinaleLayout.approachThickness,
      color.withAlpha(alpha), on: canvas)
  }

  /// "PERFECT", "GOOD" or "SLIP" over the slider for a moment after each push.
  func drawLanding(_ finale: FinaleRules, time: Nanoseconds, on canvas: Canvas) {
    guard let push = finale.beat.lastPush else { return }
    let age = time - push.time
    guard age >= 0, age < FinaleLayout.landingDuration else { return }
    let fade = 1 - Double(age) / Double(FinaleLayout.landingDuration)
    let rise = Int(Double(FinaleLayout.landingRise) * (1 - fade))
    canvas.drawText(
      Self.landingText(push.landing), x: Int(FinaleLayout.x(atProgress: finale.progress)),
      y: FinaleLayout.trackY - FinaleLayout.landingTop - rise, size: 28,
      FinalePalette.landing(push.landing).withAlpha(UInt8(255 * fade)), alignment: .center)
  }

  static func landingText(_ landing: FinaleBeat.Landing) -> String {
    switch landing {
    case .perfect: "PERFECT"
    case .good: "GOOD"
    case .slip: "SLIP"
    }
  }

  /// Where the last push landed against its beat: the perfect window in the middle, the
  /// good one either side; with the counts of each kind of push so far.
  func drawTimingMeter(_ finale: FinaleRules, on canvas: Canvas) {
    let width = FinaleLayout.meterWidth
    let left = (Canvas.logicalWidth - width) / 2
    let top = FinaleLayout.meterTop
    let height = FinaleLayout.meterHeight
    let good = Double(finale.tuning.goodWindow)
    let perfectShare = Double(finale.tuning.perfectWindow) / good
    let perfectWidth = Int(Double(width) * perfectShare)
    canvas.drawText(
      "EARLY", x: left - 12, y: top - 2, size: 16, Palette.dimText, alignment: .right)
    canvas.drawText("LATE", x: left + width + 12, y: top - 2, size: 16, Palette.dimText)
    canvas.fill(x: left, y: top, width: width, height: height, FinalePalette.goodZone)
    canvas.fill(
      x: left + (width - perfectWidth) / 2, y: top, width: perfectWidth, height: height,
      FinalePalette.perfectZone)
    canvas.fill(x: left + width / 2 - 1, y: top - 4, width: 2, height: height + 8, Palette.text)
    if let push = finale.beat.lastPush, let offset = push.offset {
      let share = min(1, max(-1, Double(offset) / good))
      let x = left + width / 2 + Int(Double(width / 2) * share)
      canvas.fill(
        x: x - 3, y: top - 8, width: 6, height: height + 16, FinalePalette.landing(push.landing))
    }
    let counts =
      "perfect \(finale.beat.perfectCount)   good \(finale.beat.goodCount)   slips \(finale.beat.slipCount)"
    canvas.drawText(
      counts, x: Canvas.logicalWidth / 2, y: top + height + 10, size: 16, Palette.dimText,
      alignment: .center)
  }
}
