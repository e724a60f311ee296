import StarlightCore

/// One `struct input_event` as the kernel writes it on 64-bit Linux (24 bytes, little
/// endian): the event time in seconds and microseconds, on the clock chosen with
/// `EVIOCSCLOCKID` (CLOCK_MONOTONIC here), then type, code and value.
public struct EvdevEvent: Sendable, Equatable {
  public static let size = 24

  /// The kernel's event time, in nanoseconds of its clock.
  public var time: Nanoseconds
  public var type: UInt16
  public var code: UInt16
  public var value: Int32

  public init(time: Nanoseconds, type: UInt16, code: UInt16, value: Int32) {
    self.time = time
    self.type = type
    self.code = code
    self.value = value
  }

  /// Reads the event at `offset` of `bytes` (which holds at least `size` bytes from there).
  static func decode(_ bytes: [UInt8], at offset: Int) -> EvdevEvent {
    func field(_ start: Int, _ count: Int) -> UInt64 {
      (0..<count).reduce(UInt64(0)) { $0 | UInt64(bytes[offset + start + $1]) << (8 * $1) }
    }
    let seconds = Int64(bitPattern: field(0, 8))
    let microseconds = Int64(bitPattern: field(8, 8))
    return EvdevEvent(
      time: seconds * Nanoseconds.perSecond + microseconds * Nanoseconds.perMicrosecond,
      type: UInt16(field(16, 2)), code: UInt16(field(18, 2)),
      value: Int32(bitPattern: UInt32(field(20, 4))))
  }

  /// The bytes the kernel writes for this event (recorded streams in tests are made so).
  public var bytes: [UInt8] {
    func little(_ value: UInt64, _ count: Int) -> [UInt8] {
      (0..<count).map { UInt8(truncatingIfNeeded: value >> (8 * $0)) }
    }
    let seconds = time / Nanoseconds.perSecond
    let microseconds = time % Nanoseconds.perSecond / Nanoseconds.perMicrosecond
    return little(UInt64(bitPattern: seconds), 8) + little(UInt64(bitPattern: microseconds), 8)
      + little(UInt64(type), 2) + little(UInt64(code), 2)
      + little(UInt64(UInt32(bitPattern: value)), 4)
  }
}
