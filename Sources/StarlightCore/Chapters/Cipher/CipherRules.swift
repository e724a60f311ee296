/// Chapter 3, "Cipher": concentric rings of symbols, each to be turned detent by detent
/// until the reading line shows the code. Up and down choose a ring, left and right turn
/// it one detent; the stick past its threshold turns it on a repeat and chooses rings once
/// per push. A ring landing on its code symbol locks and the choice moves on; all rings
/// locked clears the chapter, the move budget or the clock running out fails it.
///
/// Event-ordered and exact: actions apply at their own stamps, and the stick's repeats
/// and the time limit fall at computed instants inside `advance`, so any step size and
/// frame rate give the same run.
public struct CipherRules: ChapterRules {
  public static let chapter = ChapterID.cipher
  public static let playsOwnSong = false
  public static let isSeeded = true
  public static let acceptedInputs: Set<PlayerAction.Kind> = [
    .lane, .axis(.leftX), .axis(.leftY),
  ]

  public static func laneCount(context: ChapterContext) -> Int { MoveControl.allCases.count }

  public private(set) var tuning: CipherTuning
  public let autoAssist: Bool
  /// The rings, innermost first.
  public private(set) var rings: [CipherRing]
  /// The ring that up, down and the stick act on.
  public private(set) var selectedRing = 0
  /// When the choice of ring last changed (by the player or by a lock), for the view.
  public private(set) var lastSelectTime: Nanoseconds?
  /// Detents allowed in this attempt, and detents used.
  public private(set) var moveBudget: Int
  /// The fewest moves that solve the layout as it was dealt.
  private let shortestSolution: Int
  public private(set) var movesUsed = 0
  /// When the last detent turned, for the view's flash.
  public private(set) var lastDetentTime: Nanoseconds?
  /// When a turn last met a locked ring (and did nothing), for the view's refusal shake.
  public private(set) var lastRefusedTurnTime: Nanoseconds?
  public private(set) var stick = CipherStick()
  public private(set) var now: Nanoseconds
  public private(set) var outcome: ChapterOutcome = .playing
  public private(set) var endTime: Nanoseconds?
  public private(set) var failure: CipherFailure?
  /// When the held stick turns the ring next; nil when it is not turning one.
  public private(set) var nextRepeat: Nanoseconds?

  public init(context: ChapterContext) throws(ChapterSetupError) {
    let tuning = context.tuning.cipher
    if let problem = tuning.problem { throw ChapterSetupError(problem) }
    try self.init(context: context, rings: Self.layout(tuning: tuning, seed: context.seed))
  }

  /// Rules on rings laid out by hand (tests); none may start on its code symbol.
  init(context: ChapterContext, rings: [CipherRing]) throws(ChapterSetupError) {
    let tuning = context.tuning.cipher
    if let problem = tuning.problem { throw ChapterSetupError(problem) }
    let sound = rings.allSatisfy {
      $0.symbolCount >= 2 && (0..<$0.symbolCount).contains($0.target)
        && (0..<$0.symbolCount).contains($0.rotation) && !$0.isOnTarget && !$0.isLocked
    }
    guard !rings.isEmpty, sound else {
      throw ChapterSetupError("Cipher rings must each start off a code symbol they hold")
    }
    self.tuning = tuning
    self.rings = rings
    autoAssist = context.autoAssist
    shortestSolution = rings.reduce(0) { $0 + $1.distance }
    moveBudget = Self.budget(shortest: shortestSolution, tuning: tuning, autoAssist: autoAssist)
    now = Self.startTime(context: context)
  }

  /// The code and each ring's starting rotation, drawn from `seed`: the starting offset
  /// from the code symbol is 1...count-1 detents, so no ring starts on it.
  static func layout(tuning: CipherTuning, seed: UInt64) -> [CipherRing] {
    var generator = SplitMix64(seed: seed)
    let count = tuning.symbolsPerRing
    return (0..<tuning.ringCount).map { _ in
      let target = Int(generator.next() % UInt64(count))
      let offset = 1 + Int(generator.next() % UInt64(count - 1))
      return CipherRing(symbolCount: count, target: target, rotation: (target + offset) % count)
    }
  }

  public static func startTime(context: ChapterContext) -> Nanoseconds { 0 }

  static func budget(shortest: Int, tuning: CipherTuning, autoAssist: Bool) -> Int {
    shortest + tuning.spareMoves + (autoAssist ? tuning.autoAssistExtraMoves : 0)
  }

  /// The move budget, clock, stick and rumble values at once; the rings already dealt keep
  /// their count and symbols until the next attempt.
  public mutating func retune(_ tuning: Tuning) {
    var next = tuning.cipher
    next.ringCount = self.tuning.ringCount
    next.symbolsPerRing = self.tuning.symbolsPerRing
    self.tuning = next
    moveBudget = Self.budget(shortest: shortestSolution, tuning: next, autoAssist: autoAssist)
  }

