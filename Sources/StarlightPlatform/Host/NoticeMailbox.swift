import Synchronization

/// Lasting notices from threads that may not touch the scene host (the background writer
/// reporting a save that failed), taken onto the notice board when the next frame is built.
public final class NoticeMailbox: Sendable {
  private let waiting = Mutex<[String]>([])

  public init() {}

  public func post(lasting text: String) {
    waiting.withLock { $0.append(text) }
  }

  /// What was posted since the last call, oldest first.
  func take() -> [String] {
    waiting.withLock { waiting in
      defer { waiting.removeAll() }
      return waiting
    }
  }
}
