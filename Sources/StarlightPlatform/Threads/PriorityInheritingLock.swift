import Glibc
import StarlightCore

/// A mutex with priority inheritance: while the real-time judging thread waits for it, the
/// drawing thread holding it runs at the judging thread's priority, so a busy machine that
/// preempts drawing cannot hold judging up behind it (priority inversion).
public final class PriorityInheritingLock: @unchecked Sendable {
  // @unchecked: the pthread mutex is the synchronisation; it lives at a stable address.
  private let mutex: UnsafeMutablePointer<pthread_mutex_t>

  public init() {
    mutex = .allocate(capacity: 1)
    var attributes = pthread_mutexattr_t()
    pthread_mutexattr_init(&attributes)
    pthread_mutexattr_setprotocol(&attributes, Int32(PTHREAD_PRIO_INHERIT))
    pthread_mutex_init(mutex, &attributes)
    pthread_mutexattr_destroy(&attributes)
  }

  deinit {
    pthread_mutex_destroy(mutex)
    mutex.deallocate()
  }

  public func withLock<Result>(_ body: () throws -> Result) rethrows -> Result {
    pthread_mutex_lock(mutex)
    defer { pthread_mutex_unlock(mutex) }
    return try body()
  }

  /// Runs `body` under the lock, waited for by trying it every `retry` rather than by
  /// queueing on it, so the holder is lent no priority. Under a real-time CPU limit
  /// (`RLIMIT_RTTIME`, which RealtimeKit demands) a lent priority costs the holder: the
  /// kernel counts the real-time CPU of a boosted ordinary thread, and resets that count
  /// only when a thread wakes up real-time, which an ordinary one never does. Boost after
  /// boost, drawing and the window's thread reached the limit within seconds: SIGXCPU, then
  /// the kernel's SIGKILL (as nobody with RealtimeKit through PipeWire; perf's
  /// sched_pi_setprio showed judging lending its level to both).
  public func withLockPolling<Result>(
    every retry: Nanoseconds, _ body: () throws -> Result
  ) rethrows -> Result {
    while pthread_mutex_trylock(mutex) != 0 {
      var pause = timespec(tv_sec: 0, tv_nsec: Int(retry))
      nanosleep(&pause, nil)
    }
    defer { pthread_mutex_unlock(mutex) }
    return try body()
  }

  /// Runs `body` under the lock if it is free now; nil (and `body` not run) if another
  /// thread holds it.
  public func withLockIfAvailable<Result>(_ body: () throws -> Result) rethrows -> Result? {
    guard pthread_mutex_trylock(mutex) == 0 else { return nil }
    defer { pthread_mutex_unlock(mutex) }
    return try body()
  }
}
