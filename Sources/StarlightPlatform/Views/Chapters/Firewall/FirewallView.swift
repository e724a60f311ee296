import Foundation
import StarlightCore

/// Draws Chapter 4 from its rules' state: lanes, approaching threats, the firewall line,
/// HUD (score, combo, accuracy, integrity, progress) and judgement flashes.
struct FirewallView: ChapterView {
  /// How long judgement text and lane flashes stay up.
  static let flashDuration = Nanoseconds.milliseconds(350)
  /// The line above the title, made once: the shipped chapter's name, or an imported chart's
  /// artist and difficulty.
  let heading: String
  /// The keys' lines in the right column, clear of the hit error meter at the bottom centre.
  var keysHelp: [String] {
    [
      "\(KeyHints.escape): pause   \(keys.key(.mute)): mute",
      "\(keys.key(.screenshot)): screenshot", "F1: dev overlay",
    ]
  }
  var coverKeysHelp: String { "\(keys.key(.coverDown)) \(keys.key(.coverUp)): lane cover" }
  static let keysHelpY = 636
  static let keysHelpLineHeight = 20

  struct Flash {
    let lane: Int
    let text: String
    let color: Color
    let time: Nanoseconds
  }

  let keyLabels: [String]
  let metadata: BeatMapMetadata
  /// "AUTOPLAY" or "REPLAY" when nobody is playing.
  let sourceLabel: String?
  /// The chart's timing, which the beat-following scroll speeds and snap colours read.
  var tempo = Self.fallbackTempo
  /// How the player wants the lanes drawn (the lane cover changes in play).
  var preferences = ViewPreferences.defaults
  /// The player's keys, named by the hints.
  var keys = KeyHints.defaults

  /// A steady tempo for a view made without a chart's: a constant scroll speed never reads
  /// it, and every note on it is a 4th or finer by its own beat.
  static let fallbackTempo = TempoMap(
    points: [TempoPoint(beat: 0, bpm: 120)], offsetNanoseconds: 0)
  init(
    keyLabels: [String], metadata: BeatMapMetadata, sourceLabel: String?,
    tempo: TempoMap = FirewallView.fallbackTempo, preferences: ViewPreferences = .defaults,
    keys: KeyHints = .defaults
  ) {
    self.keyLabels = keyLabels
    self.metadata = metadata
    self.sourceLabel = sourceLabel
    self.tempo = tempo
    self.preferences = preferences
    self.keys = keys
    let byline = [metadata.artist, metadata.difficulty].filter { !$0.isEmpty }
    heading =
      byline.isEmpty ? "CHAPTER 4  FIREWALL" : byline.joined(separator: "  /  ").uppercased()
  }

  /// The combo drawn in the lanes, and the judgement text, in logical pixels.
  static let fieldComboSize = 36
  static let judgementTextSize = 40

  func draw(_ rules: any ChapterRules, time songTime: Nanoseconds, on canvas: Canvas) {
    guard let run = rules as? FirewallRun else { return }
    let layout = FirewallLayout(laneCount: run.laneCount, view: preferences)
    let scroll = ScrollModel(speed: preferences.scrollSpeed, tempo: tempo, rate: run.rate)
    let flashes = Self.flashes(run)
    canvas.clear(Palette.background)
    drawLanes(run, layout: layout, songTime: songTime, flashes: flashes, on: canvas)
    drawThreats(run, layout: layout, scroll: scroll, songTime: songTime, on: canvas)
    drawCover(layout, on: canvas)
    drawLine(run, layout: layout, on: canvas)
    drawHUD(run, songTime: songTime, on: canvas)
    drawFieldCombo(run, layout: layout, on: canvas)
    drawJudgementText(flashes, layout: layout, songTime: songTime, on: canvas)
  }

  /// The run's recent judgements as lane flashes with their tier's name and colour.
  static func flashes(_ run: FirewallRun) -> [Flash] {
    run.recentJudgements.map { mark in
      let lane = run.notes[mark.noteIndex].lane
      switch mark.judgement {
      case .hit(let tier, _):
        let tiers = run.judge.tiers
        return Flash(
          lane: lane, text: run.windows.tiers[min(tier, tiers.count - 1)].name.uppercased(),
          color: Color(tiers[min(tier, tiers.count - 1)].colour), time: mark.time)
      case .miss where run.notes[mark.noteIndex].kind == .mine:
        return Flash(lane: lane, text: "MINE", color: Palette.bad, time: mark.time)
      case .miss:
        return Flash(
          lane: lane, text: run.judge.missName.uppercased(), color: Palette.bad, time: mark.time)
      }
    }
  }

