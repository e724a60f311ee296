import Synchronization

/// Notices from threads that may not touch the scene host (the background writer saying a
/// screenshot was saved or a replay was not), taken onto the notice board when the next
/// frame is built.
public final class NoticeMailbox: Sendable {
  enum Notice: Equatable {
    case lasting(String)
    case passing(String)
  }

  private let waiting = Mutex<[Notice]>([])

  public init() {}

  public func post(lasting text: String) {
    waiting.withLock { $0.append(.lasting(text)) }
  }

  /// A notice that goes after a while, from when the board takes it.
  public func post(passing text: String) {
    waiting.withLock { $0.append(.passing(text)) }
  }

  /// What was posted since the last call, oldest first.
  func take() -> [Notice] {
    waiting.withLock { waiting in
      defer { waiting.removeAll() }
      return waiting
    }
  }
}
