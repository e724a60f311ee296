import Synchronization

/// The device nodes read through evdev: SDL's gameplay capture ignores a controller whose
/// node is claimed here, so no press is read twice.
public final class EvdevClaims: Sendable {
  private let paths = Mutex<Set<String>>([])

  public init() {}

  func claim(_ path: String) { paths.withLock { _ = $0.insert(path) } }
  func release(_ path: String) { paths.withLock { _ = $0.remove(path) } }

  public func contains(_ path: String) -> Bool { paths.withLock { $0.contains(path) } }
}
