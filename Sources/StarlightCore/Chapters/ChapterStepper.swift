/// Drives any chapter's rules in fixed steps from a queue of stamped actions. Live play,
/// bots and replays all go through it: a live action is queued when pumped, a replay's
/// actions are queued up front, and each step applies the actions due by its time.
public struct ChapterStepper: Sendable {
  public private(set) var rules: any ChapterRules
  private var loop: FixedStepLoop
  private var pending: [PlayerAction] = []
  private var pendingCursor = 0
  /// Tuning changes still to apply, in time order.
  private var pendingTuning: [TuningChange] = []
  /// Whether sounds carry the chapter time that made them (a chapter on its own song,
  /// whose hit sounds are placed on the press's song frame plus L).
  public let timesSounds: Bool
  /// Whether a step where nothing is due is skipped (true but to prove that skipping
  /// changes nothing): the loop goes straight to the next step something can happen at.
  public let skipsIdleSteps: Bool

  public init(
    rules: any ChapterRules, step: Nanoseconds = GameConstants.simulationStep,
    maxStepsPerFrame: Int = GameConstants.maxStepsPerFrame, timesSounds: Bool = false,
    skipsIdleSteps: Bool = true
  ) {
    self.rules = rules
    self.timesSounds = timesSounds
    self.skipsIdleSteps = skipsIdleSteps
    loop = FixedStepLoop(
      stepNanoseconds: step, maxStepsPerFrame: maxStepsPerFrame, startTime: rules.now)
  }

  /// The rules as their concrete chapter type (for a view or a test), when they are one.
  public func rules<Rules: ChapterRules>(as type: Rules.Type) -> Rules? { rules as? Rules }

  public var simulatedTime: Nanoseconds { loop.simulatedTime }
  public var stepNanoseconds: Nanoseconds { loop.stepNanoseconds }

  /// The first step time at which something queued (an action, a tuning change) or due in
  /// the rules is applied; nil when nothing is before the next input.
  public var nextDueStep: Nanoseconds? {
    var earliest = rules.nextDueTime
    if pendingCursor < pending.count {
      earliest = min(earliest ?? .max, pending[pendingCursor].time)
    }
    if let change = pendingTuning.first { earliest = min(earliest ?? .max, change.time) }
    guard let earliest else { return nil }
    // Applied at the first step at or after it (steps lie on the loop's grid).
    let step = loop.stepNanoseconds
    let ahead = earliest - loop.simulatedTime
    return loop.simulatedTime + max(1, (ahead + step - 1) / step) * step
  }

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

  /// Queues tuning changes; each applies at its own time, before actions at that instant
  /// (it takes effect from the next judgement).
  public mutating func enqueue(_ changes: [TuningChange]) {
    pendingTuning.append(contentsOf: changes)
    pendingTuning.sort { $0.time < $1.time }
  }

  /// Runs the steps due up to `time`, returning what the rules asked for. A step where
  /// nothing queued or due in the rules falls (`nextDueStep`, the rule the live judging
  /// thread sleeps by) is work nobody sees: the loop goes straight to the next step that
  /// has something, and to the last step by `time`, so the rules end where every step
  /// would have left them.
  public mutating func advance(to time: Nanoseconds) -> [GameEffect] {
    var effects: [GameEffect] = []
    var taken = 0
    while let last = loop.lastStep(by: time) {
      // Only a frame of several steps has any to skip; one of one asks nothing.
      let skip =
        skipsIdleSteps && last > loop.simulatedTime + loop.stepNanoseconds
        ? nextDueStep ?? last : nil
      guard let stepTime = loop.step(toward: time, taken: taken, skippingTo: skip) else {
        break
      }
      taken += 1
      while true {
        let action = pendingCursor < pending.count ? pending[pendingCursor] : nil
        let change = pendingTuning.first
        let mark = effects.count
        if let change, change.time <= stepTime, action.map({ change.time <= $0.time }) ?? true {
          // Judgements due before the change are made under the values they fell due in.
          rules.advance(to: change.time, effects: &effects)
          timeSounds(&effects, from: mark, at: change.time)
          rules.retune(change.tuning)
          pendingTuning.removeFirst()
        } else if let action, action.time <= stepTime {
          // A press's sound is timed from the press itself, not from its step.
          rules.handle(action, effects: &effects)
          timeSounds(&effects, from: mark, at: action.time)
          pendingCursor += 1
        } else {
          break
        }
      }
      let mark = effects.count
      rules.advance(to: stepTime, effects: &effects)
      timeSounds(&effects, from: mark, at: stepTime)
    }
    return effects
  }

  /// Gives the sounds made from `index` on the chapter time `time`, if sounds are timed.
  private func timeSounds(_ effects: inout [GameEffect], from index: Int, at time: Nanoseconds) {
    guard timesSounds else { return }
    for position in index..<effects.count {
      if case .sound(let sound, nil) = effects[position] {
        effects[position] = .sound(sound, at: time)
      }
    }
  }

  /// Advances until the attempt is over, or nothing queued or due could change it any
  /// more, or the chapter's longest possible attempt has passed.
  public mutating func runToEnd() -> [GameEffect] {
    let lastInput = max(pending.last?.time ?? rules.now, pendingTuning.last?.time ?? rules.now)
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
