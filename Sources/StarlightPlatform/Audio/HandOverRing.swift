import Synchronization

/// A fixed-capacity ring from one producer to one consumer that never blocks either side:
/// the game hands the audio thread its requests (a hit sound among them) here, so neither
/// waits for the other. Its slots are allocated once, up front; a push or a pop moves one
/// value and publishes an index. Written by hand because the platform needs nothing else
/// of a concurrency library, and `Synchronization`'s atomics are all it takes.
///
/// Single producer: every push comes from a thread holding the scene host's world lock
/// (or the one thread before and after the threaded loop). Single consumer: every pop comes
/// from a thread holding the mixer's state mutex (the audio callback, or a producer that
/// found the ring full and empties it under that mutex).
final class HandOverRing<Element>: @unchecked Sendable {
  // @unchecked: a slot is written only by the producer before it publishes `tail`, and read
  // only by the consumer after it has seen that `tail`, and the other way round for `head`.
  private let slots: UnsafeMutablePointer<Element?>
  let capacity: Int
  /// The next slot the consumer takes; only the consumer moves it.
  private let head = Atomic<Int>(0)
  /// The next slot the producer fills; only the producer moves it.
  private let tail = Atomic<Int>(0)

  init(capacity: Int) {
    precondition(capacity > 0, "a ring holds at least one element")
    self.capacity = capacity
    slots = .allocate(capacity: capacity)
    slots.initialize(repeating: nil, count: capacity)
  }

  deinit {
    slots.deinitialize(count: capacity)
    slots.deallocate()
  }

  /// Puts `element` in, or returns false when the ring is full (nothing changes then).
  func push(_ element: Element) -> Bool {
    let end = tail.load(ordering: .relaxed)
    guard end - head.load(ordering: .acquiring) < capacity else { return false }
    slots[end % capacity] = element
    tail.store(end + 1, ordering: .releasing)
    return true
  }

  /// Takes the oldest element out, nil when the ring is empty.
  func pop() -> Element? {
    let start = head.load(ordering: .relaxed)
    guard start != tail.load(ordering: .acquiring) else { return nil }
    let slot = slots + start % capacity
    let element = slot.move()
    slot.initialize(to: nil)
    head.store(start + 1, ordering: .releasing)
    return element
  }
}
