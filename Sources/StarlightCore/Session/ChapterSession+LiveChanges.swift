/// What the dev overlay changes during an attempt: the tuning and the audio offset, each put
/// in force from the instant it is made and recorded for the replay.
extension ChapterSession {
  /// Puts `new` in force from this instant (or where play stands, while paused) and records
  /// the change for the replay; refused, with the reasons, when it is unsound or changes
  /// Chapter 4's tiers mid-run.
  public mutating func retune(_ new: Tuning, now: Nanoseconds) -> [String] {
    let problems = TuningEdit.problems(replacing: tuning, with: new)
    guard problems.isEmpty else { return problems }
    guard new != tuning else { return [] }
    let change = TuningChange(
      time: max(stepper.rules.now, judgingTime(at: now)), tuning: new)
    tuning = new
    tuningChanges.append(change)
    stepper.enqueue([change])
    return []
  }

  /// Puts `offset` in force from this instant (where play stands, while paused), so the
  /// next press is judged under it; refused, with the reason, when out of range. A chapter
  /// that plays no song of its own, or scripted input, takes no offset.
  public mutating func setAudioOffset(_ offset: Nanoseconds, now: Nanoseconds) -> [String] {
    let problems = PlayerOffsets.problems(PlayerOffsets(audio: offset))
    guard problems.isEmpty else { return problems }
    // A bot's or a replay's presses were made for the offset they were recorded under.
    guard playsOwnSong, inputSource == .player, offset != audioOffset else { return [] }
    let time = max(stepper.rules.now, judgingTime(at: now))
    audioOffset = offset
    judgingFloor = time
    audioOffsetChanges.append(AudioOffsetChange(time: time, offset: offset))
    return []
  }

  /// The audio offsets this attempt has been judged under.
  public var audioOffsets: AudioOffsetTimeline {
    AudioOffsetTimeline(initial: startingAudioOffset, changes: audioOffsetChanges)
  }

  /// Goes on from a pause at media instant `resumeAt` exactly (a practice loop's count-in
  /// ends there), rather than after the story's own count-in.
  public mutating func resume(at resumeAt: Nanoseconds) {
    guard case .paused = phase else { return }
    phase = .countIn(resumeAt: resumeAt)
  }
}
