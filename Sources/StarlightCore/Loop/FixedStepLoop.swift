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

  /// The step times due up to `target`: every step on the grid, as `step(toward:)` takes
  /// them when nothing is skipped.
  public mutating func steps(upTo target: Nanoseconds) -> [Nanoseconds] {
    var times: [Nanoseconds] = []
    while let time = step(toward: target, taken: times.count) { times.append(time) }
    return times
  }

  /// The last step on the grid at or before `target`; nil when not one whole step is left.
  public func lastStep(by target: Nanoseconds) -> Nanoseconds? {
    guard target - simulatedTime >= stepNanoseconds else { return nil }
    return simulatedTime + (target - simulatedTime) / stepNanoseconds * stepNanoseconds
  }

  /// Takes the next step on the way to `target`, the frame's step number `taken` (from 0),
  /// and returns its time; nil when not one whole step is left. The step is the next on the
  /// grid, or `skippingTo` (a later grid step: the caller knows nothing happens before it),
  /// never past the last step by `target`. If more than the cap are due, the last allowed
  /// step jumps straight to that last step: the backlog is merged into one step rather
  /// than spiralling. The event-ordered rules judge by timestamps, so neither skipping nor
  /// merging steps changes a judgement.
  public mutating func step(
    toward target: Nanoseconds, taken: Int, skippingTo skip: Nanoseconds? = nil
  ) -> Nanoseconds? {
    guard let last = lastStep(by: target) else { return nil }
    let next = simulatedTime + stepNanoseconds
    simulatedTime = taken >= maxStepsPerFrame - 1 ? last : min(max(next, skip ?? next), last)
    return simulatedTime
  }

  /// Moves the step origin, e.g. after a pause or restart.
  public mutating func reset(to time: Nanoseconds) {
    simulatedTime = time
  }
}