  /// The chapter ends on the player's progress or the clock, not on a schedule.
  public var lastDecisiveTime: Nanoseconds? { nil }
  public var maxDuration: Nanoseconds { tuning.timeLimit }

  // MARK: - State for a view

  /// The code, ring by ring (symbol indices), innermost first.
  public var code: [Int] { rings.map(\.target) }
  public var movesLeft: Int { max(0, moveBudget - movesUsed) }
  public var lockedCount: Int { rings.filter(\.isLocked).count }
  /// The clock: what is left of the time limit (frozen when the attempt ended).
  public var timeLeft: Nanoseconds { max(0, tuning.timeLimit - (endTime ?? now)) }

  // MARK: - Input and time

  public mutating func handle(_ action: PlayerAction, effects: inout [GameEffect]) {
    advance(to: action.time, effects: &effects)
    guard outcome == .playing else { return }
    let time = max(action.time, now)
    switch action.input {
    case .lane(let lane, .press):
      switch MoveControl(lane: lane) {
      case .up: select(by: 1, at: time)
      case .down: select(by: -1, at: time)
      case .left: turn(-1, at: time, effects: &effects)
      case .right: turn(1, at: time, effects: &effects)
      case .action, nil: break
      }
    case .lane(_, .release):
      break
    case .axis(.leftX, let value):
      guard stick.moveSideways(to: value, threshold: tuning.turnThreshold) else { return }
      nextRepeat = nil
      guard stick.turnSide != 0 else { return }
      nextRepeat = time + tuning.turnRepeatInterval
      turn(stick.turnSide, at: time, effects: &effects)
    case .axis(.leftY, let value):
      guard stick.moveUpDown(to: value, threshold: tuning.selectThreshold) else { return }
      // Up on the stick is negative, and up chooses the next ring outward.
      if stick.selectSide != 0 { select(by: -stick.selectSide, at: time) }
    case .axis:
      break
    }
  }

  public mutating func advance(to time: Nanoseconds, effects: inout [GameEffect]) {
    guard time > now else { return }
    while outcome == .playing {
      let repeatAt = nextRepeat ?? .max
      // At the same instant the clock runs out before the stick turns.
      if tuning.timeLimit <= repeatAt {
        guard tuning.timeLimit <= time else { break }
        fail(.outOfTime, at: tuning.timeLimit, effects: &effects)
      } else {
        guard repeatAt <= time else { break }
        nextRepeat = repeatAt + tuning.turnRepeatInterval
        turn(stick.turnSide, at: repeatAt, effects: &effects)
      }
    }
    now = time
  }

  // MARK: - The rules

  /// Moves the choice `step` rings outward (negative: inward), wrapping round at either
  /// end; locked rings can be chosen (a turn on them does nothing).
  private mutating func select(by step: Int, at time: Nanoseconds) {
    selectedRing = CipherRing.wrap(selectedRing + step, rings.count)
    lastSelectTime = time
  }

  private mutating func turn(_ direction: Int, at time: Nanoseconds, effects: inout [GameEffect]) {
    let index = selectedRing
    guard rings[index].turn(direction, at: time) else {
      lastRefusedTurnTime = time
      return
    }
    movesUsed += 1
    lastDetentTime = time
    effects.append(.sound(.click))
    effects.append(
      .rumble(
        .transient(
          intensity: tuning.detentRumbleIntensity, sharpness: tuning.detentRumbleSharpness)))
    if rings[index].isOnTarget { lock(index, at: time, effects: &effects) }
    if rings.allSatisfy(\.isLocked) {
      finish(.cleared, at: time, effects: &effects)
    } else if movesUsed >= moveBudget {
      fail(.outOfMoves, at: time, effects: &effects)
    }
  }

  /// Locks ring `index` and moves the choice on to the next unlocked ring outward
  /// (wrapping). A stick held to turn stops turning: it must come back inside its
  /// threshold before it turns the newly chosen ring, so one long push cannot overshoot it.
  private mutating func lock(_ index: Int, at time: Nanoseconds, effects: inout [GameEffect]) {
    rings[index].lock(at: time)
    nextRepeat = nil
    effects.append(.sound(.hapticThud))
    effects.append(.rumble(.start(.thud, handle: nil)))
    for step in 1..<max(2, rings.count) {
      let next = CipherRing.wrap(index + step, rings.count)
      if !rings[next].isLocked {
        selectedRing = next
        lastSelectTime = time
        return
      }
    }
  }

  private mutating func fail(
    _ reason: CipherFailure, at time: Nanoseconds, effects: inout [GameEffect]
  ) {
    failure = reason
    effects.append(.sound(.error))
    finish(.failed, at: time, effects: &effects)
  }

  private mutating func finish(
    _ result: ChapterOutcome, at time: Nanoseconds, effects: inout [GameEffect]
  ) {
    outcome = result
    endTime = time
    nextRepeat = nil
    if result == .cleared { effects.append(.sound(.successChime)) }
    effects.append(.chapterEnded(.cipher, result))
  }
}
