import Foundation
import StarlightCore

/// The calibration screen: the beat ring (pulsing on each click, or flashing for the
/// visual offset), the press count, every press as a tick on an early/late scale, the live
/// estimate once there are enough presses, and the keys.
enum CalibrationView {
  static let help = "Enter: apply  Tab: audio/visual  Backspace: start over  Esc: back"

  static func draw(_ run: CalibrationRun, now: Nanoseconds, saved: String?, on canvas: Canvas) {
    canvas.clear(Palette.background)
    let audio = run.kind == .audio
    canvas.drawText(
      audio ? "Audio offset calibration" : "Visual offset calibration",
      x: Canvas.logicalWidth / 2, y: CalibrationLayout.titleY, size: CalibrationLayout.titleSize,
      Palette.text, alignment: .center)
    canvas.drawText(
      audio
        ? "Press Space (or a lane key, or A) on every click. Listen; do not watch the ring."
        : "Press Space (or a lane key, or A) on every flash. No sound: watch the ring.",
      x: Canvas.logicalWidth / 2, y: CalibrationLayout.instructionY,
      size: CalibrationLayout.instructionSize, Palette.dimText, alignment: .center)
    drawRing(run, now: now, on: canvas)
    drawCount(run, on: canvas)
    drawScale(run, on: canvas)
    drawEstimate(run, saved: saved, on: canvas)
    canvas.drawText(
      help, x: Canvas.logicalWidth / 2, y: CalibrationLayout.helpY,
      size: CalibrationLayout.helpSize, Palette.dimText, alignment: .center)
  }

  /// Audio: the ring swells on the beat and settles. Visual: the disc inside lights up.
  private static func drawRing(_ run: CalibrationRun, now: Nanoseconds, on canvas: Canvas) {
    let since = run.sinceBeat(at: now)
    switch run.kind {
    case .audio:
      let pulse = since.map { fade($0, over: CalibrationLayout.pulseDuration) } ?? 0
      let radius = CalibrationLayout.ringRadius + Float(pulse) * CalibrationLayout.ringPulseGrowth
      let alpha =
        CalibrationLayout.ringRestAlpha + (Double(UInt8.max) - CalibrationLayout.ringRestAlpha)
        * pulse
      CalibrationLayout.fillRing(
        radius: radius, thickness: CalibrationLayout.ringThickness,
        CalibrationLayout.ringColor.withAlpha(UInt8(alpha)), on: canvas)
    case .visual:
      let flash = since.map { $0 < CalibrationLayout.flashDuration } ?? false
      if flash {
        canvas.fillPolygon(
          CalibrationLayout.circle(radius: CalibrationLayout.ringRadius),
          CalibrationLayout.flashColor)
      }
      CalibrationLayout.fillRing(
        radius: CalibrationLayout.ringRadius, thickness: CalibrationLayout.ringThickness,
        CalibrationLayout.ringColor, on: canvas)
    }
  }

  private static func drawCount(_ run: CalibrationRun, on canvas: Canvas) {
    let needed = run.tuning.minimumPresses
    let text =
      run.pressCount >= needed
      ? "Presses: \(run.pressCount) (estimate from \(needed) on)"
      : "Presses: \(run.pressCount) / \(needed)"
    canvas.drawText(
      text, x: Canvas.logicalWidth / 2, y: CalibrationLayout.countY,
      size: CalibrationLayout.countSize, Palette.text, alignment: .center)
  }

