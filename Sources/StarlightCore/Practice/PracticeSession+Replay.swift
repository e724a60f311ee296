/// A practice replay played again through the loop itself: its section, rate, gap and
/// count-in, and each recorded pass's actions in turn (watched in the window, or rendered
/// to audio). Each pass is judged by its own `ChapterSession`, as the live pass was.
extension PracticeSession {
  public init(replaying replay: Replay, map: BeatMap) throws(ReplayMismatch) {
    try ReplayMismatch.check(replay, beatMap: map)
    guard let record = replay.practice, let section = replay.playback.section,
      !record.passes.isEmpty
    else { throw .setup("the replay holds no practice pass") }
    let plan: PracticePlan
    do {
      plan = try PracticePlan(
        section: PracticeSection(from: section.start, to: section.end, in: map),
        loops: .times(record.passes.count), gap: record.gap, countInBeats: record.countInBeats,
        rate: replay.playback.rate, pitch: replay.playback.pitch)
    } catch {
      throw .setup(error.message)
    }
    self.init(
      plan: plan, map: map, tuning: replay.tuning, autoAssist: replay.autoAssist,
      audioOffset: replay.audioOffset, judge: replay.judge, mods: replay.mods,
      inputSource: .scripted(replay.source, record.passes))
    view = replay.view
  }

  /// Every pass has been played and judged (the loop's last gap and stops are over).
  public var hasJudgedEveryPass: Bool {
    phase == .finished && closing == nil
  }
}
