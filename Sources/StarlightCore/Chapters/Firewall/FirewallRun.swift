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
///
/// The other kinds (see `NoteKind`, rules in `FirewallRun+Kinds.swift`): a roll's head is a
/// tap's, then its lane must be tapped again within `rollRetapLimit` of the last tap until the
/// tail, or the tail is missed; a lift is judged at a release; a mine is hit when its lane is
/// down as it crosses the line or pressed within `mineWindow` of it, else passed; a fake is
/// never judged.
public struct FirewallRun: Sendable {
  /// A judgement the view shows as a flash: which note, head or tail, and when it was made.
  /// A mine hit is marked as a miss of the mine.
  public struct JudgedMark: Sendable, Equatable {
    public let noteIndex: Int
    public let isTail: Bool
    public let judgement: Judgement
    public let time: Nanoseconds
  }

  /// How a mine went: hit (by a press at, or a lane down through, that time) or passed.
  public enum MineResult: Sendable, Equatable {
    case hit(at: Nanoseconds)
    case avoided
  }

  /// How many recent judgements the run keeps for the view.
  static let recentJudgementLimit = 16

  public let notes: [TimedNote]
  public let laneCount: Int
  public private(set) var configuration: FirewallConfiguration
  /// Per note, its (head's) judgement once made; always nil for a mine or a fake.
  public internal(set) var judgements: [Judgement?]
  /// Per note, its tail's judgement once made; always nil for a note without a tail.
  public internal(set) var tailJudgements: [Judgement?]
  /// Per note, a mine's result once decided; always nil for the other kinds.
  public internal(set) var mineResults: [MineResult?]
  public internal(set) var now: Nanoseconds
  public internal(set) var integrity: Int
  /// No-fail kept the run going through an empty integrity or life bar: without it, the run
  /// would have failed.
  public internal(set) var failedUnderNoFail = false
  /// Everything scored so far but the current input frame's judgements (see `FrameScores`).
  var settledScore: JudgeScore
  var frameScores = FrameScores()
  /// The input frame the judgements being made now belong to: an action's own instant, or
  /// for a miss or a tick the replay's frame in which its game saw it (`inputSamples`).
  var judgingFrame: Nanoseconds = 0
  /// Combo, accuracy and score so far.
  public var scoring: JudgeScore { frameScores.applied(to: settledScore, rules: judge) }
  /// The judge every judgement consults (the configuration's, kept at hand).
  public private(set) var judge: JudgeRules
  public internal(set) var outcome: ChapterOutcome = .playing
  public internal(set) var heldLanes: Set<Int> = []
  /// Song time at which the run was cleared or failed.
  public internal(set) var endTime: Nanoseconds?
  /// The latest judgements, oldest first, for the view's flashes.
  public internal(set) var recentJudgements: [JudgedMark] = []
  /// Lanes pressed with no threat in reach, and when: drawn as an empty shield flicker.
  public internal(set) var lastEmptyBlock: (lane: Int, time: Nanoseconds)?
  public let autoAssist: Bool
  /// Mirror, Random (already in the notes' lanes) and No-fail.
  public internal(set) var mods = PlayMods.none
  /// The song's rate: the configuration's windows are already scaled to it; a retune keeps it.
  public internal(set) var rate = PlaybackRate.normal
  /// Notes fully judged: the head, for a hold or roll the tail too, a mine once decided.
  public internal(set) var resolvedCount = 0
  /// Notes the run judges: every note but fakes (and any outside the lanes).
  public let playableCount: Int

  /// Per lane, the notes a press judges (taps, hold and roll heads) and those a release
  /// judges (lifts), in time order, with a cursor past the judged ones.
  var pressQueues: [[Int]]
  var pressCursors: [Int]
  var liftQueues: [[Int]]
  var liftCursors: [Int]
  /// Per lane, its mines in time order, with a cursor past the decided ones.
  var mineQueues: [[Int]]
  var mineCursors: [Int]
  /// Judged notes (not mines, not fakes) in time order, for their outer windows passing.
  var expiryOrder: [Int]
  var expiryCursor = 0
  /// Every mine in time order: one cursor for crossing the line, one for its window ending.
  var mineOrder: [Int]
  var mineCrossCursor = 0
  var mineExpiryCursor = 0
  /// Per lane, the hold or roll whose head was played (or, under some judges, missed) and
  /// whose tail is still to come.
  var activeHolds: [HoldProgress?]
  /// When a recorded replay's game read its input (empty: all the time, as in live play).
  var inputSamples: [Nanoseconds] = []
  /// Per lane, the last tap of its active roll.
  var rollTaps: [Nanoseconds?]
  /// osu! stable: missed holds left undecided by a press in their lane.
  var holdsAwaitingLaneUp: [HoldAwaitingLaneUp] = []

