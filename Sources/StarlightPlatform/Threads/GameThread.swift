import Foundation

/// A thread of the game's own, started with its role's scheduling wish and joined when its
/// work returns. The work is handed over as `@unchecked Sendable`: the caller guarantees
/// what it touches is shared only under a lock (the scene host's world lock).
final class GameThread: Sendable {
  private let finished = DispatchSemaphore(value: 0)

  /// Box for work that captures non-Sendable state guarded by a lock.
  private struct Work: @unchecked Sendable {
    let body: () -> Void
  }

  init(
    role: ThreadRole, wish: ThreadPriorities.Wish, priorities: ThreadPriorities,
    body: @escaping () -> Void
  ) {
    let work = Work(body: body)
    let finished = finished
    let thread = Thread {
      priorities.raise(role, to: wish)
      work.body()
      finished.signal()
    }
    thread.name = "starlight-\(role.rawValue)"
    thread.start()
  }

  /// Waits until the work has returned.
  func join() {
    finished.wait()
  }
}
