import Synchronization

/// Presses stamped off the drawing thread (evdev readers, with the kernel's event time),
/// waiting for the judging path. They keep the stamp they were given however long a frame
/// takes to draw; the scene host drains them before every simulation step.
public final class StampedInputQueue: Sendable {
  private let inputs = Mutex<[StampedInput]>([])
  /// Woken at every push: the judging thread sleeping until its next due event.
  private let arrival: WakeSignal?

  public init(arrival: WakeSignal? = nil) {
    self.arrival = arrival
  }

  public func push(_ input: StampedInput) {
    inputs.withLock { $0.append(input) }
    arrival?.signal()
  }

  /// Everything pushed since the last call, in the order pushed.
  public func drain() -> [StampedInput] {
    inputs.withLock { pending in
      defer { pending.removeAll(keepingCapacity: true) }
      return pending
    }
  }
}
