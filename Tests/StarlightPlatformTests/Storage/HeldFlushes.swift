import Foundation
import StarlightSupport
import Synchronization

@testable import StarlightPlatform

/// The real file calls, with every flush (fsync) held until the test lets them go: a disk
/// that takes as long as the test likes, with no wall clock involved. Only the writer
/// thread's flushes are held; one on any other thread (judging, drawing, the window's) is
/// recorded and let through: those threads must never write, and a regression then fails
/// its test instead of hanging it.
final class HeldFlushes: FileSystemCalls {
  private let real = POSIXFileSystem()
  private let released = Mutex(false)
  private let gate = DispatchSemaphore(value: 0)
  /// Signalled each time a flush starts to wait.
  let reached = DispatchSemaphore(value: 0)
  private let elsewhere = Mutex(0)

  /// Flushes made on a thread other than the writer's (each one a write a thread that
  /// plays waited for).
  var flushesOffTheWriter: Int { elsewhere.withLock { $0 } }

  /// Lets every held flush, and every later one, go.
  func release() {
    released.withLock { $0 = true }
    gate.signal()
  }

  func flush(_ descriptor: Int32) -> Errno? {
    if Thread.current.name != BackgroundWriter.threadName {
      elsewhere.withLock { $0 += 1 }
      // A test waiting for a held flush goes on, to fail on the count.
      reached.signal()
    } else if !released.withLock({ $0 }) {
      reached.signal()
      gate.wait()
      // Each waiter lets the next one go.
      gate.signal()
    }
    return real.flush(descriptor)
  }

  func makeTemporary(_ template: String) -> Result<(descriptor: Int32, path: String), Errno> {
    real.makeTemporary(template)
  }
  func writeAll(_ bytes: [UInt8], to descriptor: Int32) -> Errno? {
    real.writeAll(bytes, to: descriptor)
  }
  func setMode(_ mode: mode_t, of descriptor: Int32) -> Errno? {
    real.setMode(mode, of: descriptor)
  }
  func close(_ descriptor: Int32) { real.close(descriptor) }
  func rename(_ from: String, to: String) -> Errno? { real.rename(from, to: to) }
  func unlink(_ path: String) { real.unlink(path) }
  func openFolder(_ path: String) -> Result<Int32, Errno> { real.openFolder(path) }
}
