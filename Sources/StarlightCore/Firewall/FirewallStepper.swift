/// Drives a `FirewallRun` in fixed steps from a queue of stamped inputs. Live play and
/// replays both go through it: a live press is queued when pumped, a replay's presses
/// are queued up front, and each step applies the inputs due by its time.
public struct FirewallStepper: Sendable {
  public private(set) var run: FirewallRun
  private var loop: FixedStepLoop
  private var pending: [InputEvent] = []
  private var pendingCursor = 0

  public init(
    run: FirewallRun, step: Nanoseconds = GameConstants.simulationStep,
    maxStepsPerFrame: Int = GameConstants.maxStepsPerFrame
  ) {
    self.run = run
    loop = FixedStepLoop(
      stepNanoseconds: step, maxStepsPerFrame: maxStepsPerFrame, startTime: run.now)
  }

  public var simulatedTime: Nanoseconds { loop.simulatedTime }

  /// Queues inputs; they are applied in time order when the steps reach them.
  public mutating func enqueue(_ events: [InputEvent]) {
    guard !events.isEmpty else { return }
    if pendingCursor > 0 {
      pending.removeFirst(pendingCursor)
      pendingCursor = 0
    }
    pending.append(contentsOf: events)
    pending.sort { ($0.time, $0.lane) < ($1.time, $1.lane) }
  }

  /// Runs every step due up to `time`, returning what the rules asked for.
  public mutating func advance(to time: Nanoseconds) -> [GameEffect] {
    var effects: [GameEffect] = []
    for stepTime in loop.steps(upTo: time) {
      while pendingCursor < pending.count, pending[pendingCursor].time <= stepTime {
        run.handle(pending[pendingCursor], effects: &effects)
        pendingCursor += 1
      }
      run.advance(to: stepTime, effects: &effects)
    }
    return effects
  }

  /// Advances until the run is over: every note resolved or the firewall down.
  public mutating func runToEnd() -> [GameEffect] {
    let lastJudgement = run.lastJudgementTime ?? run.now
    let lastInput = pending.last?.time ?? run.now
    let end = max(lastJudgement, lastInput) + loop.stepNanoseconds
    var effects: [GameEffect] = []
    while run.outcome == .playing, loop.simulatedTime < end {
      effects += advance(to: end)
    }
    return effects
  }
}
