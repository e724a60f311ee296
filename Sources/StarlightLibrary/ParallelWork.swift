import Dispatch
import Synchronization

/// Runs one job per item on every core (Dispatch's `concurrentPerform`, one thread per
/// core), keeps the results in item order, and reports each finished job.
public enum ParallelWork {
  public static func map<Item: Sendable, Output: Sendable>(
    _ items: [Item], transform: @Sendable (Item) -> Output,
    progress: @Sendable (Int) -> Void = { _ in }
  ) -> [Output] {
    let results = Mutex<[Output?]>(Array(repeating: nil, count: items.count))
    let done = Atomic<Int>(0)
    DispatchQueue.concurrentPerform(iterations: items.count) { index in
      let output = transform(items[index])
      results.withLock { $0[index] = output }
      progress(done.add(1, ordering: .relaxed).newValue)
    }
    return results.withLock { $0.compactMap { $0 } }
  }
}