  private func drawLanes(
    _ run: FirewallRun, layout: FirewallLayout, songTime: Nanoseconds, flashes: [Flash],
    on canvas: Canvas
  ) {
    let (top, height) = layout.lanesSpan
    canvas.fill(
      x: layout.lanesLeft, y: top, width: layout.lanesWidth, height: height, Palette.laneFill)
    for lane in 0...run.laneCount {
      canvas.fill(
        x: layout.laneLeft(lane) - 1, y: top, width: 2, height: height,
        Palette.laneDivider)
    }
    for lane in run.heldLanes {
      canvas.fill(
        x: layout.laneLeft(lane), y: top, width: layout.laneWidth, height: height,
        Palette.heldLane)
    }
    let flashHalf = FirewallLayout.flashHalfHeight
    for flash in flashes where songTime - flash.time < Self.flashDuration {
      let fade = 1 - Double(songTime - flash.time) / Double(Self.flashDuration)
      canvas.fill(
        x: layout.laneLeft(flash.lane), y: layout.lineY - flashHalf,
        width: layout.laneWidth, height: flashHalf * 2,
        flash.color.withAlpha(UInt8(max(0, fade) * 120)))
    }
  }

  /// Sudden or Hidden: the lanes' colour over the notes at the far end or near the line.
  private func drawCover(_ layout: FirewallLayout, on canvas: Canvas) {
    guard let (top, height) = layout.cover else { return }
    canvas.fill(
      x: layout.lanesLeft, y: top, width: layout.lanesWidth, height: height,
      FirewallKindPalette.laneCover)
  }

  /// The firewall (judgement) line and the lanes' key labels beyond it.
  private func drawLine(_ run: FirewallRun, layout: FirewallLayout, on canvas: Canvas) {
    let overhang = FirewallLayout.lineOverhang
    let glow = FirewallLayout.lineGlowHalfHeight
    let core = FirewallLayout.lineCoreHalfHeight
    canvas.fill(
      x: layout.lanesLeft - overhang, y: layout.lineY - glow,
      width: layout.lanesWidth + overhang * 2, height: glow * 2, Palette.firewallGlow)
    canvas.fill(
      x: layout.lanesLeft - overhang, y: layout.lineY - core,
      width: layout.lanesWidth + overhang * 2, height: core * 2, Palette.firewall)
    for lane in 0..<run.laneCount where lane < keyLabels.count {
      canvas.drawText(
        keyLabels[lane], x: layout.laneCenter(lane), y: layout.keyLabelY, size: layout.labelSize,
        Palette.dimText, alignment: .center)
    }
  }

