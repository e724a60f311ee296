import Foundation

/// A thread of the game's own, started with its role's scheduling wish and joined when its
/// work returns. The work is handed over as `@unchecked Sendable`: the caller guarantees
/// what it touches is shared only under a lock (the scene host's world lock).
final class GameThread: Sendable {
  private let finished = DispatchSemaphore(value: 0)

  /// The work, handed over as `@unchecked Sendable` and taken out to run, so the thread
  /// holds nothing of it once it has returned: what it captured (the scene host, its canvas
  /// and so SDL's window) is released on the thread that joins, never later on this one.
  private final class Work: @unchecked Sendable {
    private var body: (() -> Void)?

    init(_ body: @escaping () -> Void) {
      self.body = body
    }

    /// Only the started thread takes it, once.
    func take() -> (() -> Void)? {
      defer { body = nil }
      return body
    }
  }

  init(
    role: ThreadRole, wish: ThreadPriorities.Wish, priorities: ThreadPriorities,
    body: @escaping () -> Void
  ) {
    let work = Work(body)
    let finished = finished
    let thread = Thread {
      priorities.raise(role, to: wish)
      do {
        let body = work.take()
        body?()
      }
      finished.signal()
    }
    thread.name = "starlight-\(role.rawValue)"
    thread.start()
  }

  /// Waits until the work has returned (and let go of everything it captured).
  func join() {
    finished.wait()
  }
}