  public init(
    notes: [TimedNote], laneCount: Int, configuration: FirewallConfiguration,
    startTime: Nanoseconds, autoAssist: Bool = false, mods: PlayMods = .none
  ) {
    self.autoAssist = autoAssist
    self.mods = mods
    self.notes = notes
    self.laneCount = laneCount
    self.configuration = configuration
    let judge = configuration.judge
    self.judge = judge
    judgements = Array(repeating: nil, count: notes.count)
    tailJudgements = Array(repeating: nil, count: notes.count)
    mineResults = Array(repeating: nil, count: notes.count)
    now = startTime
    integrity = configuration.startingIntegrity
    let lanes = Array(repeating: [Int](), count: laneCount)
    (pressQueues, liftQueues, mineQueues) = (lanes, lanes, lanes)
    (expiryOrder, mineOrder) = ([], [])
    for note in notes where note.kind.isPlayable {
      // A note in a lane the map does not have is never blocked, but still falls due.
      let inLanes = (0..<laneCount).contains(note.lane)
      switch note.kind {
      case .mine:
        mineOrder.append(note.index)
        if inLanes { mineQueues[note.lane].append(note.index) }
        continue
      case .lift:
        if inLanes { liftQueues[note.lane].append(note.index) }
      default:
        if inLanes { pressQueues[note.lane].append(note.index) }
      }
      expiryOrder.append(note.index)
    }
    playableCount = expiryOrder.count + mineOrder.count
    let holdCount = expiryOrder.filter { notes[$0].isHold }.count
    settledScore = JudgeScore(
      rules: judge,
      totalJudgements: expiryOrder.count + (judge.countsHoldEndsApart ? holdCount : 0),
      mods: mods)
    let cursors = Array(repeating: 0, count: laneCount)
    (pressCursors, liftCursors, mineCursors) = (cursors, cursors, cursors)
    activeHolds = Array(repeating: nil, count: laneCount)
    rollTaps = Array(repeating: nil, count: laneCount)
  }

  public init(
    beatMap: BeatMap, configuration: FirewallConfiguration, startTime: Nanoseconds,
    autoAssist: Bool = false
  ) {
    self.init(
      notes: beatMap.notes, laneCount: beatMap.laneCount, configuration: configuration,
      startTime: startTime, autoAssist: autoAssist)
  }

  /// The judge's tiers as windows, for views and statistics.
  public var windows: HitWindows { judge.displayWindows }

  /// New windows, integrity values and approach time from the next judgement on. Judgements
  /// already made keep their tiers (the session allows no change of tier count mid-run).
  public mutating func reconfigure(_ configuration: FirewallConfiguration) {
    self.configuration = configuration
    judge = configuration.judge
    integrity = min(integrity, configuration.integrityCap)
  }

  /// The hold or roll being played in `lane`, if any (its head hit, its tail to come).
  public func activeHold(inLane lane: Int) -> Int? {
    guard activeHolds.indices.contains(lane), let hold = activeHolds[lane], hold.isDown else {
      return nil
    }
    return hold.index
  }

  /// When the last note can still be judged: its tail, its head's outer window, or for a
  /// mine the end of its window.
  public var lastJudgementTime: Nanoseconds? {
    let judged = expiryOrder.map {
      max(notes[$0].time + judge.lateReach, notes[$0].endTime.map { $0 + unheldTailReach } ?? 0)
    }
    let mines = mineOrder.map { notes[$0].time + (judge.mineWindow ?? 0) }
    return (judged + mines).max()
  }

  /// Moves time forward: every head whose outer window has passed becomes a miss, every
  /// tail reached while still held (or rolled) a hit, every roll left untapped too long a
  /// dropped tail, every mine crossing a held lane a hit, in the order they fall due.
  public mutating func advance(to time: Nanoseconds, effects: inout [GameEffect]) {
    guard time > now else { return }
    now = time
    guard outcome == .playing else { return }
    while outcome == .playing, let (dueAt, event) = nextDue(by: time) {
      judgingFrame = inputFrame(of: event, dueAt: dueAt)
      process(event, effects: &effects)
    }
    finishIfAllResolved(effects: &effects)
  }

  /// Applies a press or release at its own song time.
  public mutating func handle(_ action: PlayerAction, effects: inout [GameEffect]) {
    advance(to: action.time, effects: &effects)
    judgingFrame = action.time
    guard outcome == .playing, case .lane(let lane, let laneAction) = action.input,
      (0..<laneCount).contains(lane)
    else { return }
    switch laneAction {
    case .release:
      heldLanes.remove(lane)
      laneCameUp(lane, at: action.time)
      if let hold = activeHolds[lane] {
        // A roll's lane may come up between taps; only a hold is let go.
        if notes[hold.index].kind != .roll, hold.isDown {
          releaseHold(lane: lane, at: action.time, effects: &effects)
        }
      } else {
        lift(lane: lane, at: action.time, effects: &effects)
      }
    case .press:
      heldLanes.insert(lane)
      if let hold = activeHolds[lane], notes[hold.index].kind == .roll, hold.isDown {
        rollTaps[lane] = action.time
      } else {
        block(lane: lane, at: action.time, effects: &effects)
      }
    }
    finishIfAllResolved(effects: &effects)
  }

  private mutating func finishIfAllResolved(effects: inout [GameEffect]) {
    guard outcome == .playing, resolvedCount == playableCount else { return }
    outcome = .cleared
    endTime = now
    effects.append(.chapterEnded(.firewall, .cleared))
  }
}
