/// The passes of a practice run: each made an attempt of its own when its count-in begins,
/// kept on the loop's song time, judged to its end, and recorded for the run's replay.
extension PracticeSession {
  /// Turns the loop's events into effects, starting, syncing and closing passes on the way.
  mutating func run(_ events: [PracticePlayback.Event], now: Nanoseconds) -> [GameEffect] {
    var effects: [GameEffect] = []
    for event in events {
      switch event.effect {
      case .click:
        effects.append(.sound(.click))
      case .passStarted(let number):
        if currentNumber != number || currentStarted {
          concludeCurrent(now: event.at, as: .restarted)
          beginPass(number, from: plan.section.start, soundsAt: event.at, now: event.at)
        }
      case .playSong(let from):
        // A pass resumed after a pause counts in to this instant; then it runs on the song.
        let produced = current?.update(now: event.at)
        effects += passEffects(produced, number: currentNumber)
        current?.follow(songTime: from, at: event.at)
        currentStarted = true
        let position = from + plan.rate.songDuration(ofReal: now - event.at)
        effects.append(.music(.play(.chapterSong, from: position)))
      case .stopSong:
        effects.append(.music(.stop))
      case .passEnded(let number):
        concludeClosing(now: event.at)
        closing = current
        closingNumber = number
        closingStart = currentStart
        current = nil
        currentStarted = false
      case .finished:
        phase = .finished
      }
    }
    if case .countIn(let number, let from, let endsAt) = playback.state, number != currentNumber {
      beginPass(number, from: from, soundsAt: endsAt, now: now)
    }
    return effects
  }

  /// Pass `number` as an attempt over the section from `from`, its song time reading `from`
  /// at media instant `soundsAt` (the count-in's end).
  mutating func beginPass(
    _ number: Int, from: Nanoseconds, soundsAt: Nanoseconds, now: Nanoseconds
  ) {
    currentNumber = number
    currentStart = from
    currentStarted = false
    let playback = ChapterPlayback(
      rate: plan.rate, pitch: plan.pitch, section: plan.section.starting(at: from))
    let context = ChapterContext(
      tuning: tuning, autoAssist: autoAssist, beatMap: map, playback: playback, judge: judge,
      mods: mods)
    let source: ChapterSession.InputSource
    switch inputSource {
    case .player:
      source = .player
    case .scripted(let replaySource, let passes):
      guard passes.indices.contains(number - 1) else {
        current = nil
        return
      }
      source = .scripted(replaySource, passes[number - 1].actions)
    }
    // The rules were checked when the plan's section was made; a section from inside it
    // makes rules without fail.
    current = try? ChapterSession(
      chapter: .firewall, context: context, inputSource: source, audioOffset: audioOffset,
      now: now)
    let songTime = from - plan.rate.songDuration(ofReal: soundsAt - now)
    current?.follow(songTime: songTime, at: now)
  }

  /// Advances the closing pass (late presses on its last notes) and the current one.
  mutating func advancePasses(to now: Nanoseconds) -> [GameEffect] {
    let closed = closing?.update(now: now)
    var effects = passEffects(closed, number: closingNumber)
    if let closing, closing.rules.outcome != .playing || closing.phase != .playing {
      effects += concludeClosing(now: now)
    }
    if current?.phase == .playing {
      let produced = current?.update(now: now)
      effects += passEffects(produced, number: currentNumber)
    }
    return effects
  }

  /// Ends the pass under way (restart, seek, leave); one that never sounded is dropped.
  mutating func concludeCurrent(now: Nanoseconds, as reason: AttemptEnding) {
    guard var session = current else { return }
    current = nil
    guard currentStarted else { return }
    currentStarted = false
    _ = passEffects(session.end(now: now, as: reason), number: currentNumber)
  }

  @discardableResult
  mutating func concludeClosing(now: Nanoseconds) -> [GameEffect] {
    guard var session = closing else { return [] }
    closing = nil
    return passEffects(session.end(now: now, as: .closed), number: closingNumber)
  }

  /// A pass's effects as the loop passes them on: its music is the loop's, its finished
  /// attempt becomes a recorded pass.
  mutating func passEffects(_ effects: [GameEffect]?, number: Int) -> [GameEffect] {
    var kept: [GameEffect] = []
    for effect in effects ?? [] {
      switch effect {
      case .music, .chapterEnded:
        continue
      case .attemptFinished(let replay, let summary):
        record(replay, summary, number: number)
      case .sound, .rumble:
        kept.append(effect)
      }
    }
    return kept
  }

  private mutating func record(_ replay: Replay, _ summary: ChapterSummary, number: Int) {
    passes.append(
      PracticePass(
        number: number, start: replay.playback.section?.start ?? plan.section.start,
        actions: replay.actions, stoppedAt: replay.stoppedAt, ending: replay.ending,
        expected: ExpectedOutcome(summary: summary, replay: replay)))
    results.append(
      PracticePassResult(
        number: number, accuracy: summary.firewall?.accuracy ?? 0, ending: replay.ending,
        figures: summary.firewall))
  }

  /// The whole run as one replay: the section, rate and pitch, and every pass recorded.
  public var replay: Replay {
    let source: Replay.Source
    switch inputSource {
    case .player: source = .live
    case .scripted(let scripted, _): source = scripted
    }
    var replay = Replay(
      chapter: .firewall,
      beatMap: Replay.BeatMapIdentity(title: map.metadata.title, sha256: map.contentHash),
      tuning: tuning, autoAssist: autoAssist,
      playback: ChapterPlayback(rate: plan.rate, pitch: plan.pitch, section: plan.section),
      practice: PracticeRecord(plan: plan, passes: passes), audioOffset: audioOffset,
      source: source, actions: [])
    replay.judge = judge
    replay.mods = mods
    replay.view = view
    return replay
  }

  /// The run's figures: each pass's accuracy, the best one as the headline.
  public func summary() -> ChapterSummary {
    PracticeSummary.summary(of: results, rate: plan.rate)
  }
}
