import Synchronization

/// Why saves made on the writer thread failed, kept until the thread that owns the screen
/// takes them (the story's progress: its result screen says it was not saved, as it did
/// when the save was made on the spot).
public final class SaveFailureInbox: Sendable {
  private let reasons = Mutex<[String]>([])

  public init() {}

  /// Called on the writer thread.
  public func post(_ reason: String) {
    reasons.withLock { $0.append(reason) }
  }

  /// What was posted since the last call, oldest first.
  func take() -> [String] {
    reasons.withLock { reasons in
      defer { reasons.removeAll() }
      return reasons
    }
  }
}
