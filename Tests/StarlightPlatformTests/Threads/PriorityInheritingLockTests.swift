import Foundation
import StarlightCore
import Synchronization
import Testing

@testable import StarlightPlatform

/// The world lock waited for by polling (under a real-time CPU limit) still excludes: the
/// waiter's body runs only once the holder let go, and both see each other's writes.
@Suite struct PriorityInheritingLockTests {
  @Test func aPollingWaiterRunsAfterTheHolderLetsGo() {
    let lock = PriorityInheritingLock()
    let order = Mutex<[String]>([])
    let holding = DispatchSemaphore(value: 0)
    let release = DispatchSemaphore(value: 0)
    let holder = Thread {
      lock.withLock {
        order.withLock { $0.append("holder in") }
        holding.signal()
        release.wait()
        order.withLock { $0.append("holder out") }
      }
    }
    holder.start()
    holding.wait()
    let waiterDone = DispatchSemaphore(value: 0)
    let waiter = Thread {
      lock.withLockPolling(every: ThreadTuning.lockRetry) {
        order.withLock { $0.append("waiter") }
      }
      waiterDone.signal()
    }
    waiter.start()
    // The waiter cannot have run while the holder holds the lock.
    #expect(lock.withLockIfAvailable { true } == nil)
    #expect(order.withLock { $0 } == ["holder in"])
    release.signal()
    waiterDone.wait()
    #expect(order.withLock { $0 } == ["holder in", "holder out", "waiter"])
    #expect(lock.withLockPolling(every: ThreadTuning.lockRetry) { 7 } == 7)
  }
}
