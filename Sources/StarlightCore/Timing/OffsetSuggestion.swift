/// The audio offset a finished (or running) attempt suggests, by osu!'s rule: once enough
/// presses were judged, the offset in force plus their median error.
///
/// Sign convention: the audio offset is how late the player hears the music; the game takes
/// it off every press before judging. A player whose presses land a median 12 ms late
/// (error +12 ms) under offset 0 is hearing the music 12 ms late: the suggestion is +12 ms,
/// and with it the same presses would be judged on time.
public enum OffsetSuggestion {
  public static func audioOffset(
    errors: [Nanoseconds], current: Nanoseconds, minimumHits: Int
  ) -> Nanoseconds? {
    guard errors.count >= max(1, minimumHits),
      let median = HitErrorStatistics.median(errors.map(Double.init))
    else { return nil }
    return current + Nanoseconds(median.rounded())
  }
}
