/// Writes the presses a perfect player would make, optionally shifted by a constant
/// offset and spread by seeded normal jitter (for testing a chart against a human-like
/// spread that is still reproducible).
public struct Autoplay: Sendable {
  /// How long the bot holds a lane (past a hold note's tail), unless the next note in it
  /// comes sooner.
  public static let holdDuration = Nanoseconds.milliseconds(60)

  public var offset: Nanoseconds
  public var jitterStandardDeviation: Nanoseconds
  public var seed: UInt64

  public init(offset: Nanoseconds = 0, jitterStandardDeviation: Nanoseconds = 0, seed: UInt64 = 0) {
    self.offset = offset
    self.jitterStandardDeviation = jitterStandardDeviation
    self.seed = seed
  }

  public func actions(for notes: [TimedNote]) -> [PlayerAction] {
    var random = SplitMix64(seed: seed)
    var nextInLane: [Int: Nanoseconds] = [:]
    var releaseLimit = Array(repeating: Nanoseconds.max, count: notes.count)
    for note in notes.reversed() {
      releaseLimit[note.index] = nextInLane[note.lane] ?? .max
      nextInLane[note.lane] = note.time
    }
    var events: [PlayerAction] = []
    for note in notes {
      var press = note.time + offset
      if jitterStandardDeviation > 0 {
        press += Nanoseconds((random.nextGaussian() * Double(jitterStandardDeviation)).rounded())
      }
      // A hold note is held through its tail; either way the lane is up again well before
      // the next note in it.
      let end = note.endTime ?? note.time
      let gapToNext =
        releaseLimit[note.index] == .max
        ? Self.holdDuration * 2 : releaseLimit[note.index] - end
      let hold = max(1, min(Self.holdDuration, gapToNext / 2))
      let release = note.isHold ? max(press + 1, end + offset + hold) : press + hold
      events.append(PlayerAction(time: press, lane: note.lane, action: .press))
      events.append(PlayerAction(time: release, lane: note.lane, action: .release))
    }
    return events.sorted(by: PlayerAction.precedes)
  }

  /// The bot's replay of `beatMap` (of its section, in practice) at the playback's rate.
  public func replay(
    for beatMap: BeatMap, tuning: Tuning = .defaults, autoAssist: Bool,
    playback: ChapterPlayback = .normal
  ) -> Replay {
    Replay(
      chapter: .firewall,
      beatMap: Replay.BeatMapIdentity(title: beatMap.metadata.title, sha256: beatMap.contentHash),
      tuning: tuning, autoAssist: autoAssist, playback: playback, source: .autoplay,
      actions: actions(for: playback.section?.notes(of: beatMap) ?? beatMap.notes))
  }
}
