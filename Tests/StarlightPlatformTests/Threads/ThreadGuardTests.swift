import Foundation
import Glibc
import Synchronization
import Testing

@testable import StarlightPlatform

/// The SIGXCPU guard for real: installed, a SIGXCPU (what the kernel sends at the soft
/// real-time CPU limit) no longer ends the process; the guarded thread is put back to the
/// ordinary policy (made SCHED_RR first where the test may, as root) and the handler's run
/// is counted.
@Suite(.serialized) struct ThreadGuardTests {
  @Test func sigxcpuIsSurvivedAndTheGuardedThreadGoesBackToTheOrdinaryPolicy() {
    LinuxThreadPriorityCalls.installGuard()
    let calls = LinuxThreadPriorityCalls()
    let before = calls.realtimeLimitDrops()
    let during = Mutex(ThreadPriority.timeSharing(nice: 0))
    let after = Mutex(ThreadPriority.timeSharing(nice: 0))
    let done = DispatchSemaphore(value: 0)
    let thread = Thread {
      _ = calls.setRealtime(level: 1)
      during.withLock { $0 = calls.current() }
      calls.guardRealtime()
      // The test runner's threads block most signals; this one takes SIGXCPU, sent to
      // itself, so the handler has run when `pthread_kill` returns.
      var set = sigset_t()
      sigemptyset(&set)
      sigaddset(&set, SIGXCPU)
      pthread_sigmask(SIG_UNBLOCK, &set, nil)
      pthread_kill(pthread_self(), SIGXCPU)
      after.withLock { $0 = calls.current() }
      done.signal()
    }
    thread.start()
    done.wait()
    #expect(calls.realtimeLimitDrops() == before + 1)
    #expect(after.withLock { $0 } == .timeSharing(nice: 0), "the ordinary policy")
    if geteuid() == 0 {
      #expect(during.withLock { $0 }.isRealtime, "root: real time until the limit")
    }
  }
}
