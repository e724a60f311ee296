import Foundation
import StarlightCore

/// The practice HUD in Chapter 4's right column: the plan, the loop number, each pass's
/// accuracy (the last ones, with the best marked) so improvement shows, and what comes next
/// (the count-in's beats, the gap's seconds).
enum PracticeHUDView {
  static let left = Canvas.logicalWidth - 260
  /// Below Chapter 4's integrity bar and note count.
  static let top = 260
  static let lineHeight = 24
  /// Passes listed; older ones scroll off the top.
  static let listedPasses = 12

  static func draw(_ session: PracticeSession, now: Nanoseconds, on canvas: Canvas) {
    var y = top
    canvas.drawText("PRACTICE", x: left, y: y, size: 16, Palette.accent)
    y += lineHeight
    for line in planLines(session.plan, map: session.map) {
      canvas.drawText(line, x: left, y: y, size: 16, Palette.dimText)
      y += lineHeight
    }
    let loops: String
    switch session.plan.loops {
    case .times(let count): loops = "\(count)"
    case .forever: loops = "forever"
    }
    canvas.drawText("LOOP \(session.passNumber) / \(loops)", x: left, y: y, size: 24, Palette.text)
    y += lineHeight + 10
    if let status = status(session, now: now) {
      canvas.drawText(status, x: left, y: y, size: 18, Palette.accent)
    }
    y += lineHeight + 6
    let best = session.results.map(\.accuracy).max()
    for result in session.results.suffix(listedPasses) {
      let text =
        "Pass \(result.number)  \(PracticeSummary.percent(result.accuracy))"
        + (result.ending?.isAbandoned == true ? "  (stopped)" : "")
      canvas.drawText(
        text, x: left, y: y, size: 18, result.accuracy == best ? Palette.good : Palette.text)
      y += lineHeight
    }
  }

  /// "beats 16-32" and "1.25x, pitch kept", short enough for the column.
  static func planLines(_ plan: PracticePlan, map: BeatMap) -> [String] {
    let start = BeatLocator.lastWholeBeat(atOrBefore: plan.section.start, in: map)
    let end = BeatLocator.firstWholeBeat(atOrAfter: plan.section.end, in: map)
    let pitch = plan.pitch == .kept ? "pitch kept" : "pitch follows"
    return ["beats \(start)-\(end)", "\(plan.rate), \(pitch)"]
  }

  /// The pause menu's lines: the plan, and where the pass goes on from (Left/Right seek).
  static func menuLines(_ session: PracticeSession) -> [String] {
    var lines = [planLine(session.plan, map: session.map)]
    if let at = session.pausedPosition {
      let beat = BeatLocator.lastWholeBeat(atOrBefore: at, in: session.map)
      lines.append(
        String(
          format: "goes on from beat %d (%.2f s)   Left/Right: seek a measure", beat,
          Double(at) / 1e9))
    }
    return lines
  }

  /// The plan in one line, for the pause menu.
  static func planLine(_ plan: PracticePlan, map: BeatMap) -> String {
    planLines(plan, map: map).joined(separator: "   ")
  }

  /// What the loop is doing between notes: counting in, or resting in the gap.
  static func status(_ session: PracticeSession, now: Nanoseconds) -> String? {
    switch session.playback.state {
    case .countIn(_, _, let endsAt):
      let beats = (endsAt - now + session.playback.beat - 1) / max(1, session.playback.beat)
      return "count-in \(max(1, beats))"
    case .gap(_, let endsAt):
      return
        "next pass in \(FixedPointText.text(Double(max(0, endsAt - now)) / 1e9, decimals: 1)) s"
    case .paused(.gap):
      return "held"
    case .finished:
      return "all loops played"
    case .idle, .playing, .paused:
      return nil
    }
  }

  /// Every loop played: the passes side by side, and what Enter and Esc do.
  static func drawFinished(_ session: PracticeSession, keys: KeyHints, on canvas: Canvas) {
    let summary = session.summary()
    MenuOverlay.draw(
      title: "Practice done",
      lines: [summary.headline]
        + summary.details.suffix(listedPasses).map {
          "\($0.label): \($0.value)"
        }, items: ["\(keys.key(.confirm)): change section", "\(KeyHints.escape): leave"],
      selected: "", on: canvas)
  }
}
