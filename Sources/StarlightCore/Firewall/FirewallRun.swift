/// The Firewall rules for one play of a beat map: threats, judgement, integrity, score.
///
/// Event-ordered: a press is judged at its own timestamp, and a note becomes a miss only
/// when time passes its outer window. `handle` first advances to the press's time, so the
/// outcome does not depend on how often, or in what step sizes, the caller advances.
public struct FirewallRun: Sendable {
  public let notes: [TimedNote]
  public let laneCount: Int
  public let configuration: FirewallConfiguration
  public private(set) var judgements: [Judgement?]
  public private(set) var now: Nanoseconds
  public private(set) var integrity: Int
  public private(set) var scoring = ScoreKeeper()
  public private(set) var outcome: FirewallOutcome = .playing
  public private(set) var heldLanes: Set<Int> = []
  /// Song time at which the run was cleared or failed.
  public private(set) var endTime: Nanoseconds?

  private var laneNotes: [[Int]]
  private var laneCursor: [Int]
  private var expiryCursor = 0

  public init(
    notes: [TimedNote], laneCount: Int, configuration: FirewallConfiguration,
    startTime: Nanoseconds
  ) {
    self.notes = notes
    self.laneCount = laneCount
    self.configuration = configuration
    judgements = Array(repeating: nil, count: notes.count)
    now = startTime
    integrity = configuration.maxIntegrity
    laneNotes = Array(repeating: [], count: laneCount)
    for note in notes where (0..<laneCount).contains(note.lane) {
      laneNotes[note.lane].append(note.index)
    }
    laneCursor = Array(repeating: 0, count: laneCount)
  }

  public init(beatMap: BeatMap, configuration: FirewallConfiguration, startTime: Nanoseconds) {
    self.init(
      notes: beatMap.notes, laneCount: beatMap.laneCount, configuration: configuration,
      startTime: startTime)
  }

  public var windows: HitWindows { configuration.windows }

  public var resolvedCount: Int { judgements.count { $0 != nil } }

  /// Moves time forward, turning every note whose outer window has passed into a miss.
  public mutating func advance(to time: Nanoseconds, effects: inout [GameEffect]) {
    guard time > now else { return }
    now = time
    guard outcome == .playing else { return }
    let outer = windows.outerEdge
    while expiryCursor < notes.count, notes[expiryCursor].time + outer < time {
      let index = expiryCursor
      expiryCursor += 1
      if judgements[index] == nil {
        judge(noteIndex: index, as: .miss, effects: &effects)
        if outcome != .playing { return }
      }
    }
    finishIfAllResolved(effects: &effects)
  }

  /// Applies a press or release at its own song time.
  public mutating func handle(_ event: InputEvent, effects: inout [GameEffect]) {
    advance(to: event.time, effects: &effects)
    guard outcome == .playing, (0..<laneCount).contains(event.lane) else { return }
    switch event.action {
    case .release:
      heldLanes.remove(event.lane)
    case .press:
      heldLanes.insert(event.lane)
      block(lane: event.lane, at: event.time, effects: &effects)
    }
  }

  private mutating func block(lane: Int, at time: Nanoseconds, effects: inout [GameEffect]) {
    guard let index = nextUnjudgedNote(inLane: lane) else {
      effects.append(.emptyBlock(lane: lane))
      return
    }
    let offset = time - notes[index].time
    guard let tier = windows.tier(forOffset: offset) else {
      // Nothing in reach: a press never hurts the player.
      effects.append(.emptyBlock(lane: lane))
      return
    }
    judge(noteIndex: index, as: .hit(tier: tier, offset: offset), effects: &effects)
    finishIfAllResolved(effects: &effects)
  }

  private mutating func nextUnjudgedNote(inLane lane: Int) -> Int? {
    let queue = laneNotes[lane]
    while laneCursor[lane] < queue.count, judgements[queue[laneCursor[lane]]] != nil {
      laneCursor[lane] += 1
    }
    return laneCursor[lane] < queue.count ? queue[laneCursor[lane]] : nil
  }

  private mutating func judge(noteIndex: Int, as judgement: Judgement, effects: inout [GameEffect])
  {
    judgements[noteIndex] = judgement
    scoring.record(judgement, windows: windows)
    effects.append(.judged(noteIndex: noteIndex, judgement: judgement))
    switch judgement {
    case .hit:
      integrity = min(configuration.maxIntegrity, integrity + configuration.blockRestore)
      effects.append(.sound(.shieldImpact))
      effects.append(.rumble(.thud))
    case .miss:
      integrity = max(0, integrity - configuration.missDrain)
      effects.append(.rumble(.missBuzz))
      if integrity == 0 {
        outcome = .failed
        endTime = now
        effects.append(.integrityDepleted)
      }
    }
  }

  private mutating func finishIfAllResolved(effects: inout [GameEffect]) {
    guard outcome == .playing, resolvedCount == notes.count else { return }
    outcome = .cleared
    endTime = now
    effects.append(.allNotesResolved)
  }
}
