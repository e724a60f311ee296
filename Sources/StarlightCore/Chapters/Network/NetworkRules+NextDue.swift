extension NetworkRules {
  /// Nothing moves between inputs (see `advance`): what time alone decides is an input
  /// waiting for its tick and the time limit. The live judging thread sleeps until then
  /// instead of waking for every 1 ms step (1,000 wakes a second at a real-time priority,
  /// each taking a core from drawing); nil once the attempt is over.
  public var nextDueTime: Nanoseconds? {
    guard outcome == .playing else { return nil }
    return min(inputs.nextBoundary ?? maxDuration, maxDuration)
  }
}
