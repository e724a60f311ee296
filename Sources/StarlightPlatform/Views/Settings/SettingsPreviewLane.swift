import StarlightCore

/// The Gameplay page's live preview: four lanes with a looping 120-BPM pattern scrolled by
/// `ScrollModel` at the chosen speed, in the chosen direction, with the judgement line at
/// its height, notes coloured by lane or by snap, the lane cover, and where the combo and
/// judgement text sit (snap colours are Chapter 4's own), the word there the chosen judge's
/// tiers in turn (`PreviewJudgement`). Driven by the scene's time, so it moves only as the
/// host's clock does.
enum SettingsPreviewLane {
  typealias S = SettingsStyle

  static let tempo = TempoMap(
    points: [TempoPoint(beat: 0, bpm: S.previewBPM)], offsetNanoseconds: 0)

  static func draw(
    _ view: ViewPreferences, judge: JudgeID?, songTime: Nanoseconds, on canvas: Canvas
  ) {
    let panelHeight = S.previewHeight + 72
    StoryChrome.panel(
      x: S.sideLeft, y: S.rowsTop, width: S.sideWidth, height: panelHeight, on: canvas)
    canvas.drawText(
      "PREVIEW  \(view.scrollSpeed.text)", x: S.sideLeft + 16, y: S.rowsTop + 10, size: 16,
      StoryPalette.titleGlow)
    let laneWidth = S.previewLaneWidth * view.laneWidthPercent / 100
    let fieldWidth = laneWidth * S.previewLanes
    let fieldLeft = S.sideLeft + (S.sideWidth - fieldWidth) / 2
    let top = S.previewTop
    let bottom = top + S.previewHeight
    canvas.fill(x: fieldLeft, y: top, width: fieldWidth, height: S.previewHeight, Palette.laneFill)
    for lane in 1..<S.previewLanes {
      canvas.fill(
        x: fieldLeft + lane * laneWidth, y: top, width: 1, height: S.previewHeight,
        Palette.laneDivider)
    }
    let down = view.direction == .down
    let lineOffset = S.previewHeight * view.judgementLinePercent / 100
    let lineY = down ? bottom - lineOffset : top + lineOffset
    // The lane's visible length: from the line to the far end.
    let travel = down ? lineY - top : bottom - lineY
    func y(atShare share: Double) -> Int {
      down ? lineY - Int(share * Double(travel)) : lineY + Int(share * Double(travel))
    }
    let model = ScrollModel(speed: view.scrollSpeed, tempo: tempo)
    let loop = tempo.time(ofBeat: S.previewLoopBeats)
    let firstLoop = songTime / max(1, loop) - 1
    // Enough loops to fill the slowest lane the ranges allow (25 beats at x0.25).
    for cycle in firstLoop...(firstLoop + 8) {
      for note in S.previewPattern {
        let beat = Double(cycle) * S.previewLoopBeats + note.beat
        let time = tempo.time(ofBeat: beat)
        let share = model.distance(noteTime: time, noteBeat: beat, at: songTime)
        let noteY = y(atShare: share)
        // Only notes wholly inside the lanes.
        guard noteY - S.previewNoteHeight / 2 >= top, noteY + S.previewNoteHeight / 2 <= bottom
        else { continue }
        let color =
          view.noteColours == .snap
          ? FirewallSnapPalette.body(NoteSnap(beat: note.beat))
          : S.laneColors[note.lane % S.laneColors.count]
        canvas.fill(
          x: fieldLeft + note.lane * laneWidth + 4, y: noteY - S.previewNoteHeight / 2,
          width: laneWidth - 8, height: S.previewNoteHeight, color)
      }
    }
    canvas.fill(x: fieldLeft - 6, y: lineY - 2, width: fieldWidth + 12, height: 4, S.line)
    drawCover(
      view, lineY: lineY, travel: travel, down: down, fieldLeft: fieldLeft,
      fieldWidth: fieldWidth, on: canvas)
    let centre = fieldLeft + fieldWidth / 2
    canvas.drawText(
      "\(S.previewCombo)", x: centre, y: y(atShare: Double(view.comboPercent) / 100) - 12,
      size: 22, StoryPalette.text, alignment: .center)
    let word = judgement(judge, songTime: songTime)
    canvas.drawText(
      word.name, x: centre, y: y(atShare: Double(view.judgementTextPercent) / 100) - 10,
      size: 18, Color(word.colour), alignment: .center)
    canvas.drawText(
      down ? "Downscroll" : "Upscroll", x: S.sideLeft + 16, y: bottom + 14, size: 14,
      StoryPalette.dimText)
    canvas.drawText(
      view.noteColours == .snap ? "Snap colours" : "Lane colours", x: S.sideLeft + S.sideWidth - 16,
      y: bottom + 14, size: 14, StoryPalette.dimText, alignment: .right)
  }

  /// The judgement word at `songTime`: the next of the judge's tiers each loop.
  static func judgement(_ judge: JudgeID?, songTime: Nanoseconds) -> PreviewJudgement {
    let loop = tempo.time(ofBeat: S.previewLoopBeats)
    return PreviewJudgement.shown(judge: judge, loop: Int(songTime / max(1, loop)))
  }

  /// Sudden hides the far end of the lanes, Hidden the part near the line.
  private static func drawCover(
    _ view: ViewPreferences, lineY: Int, travel: Int, down: Bool, fieldLeft: Int,
    fieldWidth: Int, on canvas: Canvas
  ) {
    guard view.laneCover != .off else { return }
    let covered = travel * view.laneCoverPercent / 100
    let farEnd = down ? lineY - travel : lineY + travel
    let start: Int
    switch (view.laneCover, down) {
    case (.sudden, true): start = farEnd
    case (.sudden, false): start = farEnd - covered
    case (.hidden, true): start = lineY - covered
    default: start = lineY
    }
    canvas.fill(x: fieldLeft, y: start, width: fieldWidth, height: covered, S.cover)
  }
}
