/// Writes the presses a perfect player would make, optionally shifted by a constant
/// offset and spread by seeded normal jitter (for testing a chart against a human-like
/// spread that is still reproducible).
///
/// By kind: a tap is pressed and let go; a hold is let go on its tail; a roll is pressed
/// and re-tapped every `rollTapInterval` until its tail; a lift is pressed just before it and
/// let go on it; mines and fakes get nothing, and every lane is up again well before the
/// next note of any kind in it, so no mine crosses a held lane.
public struct Autoplay: Sendable {
  /// How long the bot holds a tap's lane down, unless the next note in it comes sooner.
  public static let holdDuration = Nanoseconds.milliseconds(60)
  /// How often the bot taps a roll: a fifth of StepMania's 500 ms limit.
  public static let defaultRollTapInterval = Nanoseconds.milliseconds(100)

  public var offset: Nanoseconds
  public var jitterStandardDeviation: Nanoseconds
  public var seed: UInt64
  public var rollTapInterval: Nanoseconds

  public init(
    offset: Nanoseconds = 0, jitterStandardDeviation: Nanoseconds = 0, seed: UInt64 = 0,
    rollTapInterval: Nanoseconds = Autoplay.defaultRollTapInterval
  ) {
    self.offset = offset
    self.jitterStandardDeviation = jitterStandardDeviation
    self.seed = seed
    self.rollTapInterval = max(2, rollTapInterval)
  }

  /// The bot for a tuning: it taps rolls at least twice as often as the tuning requires.
  /// It plays in song time, where at a rate the re-tap limit is `rate` x as long.
  public static func tuned(_ tuning: FirewallTuning, rate: PlaybackRate = .normal) -> Autoplay {
    Autoplay(
      rollTapInterval: min(
        defaultRollTapInterval, rate.songDuration(ofReal: tuning.rollRetapLimit) / 2))
  }

  public func actions(for notes: [TimedNote]) -> [PlayerAction] {
    var random = SplitMix64(seed: seed)
    // Per note, when the next note of any kind (a mine included) comes in its lane, and
    // when the previous one ended.
    var nextInLane: [Int: Nanoseconds] = [:]
    var releaseLimit = Array(repeating: Nanoseconds.max, count: notes.count)
    for note in notes.reversed() {
      releaseLimit[note.index] = nextInLane[note.lane] ?? .max
      nextInLane[note.lane] = note.time
    }
    var previousEnd: [Int: Nanoseconds] = [:]
    var events: [PlayerAction] = []
    for note in notes {
      defer {
        if note.kind != .fake { previousEnd[note.lane] = note.lastTime }
      }
      guard note.kind != .mine, note.kind != .fake else { continue }
      var press = note.time + offset
      if jitterStandardDeviation > 0 {
        press += Nanoseconds((random.nextGaussian() * Double(jitterStandardDeviation)).rounded())
      }
      // A hold note is let go on its tail; either way the lane is up again well before the
      // next note in it.
      let end = note.endTime ?? note.time
      let gapToNext =
        releaseLimit[note.index] == .max
        ? Self.holdDuration * 2 : releaseLimit[note.index] - end
      let hold = max(1, min(Self.holdDuration, gapToNext / 2))
      switch note.kind {
      case .lift:
        let gapToPrevious = previousEnd[note.lane].map { note.time - $0 } ?? Self.holdDuration * 2
        let lead = max(1, min(Self.holdDuration, gapToPrevious / 2))
        events.append(PlayerAction(time: press - lead, lane: note.lane, action: .press))
        events.append(PlayerAction(time: press, lane: note.lane, action: .release))
      case .roll:
        events += rollTaps(from: press, to: end + offset, lane: note.lane, after: hold)
      default:
        // A hold is let go on its tail, as a perfect player would: osu! stable judges the
        // release's error too (one 60 ms late made its holds 300s, not MAX), and every other
        // judge decides a hold still down at its tail there and then.
        let release = note.isHold ? max(press + 1, end + offset) : press + hold
        events.append(PlayerAction(time: press, lane: note.lane, action: .press))
        events.append(PlayerAction(time: release, lane: note.lane, action: .release))
      }
    }
    return events.sorted(by: PlayerAction.precedes)
  }

  /// A roll: a tap at its head, then one every `rollTapInterval` while the tail is ahead,
  /// each let go halfway to the next; the last is let go `after` its tail at the latest.
  private func rollTaps(
    from head: Nanoseconds, to tail: Nanoseconds, lane: Int, after: Nanoseconds
  ) -> [PlayerAction] {
    var taps: [PlayerAction] = []
    var tap = head
    while true {
      let next = tap + rollTapInterval
      let release = next < tail ? tap + rollTapInterval / 2 : max(tap + 1, tail + after)
      taps.append(PlayerAction(time: tap, lane: lane, action: .press))
      taps.append(PlayerAction(time: release, lane: lane, action: .release))
      guard next < tail else { return taps }
      tap = next
    }
  }

  /// The bot's run of `beatMap` (of its section, in practice) at the playback's rate as a
  /// replay; rolls are tapped often enough for `tuning`.
  public func replay(
    for beatMap: BeatMap, tuning: Tuning = .defaults, autoAssist: Bool,
    playback: ChapterPlayback = .normal, mods: PlayMods = .none
  ) -> Replay {
    var bot = self
    bot.rollTapInterval = min(
      rollTapInterval, Autoplay.tuned(tuning.firewall, rate: playback.rate).rollTapInterval)
    let context = ChapterContext(
      tuning: tuning, autoAssist: autoAssist, beatMap: beatMap, playback: playback,
      mods: mods)
    var replay = Replay(
      chapter: .firewall,
      beatMap: Replay.BeatMapIdentity(title: beatMap.metadata.title, sha256: beatMap.contentHash),
      tuning: tuning, autoAssist: autoAssist, playback: playback, source: .autoplay,
      actions: bot.actions(for: FirewallRun.playedNotes(context: context) ?? []))
    replay.mods = mods
    return replay
  }
}
