/// Drives any chapter's rules in fixed steps from a queue of stamped actions. Live play,
/// bots and replays all go through it: a live action is queued when pumped, a replay's
/// actions are queued up front, and each step applies the actions due by its time.
public struct ChapterStepper: Sendable {
  public private(set) var rules: any ChapterRules
  private var loop: FixedStepLoop
  private var pending: [PlayerAction] = []
  private var pendingCursor = 0

  public init(
    rules: any ChapterRules, step: Nanoseconds = GameConstants.simulationStep,
    maxStepsPerFrame: Int = GameConstants.maxStepsPerFrame
  ) {
    self.rules = rules
    loop = FixedStepLoop(
      stepNanoseconds: step, maxStepsPerFrame: maxStepsPerFrame, startTime: rules.now)
  }

  /// The rules as their concrete chapter type (for a view or a test), when they are one.
  public func rules<Rules: ChapterRules>(as type: Rules.Type) -> Rules? { rules as? Rules }

  public var simulatedTime: Nanoseconds { loop.simulatedTime }
  public var stepNanoseconds: Nanoseconds { loop.stepNanoseconds }

  /// Queues actions; they are applied in time order when the steps reach them.
  public mutating func enqueue(_ actions: [PlayerAction]) {
    guard !actions.isEmpty else { return }
    if pendingCursor > 0 {
      pending.removeFirst(pendingCursor)
      pendingCursor = 0
    }
    pending.append(contentsOf: actions)
    pending.sort(by: PlayerAction.precedes)
  }

  /// Runs every step due up to `time`, returning what the rules asked for.
  public mutating func advance(to time: Nanoseconds) -> [GameEffect] {
    var effects: [GameEffect] = []
    for stepTime in loop.steps(upTo: time) {
      while pendingCursor < pending.count, pending[pendingCursor].time <= stepTime {
        rules.handle(pending[pendingCursor], effects: &effects)
        pendingCursor += 1
      }
      rules.advance(to: stepTime, effects: &effects)
    }
    return effects
  }

  /// Advances until the attempt is over, or nothing queued or due could change it any
  /// more, or the chapter's longest possible attempt has passed.
  public mutating func runToEnd() -> [GameEffect] {
    let lastInput = pending.last?.time ?? rules.now
    let end: Nanoseconds
    if let decisive = rules.lastDecisiveTime {
      end = max(decisive, lastInput) + loop.stepNanoseconds
    } else {
      end = rules.maxDuration
    }
    var effects: [GameEffect] = []
    while rules.outcome == .playing, loop.simulatedTime < end {
      effects += advance(to: end)
    }
    return effects
  }
}
