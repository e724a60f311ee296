import Foundation
import StarlightCore

/// Draws Chapter 4's hit error meter: the tiers' bands to scale with the on-time line, a
/// tick per recent hit (blue early, orange late) fading with age, the running mean as a
/// marker; in the left column a live histogram of the run's errors, mean, median, standard
/// deviation, unstable rate, early and late counts per tier, and the suggested audio offset.
enum HitErrorMeterView {
  typealias Layout = HitErrorMeterLayout

  static func draw(
    _ meter: HitErrorMeter, laneCount: Int, overlayOpen: Bool,
    direction: ViewPreferences.Direction = .down, on canvas: Canvas
  ) {
    drawBar(meter, top: Layout.barY(direction), on: canvas)
    drawHistogram(meter, width: Layout.columnWidth(laneCount: laneCount), on: canvas)
    drawFigures(meter, overlayOpen: overlayOpen, on: canvas)
  }

  private static func drawBar(_ meter: HitErrorMeter, top: Int, on canvas: Canvas) {
    let outer = meter.windows.outerEdge
    canvas.fill(
      x: Layout.barLeft, y: top, width: Layout.barWidth, height: Layout.barHeight,
      DevOverlayPalette.meterBackground)
    // Outermost first, so each inner band is drawn over the wider one.
    for (index, tier) in meter.windows.tiers.enumerated().reversed() {
      let left = Layout.x(of: -tier.halfWidth, outerEdge: outer)
      let right = Layout.x(of: tier.halfWidth, outerEdge: outer)
      let inset = Layout.barHeight / 4
      canvas.fill(
        x: Int(left), y: top + inset, width: Int(right - left),
        height: Layout.barHeight - 2 * inset,
        tierColor(index).withAlpha(DevOverlayPalette.bandAlpha))
    }
    let centre = Int(Layout.x(of: 0, outerEdge: outer))
    canvas.fill(
      x: centre - 1, y: top - 2, width: 2, height: Layout.barHeight + 4,
      DevOverlayPalette.centreLine)
    for tick in meter.ticks {
      let color = tick.offset < 0 ? DevOverlayPalette.early : DevOverlayPalette.late
      let alpha = UInt8(max(0, min(1, 1 - tick.age)) * 255)
      canvas.fill(
        x: Int(Layout.x(of: tick.offset, outerEdge: outer)) - Layout.tickWidth / 2, y: top,
        width: Layout.tickWidth, height: Layout.barHeight, color.withAlpha(alpha))
    }
    if let mean = meter.runningMean {
      let x = Layout.x(of: mean, outerEdge: outer)
      let y = Float(top + Layout.barHeight + 1)
      let size = Layout.meanMarkerSize
      canvas.fillPolygon([(x, y), (x + size, y + size), (x - size, y + size)], Palette.accent)
    }
    canvas.drawText(
      "EARLY", x: Layout.barLeft - Layout.labelGap, y: top, size: Layout.textSize,
      DevOverlayPalette.early, alignment: .right)
    canvas.drawText(
      "LATE", x: Layout.barLeft + Layout.barWidth + Layout.labelGap, y: top,
      size: Layout.textSize, DevOverlayPalette.late)
  }

  private static func drawHistogram(_ meter: HitErrorMeter, width: Int, on canvas: Canvas) {
    let histogram = meter.histogram
    canvas.drawText(
      "HIT ERRORS  \(meter.statistics.count) hits", x: Layout.columnX, y: Layout.titleY,
      size: Layout.textSize, Palette.dimText)
    let bottom = Layout.histogramY + Layout.histogramHeight
    canvas.fill(
      x: Layout.columnX, y: Layout.histogramY, width: width, height: Layout.histogramHeight,
      DevOverlayPalette.meterBackground)
    let bins = histogram.counts.count
    let peak = max(1, histogram.peak)
    for (index, count) in histogram.counts.enumerated() where count > 0 {
      let left = Layout.columnX + index * width / bins
      let right = Layout.columnX + (index + 1) * width / bins
      let height = max(1, count * Layout.histogramHeight / peak)
      let centre = histogram.centre(of: index)
      let color =
        centre < 0 ? DevOverlayPalette.early : centre > 0 ? DevOverlayPalette.late : Palette.text
      canvas.fill(
        x: left, y: bottom - height, width: max(1, right - left - 1), height: height, color)
    }
    canvas.fill(
      x: Layout.columnX + width / 2, y: Layout.histogramY, width: 1,
      height: Layout.histogramHeight, DevOverlayPalette.centreLine)
  }

  private static func drawFigures(_ meter: HitErrorMeter, overlayOpen: Bool, on canvas: Canvas) {
    let statistics = meter.statistics
    var lines: [(String, Color)] = [
      (
        "mean \(signed(statistics.mean))  median \(signed(statistics.median)) ms",
        Palette.text
      ),
      (
        "SD \(plain(statistics.standardDeviation)) ms  UR \(plain(statistics.unstableRate))",
        Palette.text
      ),
    ]
    for tier in statistics.tiers.prefix(Layout.listedTiers) {
      lines.append(("\(tier.name)  early \(tier.early)  late \(tier.late)", Palette.dimText))
    }
    if let suggested = meter.suggestedAudioOffset {
      lines.append(
        (
          "audio offset \(signed(meter.audioOffset.milliseconds)) -> \(signed(suggested.milliseconds)) ms",
          Palette.accent
        ))
      lines.append(
        (
          overlayOpen ? "O: apply (from the next press)" : "F1, O: apply (next press)",
          Palette.accent
        ))
    }
    for (index, line) in lines.enumerated() {
      canvas.drawText(
        line.0, x: Layout.columnX, y: Layout.figuresY + index * Layout.lineHeight,
        size: Layout.textSize, line.1)
    }
  }

  static func tierColor(_ index: Int) -> Color {
    Palette.tierColors[min(index, Palette.tierColors.count - 1)]
  }

  static func signed(_ value: Double?) -> String {
    guard let value else { return "-" }
    return FixedPointText.text(value, decimals: 1, signed: true)
  }

  static func plain(_ value: Double?) -> String {
    guard let value else { return "-" }
    return FixedPointText.text(value, decimals: 1)
  }
}
