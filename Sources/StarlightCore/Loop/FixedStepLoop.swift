/// A fixed-step accumulator: simulation advances in equal steps whatever the frame rate,
/// and a catch-up cap keeps a long stall (a debugger, a suspended laptop) from freezing
/// the game in a burst of thousands of steps.
public struct FixedStepLoop: Sendable {
  public let stepNanoseconds: Nanoseconds
  public let maxStepsPerFrame: Int
  /// Time of the last completed step, in the same timebase as the frames.
  public private(set) var simulatedTime: Nanoseconds

  public init(stepNanoseconds: Nanoseconds, maxStepsPerFrame: Int, startTime: Nanoseconds) {
    precondition(stepNanoseconds > 0 && maxStepsPerFrame > 0)
    self.stepNanoseconds = stepNanoseconds
    self.maxStepsPerFrame = maxStepsPerFrame
    simulatedTime = startTime
  }

  /// The step times due up to `target`. If more than the cap are due, the last allowed
  /// step jumps straight to the newest due time: the backlog is merged into one step
  /// rather than spiralling. The event-ordered rules judge by timestamps, so merging
  /// steps changes no judgement.
  public mutating func steps(upTo target: Nanoseconds) -> [Nanoseconds] {
    var times: [Nanoseconds] = []
    while simulatedTime + stepNanoseconds <= target {
      if times.count == maxStepsPerFrame - 1 {
        let due = (target - simulatedTime) / stepNanoseconds
        simulatedTime += due * stepNanoseconds
        times.append(simulatedTime)
        break
      }
      simulatedTime += stepNanoseconds
      times.append(simulatedTime)
    }
    return times
  }

  /// Moves the step origin, e.g. after a pause or restart.
  public mutating func reset(to time: Nanoseconds) {
    simulatedTime = time
  }
}
