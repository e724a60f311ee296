/// Recording judgements: per note, into the score and integrity, and for the view's flashes.
extension FirewallRun {
  mutating func judgeHead(noteIndex: Int, as judgement: Judgement, effects: inout [GameEffect]) {
    judgements[noteIndex] = judgement
    mark(noteIndex: noteIndex, isTail: false, judgement)
    let isHold = notes[noteIndex].isHold
    apply(
      judgement, of: noteIndex,
      as: isHold && judge.judgesHoldAsOne ? .holdStart(judgement) : .tap(judgement),
      change: configuration.integrityChange(judgement, isTail: false, headMissed: false),
      effects: &effects)
    guard isHold else {
      resolvedCount += 1
      return
    }
    // No head, no hold (unless the judge lets the hold be taken up yet).
    if judgement.isMiss, outcome == .playing {
      holdHeadMissed(noteIndex: noteIndex, effects: &effects)
    }
  }

  mutating func judgeTail(noteIndex: Int, as judgement: Judgement, effects: inout [GameEffect]) {
    tailJudgements[noteIndex] = judgement
    resolvedCount += 1
    mark(noteIndex: noteIndex, isTail: true, judgement)
    // A hold whose head was missed has paid for it once; its tail costs nothing more
    // (StepMania's `HNS_Missed`). A hold judged as one paid nothing at its head.
    let headMissed = judgements[noteIndex]?.isMiss == true && !judge.judgesHoldAsOne
    apply(
      judgement, of: noteIndex,
      as: judge.holds.tailEvent(judgement),
      change: configuration.integrityChange(judgement, isTail: true, headMissed: headMissed),
      effects: &effects)
  }

  /// Score, integrity (by `change`; nil: nothing, not even the buzz), sound and rumble for
  /// one judgement, head or tail. The head of a hold judged as one only sounds: its
  /// judgement comes at the end.
  mutating func apply(
    _ judgement: Judgement, of noteIndex: Int, as event: JudgeScore.Event, change: Int?,
    effects: inout [GameEffect]
  ) {
    score(event, of: noteIndex)
    if !judgement.isMiss {
      effects.append(.sound(.shieldImpact))
      effects.append(.rumble(.start(.thud, handle: nil)))
    }
    guard event != .holdStart(judgement), let change else { return }
    if change > 0 {
      integrity = min(configuration.integrityCap, integrity + change)
    } else if change < 0 || judgement.isMiss {
      // A miss buzzes even when the tuning makes it cost nothing.
      drain(-change, effects: &effects)
    }
  }

  /// Scores `event` of note `noteIndex`, made in the current input frame, in the order the
  /// judge scores a frame's judgements.
  mutating func score(_ event: JudgeScore.Event, of noteIndex: Int) {
    frameScores.record(
      event, note: noteIndex, frame: judgingFrame, into: &settledScore, rules: judge)
  }

  /// Integrity lost, with the miss buzz; at zero the run fails (under No-fail it goes on).
  mutating func drain(_ amount: Int, effects: inout [GameEffect]) {
    integrity = max(0, integrity - amount)
    effects.append(
      .rumble(
        .transient(
          intensity: configuration.missRumbleIntensity,
          sharpness: configuration.missRumbleSharpness)))
    if integrity == 0, mods.noFail { failedUnderNoFail = true }
    if integrity == 0, !mods.noFail {
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
