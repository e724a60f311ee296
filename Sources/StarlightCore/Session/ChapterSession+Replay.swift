/// What an attempt leaves behind: its replay (everything its rules were made from, and
/// every action) and its figures, handed on when it ends.
extension ChapterSession {
  /// The replay of the attempt in progress.
  public var currentReplay: Replay {
    let actions: [PlayerAction]
    let source: Replay.Source
    switch inputSource {
    case .player:
      actions = recordedActions
      source = .live
    case .scripted(let scriptedSource, let scripted):
      actions = scripted
      source = scriptedSource
    }
    var replay = Replay(
      chapter: chapter,
      beatMap: context.beatMap.map {
        Replay.BeatMapIdentity(title: $0.metadata.title, sha256: $0.contentHash)
      },
      tuning: context.tuning, autoAssist: context.autoAssist, seed: context.seed,
      playback: context.playback, audioOffset: startingAudioOffset, source: source,
      actions: actions, stoppedAt: stoppedAt,
      tuningChanges: tuningChanges, audioOffsetChanges: audioOffsetChanges, ending: ending)
    replay.judge = context.judge
    replay.failure = context.failure
    replay.mods = context.mods
    replay.view = view
    return replay
  }

  public func summary() -> ChapterSummary { stepper.rules.summary() }

  func finishedAttempt() -> GameEffect {
    .attemptFinished(currentReplay, stepper.rules.summary())
  }
}