  /// The scale, its zero line and ends, a tick per press (older ones fainter), and the
  /// estimate's marker.
  private static func drawScale(_ run: CalibrationRun, on canvas: Canvas) {
    let layout = CalibrationLayout.self
    canvas.fill(
      x: layout.scaleLeft, y: layout.scaleY - layout.scaleHeight / 2,
      width: layout.scaleRight - layout.scaleLeft, height: layout.scaleHeight,
      Palette.barBackground)
    canvas.fill(
      x: layout.scaleCenter - layout.zeroLineWidth / 2,
      y: layout.scaleY - layout.tickHeight / 2 - layout.zeroLineOverhang,
      width: layout.zeroLineWidth, height: layout.tickHeight + 2 * layout.zeroLineOverhang,
      Palette.text)
    let reach = Int(layout.scaleReach.milliseconds.rounded())
    let labelY = layout.scaleY + layout.tickHeight / 2 + layout.labelGap
    canvas.drawText(
      "early -\(reach) ms", x: layout.scaleLeft, y: labelY, size: layout.scaleLabelSize,
      layout.earlyColor)
    canvas.drawText(
      "0", x: layout.scaleCenter, y: labelY, size: layout.scaleLabelSize, Palette.dimText,
      alignment: .center)
    canvas.drawText(
      "+\(reach) ms late", x: layout.scaleRight, y: labelY, size: layout.scaleLabelSize,
      layout.lateColor, alignment: .right)
    let recent = run.errors.suffix(layout.maxTicks)
    for (age, error) in recent.reversed().enumerated() {
      let share = Double(age) / Double(max(1, layout.maxTicks - 1))
      let alpha =
        layout.newestTickAlpha - share * (layout.newestTickAlpha - layout.oldestTickAlpha)
      let color = error < 0 ? layout.earlyColor : layout.lateColor
      canvas.fill(
        x: layout.scaleX(error) - layout.tickWidth / 2, y: layout.scaleY - layout.tickHeight / 2,
        width: layout.tickWidth, height: layout.tickHeight, color.withAlpha(UInt8(alpha)))
    }
    if let estimate = run.estimate {
      let x = Float(layout.scaleX(estimate.offset))
      let top = Float(layout.scaleY - layout.tickHeight / 2 - layout.zeroLineOverhang)
      let size = layout.estimateMarkerSize
      canvas.fillPolygon(
        [(x - size, top - 2 * size), (x + size, top - 2 * size), (x, top)], Palette.text)
    }
  }

  private static func drawEstimate(_ run: CalibrationRun, saved: String?, on canvas: Canvas) {
    let layout = CalibrationLayout.self
    let name = run.kind == .audio ? "Audio offset" : "Visual offset"
    let inForce = "now \(signed(run.offsetInForce))"
    if let estimate = run.estimate, let value = run.offsetToSave {
      canvas.drawText(
        "\(name): \(reading(value, confidence: estimate.confidence))",
        x: Canvas.logicalWidth / 2, y: layout.estimateY, size: layout.estimateSize,
        Palette.accent, alignment: .center)
      canvas.drawText(
        "\(inForce); spread \(String(format: "%.1f", estimate.spread.milliseconds)) ms; \(estimate.kept) presses kept, \(estimate.dropped) stray dropped",
        x: Canvas.logicalWidth / 2, y: layout.detailY, size: layout.detailSize, Palette.dimText,
        alignment: .center)
    } else {
      canvas.drawText(
        "\(name): keep pressing (\(inForce))", x: Canvas.logicalWidth / 2, y: layout.estimateY,
        size: layout.estimateSize, Palette.dimText, alignment: .center)
    }
    if let saved {
      canvas.drawText(
        saved, x: Canvas.logicalWidth / 2, y: layout.savedY, size: layout.detailSize,
        Palette.good, alignment: .center)
    }
  }

  /// "+23.4 ms +-2.1 ms (95 %)".
  static func reading(_ value: Nanoseconds, confidence: Nanoseconds) -> String {
    "\(signed(value)) ±\(String(format: "%.1f", confidence.milliseconds)) ms (95 %)"
  }

  /// "+23.4 ms", "-5.0 ms", "+0.0 ms".
  static func signed(_ value: Nanoseconds) -> String {
    String(format: "%+.1f ms", value.milliseconds)
  }

  /// 1 at the beat, falling linearly to 0 after `duration`.
  private static func fade(_ since: Nanoseconds, over duration: Nanoseconds) -> Double {
    guard duration > 0, since < duration else { return 0 }
    return 1 - Double(since) / Double(duration)
  }
}
