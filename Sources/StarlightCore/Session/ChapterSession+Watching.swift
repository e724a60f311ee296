extension ChapterSession {
  /// A recorded attempt played again on the media clock, as `replay FILE` and Free Play's
  /// replay list watch it: the same session, rules and effects as live play, fed the
  /// recorded actions and the overlay's recorded tuning changes (as `ReplaySimulator` is).
  /// A replay made on another map than `beatMap` is refused, as re-simulating refuses it.
  public init(watching replay: Replay, beatMap: BeatMap?, now: Nanoseconds)
    throws(ReplayMismatch)
  {
    try ReplayMismatch.check(replay, beatMap: beatMap)
    do {
      try self.init(
        chapter: replay.chapter, context: replay.context(beatMap: beatMap),
        inputSource: .scripted(replay.source, replay.actions),
        tuningChanges: replay.tuningChanges, now: now)
    } catch {
      throw .setup(error.message)
    }
  }
}
