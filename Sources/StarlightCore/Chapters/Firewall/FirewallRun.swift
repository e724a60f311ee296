/// The Firewall rules for one play of a beat map: threats, judgement, integrity, score.
///
/// Event-ordered: a press is judged at its own timestamp, and a note becomes a miss only
/// when time passes its outer window. `handle` first advances to the press's time, so the
/// outcome does not depend on how often, or in what step sizes, the caller advances.
///
/// Hold notes: the head is judged like a tap; after a hit the lane must stay held. The tail
/// is judged at the release, by the same tiers on the release's offset from the tail, when
/// the release is no earlier than the outer window before it (the release window); an earlier
/// release is a miss; still holding when the tail passes is a hit at offset 0, judged at the
/// tail's own time. A missed head misses the tail too.
public struct FirewallRun: Sendable {
  /// A judgement the view shows as a flash: which note, head or tail, and when it was made.
  public struct JudgedMark: Sendable, Equatable {
    public let noteIndex: Int
    public let isTail: Bool
    public let judgement: Judgement
    public let time: Nanoseconds
  }

  /// How many recent judgements the run keeps for the view.
  static let recentJudgementLimit = 16

  public let notes: [TimedNote]
  public let laneCount: Int
  public private(set) var configuration: FirewallConfiguration
  /// Per note, its (head's) judgement once made.
  public private(set) var judgements: [Judgement?]
  /// Per note, its tail's judgement once made; always nil for a tap note.
  public private(set) var tailJudgements: [Judgement?]
  public private(set) var now: Nanoseconds
  public private(set) var integrity: Int
  public private(set) var scoring = ScoreKeeper()
  public private(set) var outcome: ChapterOutcome = .playing
  public private(set) var heldLanes: Set<Int> = []
  /// Song time at which the run was cleared or failed.
  public private(set) var endTime: Nanoseconds?
  /// The latest judgements, oldest first, for the view's flashes.
  public private(set) var recentJudgements: [JudgedMark] = []
  /// Lanes pressed with no threat in reach, and when: drawn as an empty shield flicker.
  public private(set) var lastEmptyBlock: (lane: Int, time: Nanoseconds)?
  public let autoAssist: Bool
  /// The song's rate: the configuration's windows are already scaled to it; a retune keeps it.
  public internal(set) var rate = PlaybackRate.normal
  /// Notes fully judged: the head, and for a hold the tail too.
  public private(set) var resolvedCount = 0

  private var laneNotes: [[Int]]
  private var laneCursor: [Int]
  private var expiryCursor = 0
  /// Per lane, the hold note whose head was hit and whose tail is still to come.
  private var activeHolds: [Int?]

  public init(
    notes: [TimedNote], laneCount: Int, configuration: FirewallConfiguration,
    startTime: Nanoseconds, autoAssist: Bool = false
  ) {
    self.autoAssist = autoAssist
    self.notes = notes
    self.laneCount = laneCount
    self.configuration = configuration
    judgements = Array(repeating: nil, count: notes.count)
    tailJudgements = Array(repeating: nil, count: notes.count)
    now = startTime
    integrity = configuration.maxIntegrity
    laneNotes = Array(repeating: [], count: laneCount)
    for note in notes where (0..<laneCount).contains(note.lane) {
      laneNotes[note.lane].append(note.index)
    }
    laneCursor = Array(repeating: 0, count: laneCount)
    activeHolds = Array(repeating: nil, count: laneCount)
  }

  public init(
    beatMap: BeatMap, configuration: FirewallConfiguration, startTime: Nanoseconds,
    autoAssist: Bool = false
  ) {
    self.init(
      notes: beatMap.notes, laneCount: beatMap.laneCount, configuration: configuration,
      startTime: startTime, autoAssist: autoAssist)
  }

  public var windows: HitWindows { configuration.windows }

  /// New windows, integrity values and approach time from the next judgement on. Judgements
  /// already made keep their tiers (the session allows no change of tier count mid-run).
  public mutating func reconfigure(_ configuration: FirewallConfiguration) {
    self.configuration = configuration
    integrity = min(integrity, configuration.maxIntegrity)
  }

  /// The hold note being held in `lane`, if any (its head hit, its tail to come).
  public func activeHold(inLane lane: Int) -> Int? {
    activeHolds.indices.contains(lane) ? activeHolds[lane] : nil
  }

  /// When the last note can still be judged: its tail, or its head's outer window.
  public var lastJudgementTime: Nanoseconds? {
    notes.map { max($0.time + windows.outerEdge, $0.endTime ?? $0.time) }.max()
  }

  /// Moves time forward: every head whose outer window has passed becomes a miss, and every
  /// tail reached while still held becomes a hit, in the order they fall due.
  public mutating func advance(to time: Nanoseconds, effects: inout [GameEffect]) {
    guard time > now else { return }
    now = time
    guard outcome == .playing else { return }
    let outer = windows.outerEdge
    while outcome == .playing {
      let headDue =
        expiryCursor < notes.count && notes[expiryCursor].time + outer < time
        ? notes[expiryCursor].time + outer : nil
      let tailDue = earliestHeldTail(dueBy: time)
      if let tail = tailDue, headDue.map({ tail.end <= $0 }) ?? true {
        activeHolds[notes[tail.index].lane] = nil
        judgeTail(noteIndex: tail.index, as: .hit(tier: 0, offset: 0), effects: &effects)
      } else if headDue != nil {
        let index = expiryCursor
        expiryCursor += 1
        if judgements[index] == nil { judgeHead(noteIndex: index, as: .miss, effects: &effects) }
      } else {
        break
      }
    }
    finishIfAllResolved(effects: &effects)
  }

