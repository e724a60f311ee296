import Foundation
import StarlightSupport
import Synchronization

/// One serial writer thread for the files the game saves while it plays (settings, replays):
/// a thread that judges, pumps events or holds the lock judging waits on hands it the
/// bytes and goes on, and the atomic write with its flushes (an fsync can take a second on
/// a busy disk) happens here. Jobs run in the order given; a write superseded by a later
/// one to the same path before it started is skipped (the file ends the same). `drain`
/// waits for everything queued, so nothing the player made is lost at quit.
public final class BackgroundWriter: Sendable {
  /// The path written, or why not (the bytes could not be made, or an `AtomicFileError`);
  /// called on the writer thread.
  public typealias Completion = @Sendable (Result<String, any Error>) -> Void

  private let inbox = Inbox()
  /// The writer thread's name (in `top -H`, and a test's way to know it): at most 15
  /// characters, the kernel's limit.
  public static let threadName = "starlight-saves"

  /// `system` makes the writes' calls (a test's, to hold a flush until it lets it go).
  public init(system: any FileSystemCalls = POSIXFileSystem()) {
    let inbox = inbox
    let thread = Thread {
      // Named from inside: on Linux a name given before the start never reaches the thread.
      Thread.current.name = Self.threadName
      while let write = inbox.next() {
        do {
          try AtomicFile.write(write.bytes(), to: write.path, using: system)
          write.done(.success(write.path))
        } catch {
          write.done(.failure(error))
        }
      }
    }
    thread.start()
  }

  /// The writer thread ends once it has written everything queued.
  deinit {
    inbox.post(.stop)
  }

  /// Queues an atomic write of what `bytes` makes (on the writer thread, so encoding costs
  /// the caller nothing either) to `path`; `done` hears how it went.
  public func write(
    _ bytes: @escaping @Sendable () throws -> [UInt8], to path: String,
    then done: @escaping Completion = { _ in }
  ) {
    inbox.post(.write(Write(path: path, bytes: bytes, done: done)))
  }

  /// Returns once every write queued before it is on the disk or has failed (its
  /// completion called): at quit, and in tests.
  public func drain() {
    let reached = DispatchSemaphore(value: 0)
    inbox.post(.barrier(reached))
    reached.wait()
  }

  struct Write: Sendable {
    let path: String
    let bytes: @Sendable () throws -> [UInt8]
    let done: Completion
  }

  enum Item: Sendable {
    case write(Write)
    case barrier(DispatchSemaphore)
    case stop

    func writes(to path: String) -> Bool {
      if case .write(let write) = self { write.path == path } else { false }
    }
  }

  /// The queue between the callers and the writer thread: a list under a mutex (held only
  /// to append or take, never during a write) and a semaphore counting what it holds.
  final class Inbox: Sendable {
    private let items = Mutex<[Item]>([])
    private let count = DispatchSemaphore(value: 0)

    func post(_ item: Item) {
      items.withLock { $0.append(item) }
      count.signal()
    }

    /// Waits for the next write to make; nil once told to stop. Barriers reached are
    /// signalled on the way; a write with a later one to its path queued is dropped.
    func next() -> Write? {
      while true {
        count.wait()
        let item = items.withLock { items -> Item? in
          guard !items.isEmpty else { return nil }
          let item = items.removeFirst()
          if case .write(let write) = item, items.contains(where: { $0.writes(to: write.path) }) {
            return nil
          }
          return item
        }
        switch item {
        case .write(let write): return write
        case .barrier(let reached): reached.signal()
        case .stop: return nil
        case nil: continue
        }
      }
    }
  }
}