  private func drawHUD(_ run: FirewallRun, songTime: Nanoseconds, on canvas: Canvas) {
    let left = 40
    // The map's own name: the shipped chapter is "Firewall", an imported chart its song.
    canvas.drawText(heading, x: left, y: 30, size: 16, Palette.dimText)
    let layout = FirewallLayout(laneCount: run.laneCount, view: preferences)
    let title = layout.fittedTitle(metadata.title, left: left)
    canvas.drawText(title.text, x: left, y: 52, size: title.size, Palette.text)
    canvas.drawText("SCORE", x: left, y: 120, size: 16, Palette.dimText)
    canvas.drawText("\(run.scoring.score)", x: left, y: 140, size: 40, Palette.text)
    canvas.drawText("COMBO", x: left, y: 210, size: 16, Palette.dimText)
    canvas.drawText("\(run.scoring.combo)", x: left, y: 230, size: 40, Palette.accent)
    canvas.drawText(
      run.judge.scoring.accuracyName.uppercased(), x: left, y: 300, size: 16, Palette.dimText)
    let accuracy = run.scoring.accuracy * 100
    canvas.drawText(
      FixedPointText.text(accuracy, decimals: 2) + "%", x: left, y: 320, size: 28, Palette.text)
    if let ex = run.scoring.exAccuracy {
      canvas.drawText(
        "EX " + FixedPointText.text(ex * 100, decimals: 2) + "%", x: left, y: 354, size: 20,
        Palette.accent)
    }
    canvas.drawText(
      "JUDGE  \(run.judge.name.uppercased())", x: left, y: 86, size: 14, Palette.dimText)
    if run.autoAssist {
      canvas.drawText("AUTO-ASSIST ON", x: left, y: 380, size: 20, Palette.good)
      canvas.drawText(
        "outer window ±\(run.windows.outerEdge / Nanoseconds.perMillisecond) ms", x: left, y: 406,
        size: 16,
        Palette.dimText)
    }
    if let sourceLabel {
      canvas.drawText(sourceLabel, x: left, y: 450, size: 20, Palette.accent)
    }

    let barX = Canvas.logicalWidth - 260
    // The story's firewall, or outside it a player's life bar, named as such.
    canvas.drawText(Self.barLabel(run), x: barX, y: 120, size: 16, Palette.dimText)
    let fraction = Self.barFraction(run)
    canvas.fill(x: barX, y: 144, width: 220, height: 20, Palette.barBackground)
    canvas.fill(
      x: barX, y: 144, width: Int(220 * fraction), height: 20,
      fraction > 0.3 ? Palette.firewall : Palette.bad)
    canvas.drawText(
      "\(Int((fraction * 100).rounded(.down)))%", x: barX, y: 170, size: 20, Palette.text)

    let songEnd = run.lastJudgementTime ?? 0
    let progress = songEnd > 0 ? min(1, max(0, Double(songTime) / Double(songEnd))) : 0
    canvas.fill(
      x: 0, y: 0, width: Canvas.logicalWidth, height: FirewallLayout.progressBarHeight,
      Palette.barBackground)
    canvas.fill(
      x: 0, y: 0, width: Int(Double(Canvas.logicalWidth) * progress),
      height: FirewallLayout.progressBarHeight,
      Palette.accent)
    canvas.drawText(
      "\(run.resolvedCount)/\(run.playableCount) notes", x: barX, y: 220, size: 16, Palette.dimText)
    // Mirror, Random and No-fail are said while they are in force, not only on the result.
    if !run.mods.isNone {
      canvas.drawText("MODS", x: barX, y: 250, size: 14, Palette.dimText)
      let mods = TextFitting.shortened(run.mods.labels.joined(separator: ", ").uppercased()) {
        canvas.textWidth($0, size: 14) <= Canvas.logicalWidth - barX - 8
      }
      canvas.drawText(mods, x: barX, y: 268, size: 14, Palette.accent)
    }
    // The cover's keys are said only while there is a cover to move.
    let help = keysHelp + (preferences.laneCover == .off ? [] : [coverKeysHelp])
    for (index, line) in help.enumerated() {
      canvas.drawText(
        line, x: barX, y: Self.keysHelpY + index * Self.keysHelpLineHeight, size: 16,
        Palette.dimText)
    }
  }

  /// The bar's name: the story's firewall integrity, or outside the story a player's life.
  static func barLabel(_ run: FirewallRun) -> String { run.configuration.failure.barName }

  /// How full the integrity (or life) bar is, 0...1.
  static func barFraction(_ run: FirewallRun) -> Double {
    Double(run.integrity) / Double(max(1, run.configuration.integrityCap))
  }

  private func drawJudgementText(
    _ flashes: [Flash], layout: FirewallLayout, songTime: Nanoseconds, on canvas: Canvas
  ) {
    guard let latest = flashes.last, songTime - latest.time < Self.flashDuration else { return }
    canvas.drawText(
      latest.text, x: layout.lanesLeft + layout.lanesWidth / 2,
      y: layout.y(atPercent: preferences.judgementTextPercent) - Self.judgementTextSize / 2,
      size: Self.judgementTextSize, latest.color, alignment: .center)
  }

  /// The combo in the lanes, where the player put it (the HUD column shows it too).
  private func drawFieldCombo(_ run: FirewallRun, layout: FirewallLayout, on canvas: Canvas) {
    guard run.scoring.combo > 0 else { return }
    canvas.drawText(
      "\(run.scoring.combo)", x: layout.lanesLeft + layout.lanesWidth / 2,
      y: layout.y(atPercent: preferences.comboPercent) - Self.fieldComboSize / 2,
      size: Self.fieldComboSize, FirewallKindPalette.fieldCombo, alignment: .center)
  }
}
