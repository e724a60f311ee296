import CEvdev
import Glibc
import StarlightCore

/// One open evdev device (or, in tests, a pipe carrying a recorded stream): every pending
/// event drained per wakeup, decoded, resynchronised after SYN_DROPPED, and told apart
/// from a device that went away (end of file, ENODEV) mid-read.
public final class EvdevDevice {
  public enum ReadOutcome: Sendable, Equatable {
    /// Everything pending was read (the device goes on).
    case drained([EvdevGamepadMap.Change])
    /// The device went away; the changes of the frames it completed first, and why.
    case removed([EvdevGamepadMap.Change], reason: String)
  }

  /// What the device is read as.
  public enum Kind: Sendable, Equatable {
    case gamepad
    /// Opted in (`evdevKeyboards`), and read only while the game has focus.
    case keyboard
  }

  public let path: String
  public let name: String
  public let kind: Kind
  public let fileDescriptor: Int32
  private var stream: EvdevStream
  private let map: EvdevGamepadMap
  private var hats: [UInt16: Int32] = [:]
  /// Reads the device's state after SYN_DROPPED (the ioctls; a script in tests); nil when
  /// it cannot be read (the device is going away).
  private let readState: () -> EvdevStream.Snapshot?
  private var buffer = [UInt8](repeating: 0, count: 64 * EvdevEvent.size)

  /// Takes over `fileDescriptor` (non-blocking), closed with the device.
  public init(
    path: String, name: String, kind: Kind = .gamepad, fileDescriptor: Int32,
    ranges: [UInt16: EvdevGamepadMap.Range],
    initial: EvdevStream.Snapshot = EvdevStream.Snapshot(),
    readState: @escaping () -> EvdevStream.Snapshot?
  ) {
    self.path = path
    self.name = name
    self.kind = kind
    self.fileDescriptor = fileDescriptor
    stream = EvdevStream(initial: initial)
    map = EvdevGamepadMap(ranges: ranges)
    self.readState = readState
    for code in [UInt16(ABS_HAT0X), UInt16(ABS_HAT0Y)] {
      hats[code] = initial.axes[code] ?? 0
    }
  }

  deinit {
    close(fileDescriptor)
  }

  /// Reads until nothing is pending (EAGAIN), the device ends, or it fails.
  public func readAvailable() -> ReadOutcome {
    var changes: [EvdevGamepadMap.Change] = []
    while true {
      let count = buffer.withUnsafeMutableBytes { read(fileDescriptor, $0.baseAddress, $0.count) }
      if count > 0 {
        changes += translate(stream.feed(Array(buffer[0..<count])))
        while stream.resyncDue != nil {
          guard let snapshot = readState() else {
            return .removed(changes, reason: "its state could not be read after SYN_DROPPED")
          }
          changes += translate(stream.resync(snapshot))
          changes += translate(stream.feed([]))
        }
        continue
      }
      if count == 0 {
        let cut = stream.pendingByteCount
        return .removed(
          changes, reason: cut > 0 ? "the stream ended \(cut) bytes into an event" : "end of file")
      }
      switch errno {
      case EINTR: continue
      case EAGAIN: return .drained(changes)
      default: return .removed(changes, reason: String(cString: strerror(errno)))
      }
    }
  }

  private func translate(_ changes: [EvdevStream.Change]) -> [EvdevGamepadMap.Change] {
    changes.flatMap { change -> [EvdevGamepadMap.Change] in
      if kind == .keyboard {
        guard case .key(let code, let pressed, let time) = change,
          let name = EvdevKeyNames.names[code]
        else { return [] }
        return [.key(name, pressed: pressed, time: time)]
      }
      let mapped = map.changes(for: change, hats: hats)
      if case .axis(let code, let value, _) = change, hats[code] != nil { hats[code] = value }
      return mapped
    }
  }
}
