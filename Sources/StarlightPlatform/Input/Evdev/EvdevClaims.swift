import Synchronization

/// The device nodes read through evdev: SDL's gameplay capture ignores a controller whose
/// node is claimed here, and every keyboard's lane keys while a keyboard is (SDL does not
/// say which keyboard a key came from), so no press is read twice.
public final class EvdevClaims: Sendable {
  private struct Claimed {
    var pads: Set<String> = []
    var keyboards: Set<String> = []
  }

  private let claimed = Mutex(Claimed())

  public init() {}

  func claim(_ path: String, keyboard: Bool) {
    claimed.withLock { _ = keyboard ? $0.keyboards.insert(path) : $0.pads.insert(path) }
  }

  func release(_ path: String) {
    claimed.withLock {
      $0.pads.remove(path)
      $0.keyboards.remove(path)
    }
  }

  public func contains(_ path: String) -> Bool { claimed.withLock { $0.pads.contains(path) } }

  /// Whether a keyboard is read through evdev.
  public var readsKeyboards: Bool { claimed.withLock { !$0.keyboards.isEmpty } }
}
