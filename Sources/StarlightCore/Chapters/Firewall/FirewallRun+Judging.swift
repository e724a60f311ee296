/// Recording judgements: per note, into the score and integrity, and for the view's flashes.
extension FirewallRun {
  mutating func judgeHead(noteIndex: Int, as judgement: Judgement, effects: inout [GameEffect]) {
    judgements[noteIndex] = judgement
    mark(noteIndex: noteIndex, isTail: false, judgement)
    apply(judgement, effects: &effects)
    guard notes[noteIndex].isHold else {
      resolvedCount += 1
      return
    }
    // No head, no hold: the tail goes with it.
    if judgement.isMiss, outcome == .playing {
      judgeTail(noteIndex: noteIndex, as: .miss, effects: &effects)
    }
  }

  mutating func judgeTail(noteIndex: Int, as judgement: Judgement, effects: inout [GameEffect]) {
    tailJudgements[noteIndex] = judgement
    resolvedCount += 1
    mark(noteIndex: noteIndex, isTail: true, judgement)
    apply(judgement, effects: &effects)
  }

  /// Score, integrity, sound and rumble for one judgement, head or tail.
  mutating func apply(_ judgement: Judgement, effects: inout [GameEffect]) {
    scoring.record(judgement, windows: windows)
    switch judgement {
    case .hit:
      integrity = min(configuration.maxIntegrity, integrity + configuration.blockRestore)
      effects.append(.sound(.shieldImpact))
      effects.append(.rumble(.start(.thud, handle: nil)))
    case .miss:
      drain(configuration.missDrain, effects: &effects)
    }
  }

  /// Integrity lost, with the miss buzz; at zero the run fails.
  mutating func drain(_ amount: Int, effects: inout [GameEffect]) {
    integrity = max(0, integrity - amount)
    effects.append(
      .rumble(
        .transient(
          intensity: configuration.missRumbleIntensity,
          sharpness: configuration.missRumbleSharpness)))
    if integrity == 0 {
      outcome = .failed
      endTime = now
      effects.append(.chapterEnded(.firewall, .failed))
    }
  }

  mutating func mark(noteIndex: Int, isTail: Bool, _ judgement: Judgement) {
    recentJudgements.append(
      JudgedMark(noteIndex: noteIndex, isTail: isTail, judgement: judgement, time: now))
    if recentJudgements.count > Self.recentJudgementLimit {
      recentJudgements.removeFirst(recentJudgements.count - Self.recentJudgementLimit)
    }
  }
}
