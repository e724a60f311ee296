import CEvdev
import StarlightCore

/// The bytes read from one evdev device turned into the changes they report. Events come
/// in frames closed by SYN_REPORT, and a frame counts only once closed. SYN_DROPPED means
/// the kernel's buffer overflowed: everything up to the next SYN_REPORT is dropped, and the
/// device's state must be read again (`resync`), the difference reported as changes, so no
/// press is lost or read twice. A read may end inside an event: the rest comes next read.
public struct EvdevStream: Sendable {
  public enum Change: Sendable, Equatable {
    case key(code: UInt16, pressed: Bool, time: Nanoseconds)
    case axis(code: UInt16, value: Int32, time: Nanoseconds)
  }

  /// The device's state as the ioctls report it (keys down, axis values).
  public struct Snapshot: Sendable, Equatable {
    public var keysDown: Set<UInt16>
    public var axes: [UInt16: Int32]

    public init(keysDown: Set<UInt16> = [], axes: [UInt16: Int32] = [:]) {
      self.keysDown = keysDown
      self.axes = axes
    }
  }

  private var partial: [UInt8] = []
  private var frame: [EvdevEvent] = []
  private var dropping = false
  /// The state as reported so far (what a resync compares with).
  public private(set) var state = Snapshot()
  /// A SYN_DROPPED stretch ended at this time: read the state and call `resync`.
  public private(set) var resyncDue: Nanoseconds?

  /// `initial`: the state read when the device was opened (keys held, axes' values).
  public init(initial: Snapshot = Snapshot()) {
    state = initial
  }

  /// Bytes left over from a read that ended inside an event.
  public var pendingByteCount: Int { partial.count }

  /// Takes the bytes of one read; returns the changes of every frame they close. It stops
  /// where a dropped stretch ends: after `resync`, `feed([])` goes on with the rest, so the
  /// events after the overflow apply to the state read again, not to the stale one.
  public mutating func feed(_ bytes: [UInt8]) -> [Change] {
    partial += bytes
    var used = 0
    var changes: [Change] = []
    while resyncDue == nil, used + EvdevEvent.size <= partial.count {
      changes += take(EvdevEvent.decode(partial, at: used))
      used += EvdevEvent.size
    }
    partial.removeFirst(used)
    return changes
  }

  /// After SYN_DROPPED: the device's state as read now; returns what changed meanwhile,
  /// stamped with the time the dropped stretch ended.
  public mutating func resync(_ snapshot: Snapshot) -> [Change] {
    guard let time = resyncDue else { return [] }
    resyncDue = nil
    var changes: [Change] = []
    for code in state.keysDown.subtracting(snapshot.keysDown).sorted() {
      changes.append(.key(code: code, pressed: false, time: time))
    }
    for code in snapshot.keysDown.subtracting(state.keysDown).sorted() {
      changes.append(.key(code: code, pressed: true, time: time))
    }
    for (code, value) in snapshot.axes.sorted(by: { $0.key < $1.key })
    where state.axes[code] != value {
      changes.append(.axis(code: code, value: value, time: time))
    }
    state.keysDown = snapshot.keysDown
    state.axes.merge(snapshot.axes) { $1 }
    return changes
  }

  private mutating func take(_ event: EvdevEvent) -> [Change] {
    guard event.type == UInt16(EV_SYN) else {
      if !dropping { frame.append(event) }
      return []
    }
    switch Int32(event.code) {
    case SYN_DROPPED:
      // The frame in progress is incomplete too: drop it with the rest.
      dropping = true
      frame.removeAll()
      return []
    case SYN_REPORT:
      if dropping {
        dropping = false
        resyncDue = event.time
        return []
      }
      defer { frame.removeAll() }
      return frame.compactMap { apply($0) }
    default:
      return []
    }
  }

  private mutating func apply(_ event: EvdevEvent) -> Change? {
    switch Int32(event.type) {
    case EV_KEY:
      // 2 is the kernel's auto-repeat: not a press.
      guard event.value == 0 || event.value == 1 else { return nil }
      let pressed = event.value == 1
      guard state.keysDown.contains(event.code) != pressed else { return nil }
      if pressed { state.keysDown.insert(event.code) } else { state.keysDown.remove(event.code) }
      return .key(code: event.code, pressed: pressed, time: event.time)
    case EV_ABS:
      guard state.axes[event.code] != event.value else { return nil }
      state.axes[event.code] = event.value
      return .axis(code: event.code, value: event.value, time: event.time)
    default:
      return nil
    }
  }
}
