extension FirewallRun {
  /// The instant the next due event holds (a head's window passed, a tail, a tick, a
  /// mine), from the same search `advance` makes; nil once the run is over or nothing is
  /// left that time alone decides.
  public var nextDueTime: Nanoseconds? {
    guard outcome == .playing else { return nil }
    // Nothing left to play (a section with no notes): the next advance clears the run.
    guard resolvedCount < playableCount else { return now }
    // The search is mutating only to spare `advance` a copy; a copy here costs one per
    // judging wake.
    var probe = self
    return probe.nextDue(by: .max)?.at
  }
}