  /// Applies a press or release at its own song time.
  public mutating func handle(_ action: PlayerAction, effects: inout [GameEffect]) {
    advance(to: action.time, effects: &effects)
    guard outcome == .playing, case .lane(let lane, let laneAction) = action.input,
      (0..<laneCount).contains(lane)
    else { return }
    switch laneAction {
    case .release:
      heldLanes.remove(lane)
      if let index = activeHolds[lane] {
        release(noteIndex: index, at: action.time, effects: &effects)
      }
    case .press:
      heldLanes.insert(lane)
      block(lane: lane, at: action.time, effects: &effects)
    }
    finishIfAllResolved(effects: &effects)
  }

  private mutating func block(lane: Int, at time: Nanoseconds, effects: inout [GameEffect]) {
    guard let index = nextUnjudgedNote(inLane: lane) else {
      lastEmptyBlock = (lane, time)
      return
    }
    let offset = time - notes[index].time
    guard let tier = windows.tier(forOffset: offset) else {
      // Nothing in reach: a press never hurts the player.
      lastEmptyBlock = (lane, time)
      return
    }
    judgeHead(noteIndex: index, as: .hit(tier: tier, offset: offset), effects: &effects)
    guard outcome == .playing, let end = notes[index].endTime else { return }
    if end <= time {
      // A late head on a short hold: the tail has already gone by while the lane is down.
      judgeTail(noteIndex: index, as: .hit(tier: 0, offset: 0), effects: &effects)
    } else {
      activeHolds[lane] = index
    }
  }

  /// The lane of a held hold note came up before its tail.
  private mutating func release(noteIndex: Int, at time: Nanoseconds, effects: inout [GameEffect]) {
    activeHolds[notes[noteIndex].lane] = nil
    let offset = time - (notes[noteIndex].endTime ?? time)
    let judgement: Judgement
    if let tier = windows.tier(forOffset: offset) {
      judgement = .hit(tier: tier, offset: offset)
    } else {
      // Let go before the release window: the hold is dropped.
      judgement = .miss
    }
    judgeTail(noteIndex: noteIndex, as: judgement, effects: &effects)
  }

  private func earliestHeldTail(dueBy time: Nanoseconds) -> (index: Int, end: Nanoseconds)? {
    var earliest: (index: Int, end: Nanoseconds)?
    for case let index? in activeHolds {
      guard let end = notes[index].endTime, end <= time else { continue }
      if earliest.map({ end < $0.end }) ?? true { earliest = (index, end) }
    }
    return earliest
  }

  private mutating func nextUnjudgedNote(inLane lane: Int) -> Int? {
    let queue = laneNotes[lane]
    while laneCursor[lane] < queue.count, judgements[queue[laneCursor[lane]]] != nil {
      laneCursor[lane] += 1
    }
    return laneCursor[lane] < queue.count ? queue[laneCursor[lane]] : nil
  }

  private mutating func judgeHead(
    noteIndex: Int, as judgement: Judgement, effects: inout [GameEffect]
  ) {
    judgements[noteIndex] = judgement
    mark(noteIndex: noteIndex, isTail: false, judgement)
    apply(judgement, effects: &effects)
    guard notes[noteIndex].isHold else {
      resolvedCount += 1
      return
    }
    // No head, no hold: the tail goes with it.
    if judgement.isMiss, outcome == .playing {
      judgeTail(noteIndex: noteIndex, as: .miss, effects: &effects)
    }
  }

  private mutating func judgeTail(
    noteIndex: Int, as judgement: Judgement, effects: inout [GameEffect]
  ) {
    tailJudgements[noteIndex] = judgement
    resolvedCount += 1
    mark(noteIndex: noteIndex, isTail: true, judgement)
    apply(judgement, effects: &effects)
  }

  /// Score, integrity, sound and rumble for one judgement, head or tail.
  private mutating func apply(_ judgement: Judgement, effects: inout [GameEffect]) {
    scoring.record(judgement, windows: windows)
    switch judgement {
    case .hit:
      integrity = min(configuration.maxIntegrity, integrity + configuration.blockRestore)
      effects.append(.sound(.shieldImpact))
      effects.append(.rumble(.start(.thud, handle: nil)))
    case .miss:
      integrity = max(0, integrity - configuration.missDrain)
      effects.append(
        .rumble(
          .transient(
            intensity: configuration.missRumbleIntensity,
            sharpness: configuration.missRumbleSharpness)))
      if integrity == 0 {
        outcome = .failed
        endTime = now
        effects.append(.chapterEnded(.firewall, .failed))
      }
    }
  }

  private mutating func finishIfAllResolved(effects: inout [GameEffect]) {
    guard outcome == .playing, resolvedCount == notes.count else { return }
    outcome = .cleared
    endTime = now
    effects.append(.chapterEnded(.firewall, .cleared))
  }

  private mutating func mark(noteIndex: Int, isTail: Bool, _ judgement: Judgement) {
    recentJudgements.append(
      JudgedMark(noteIndex: noteIndex, isTail: isTail, judgement: judgement, time: now))
    if recentJudgements.count > Self.recentJudgementLimit {
      recentJudgements.removeFirst(recentJudgements.count - Self.recentJudgementLimit)
    }
  }
}
