import CEvdev
import Glibc
import StarlightCore
import Testing

@testable import StarlightPlatform

/// Recorded `struct input_event` streams, written into a pipe and read by the real
/// `EvdevDevice` (this machine has no input devices): presses, releases, axes, a hat,
/// SYN_DROPPED resynchronised, a stream cut short, a device gone mid-read.
@Suite struct EvdevStreamTests {
  static let sticks: [UInt16: EvdevGamepadMap.Range] = [
    UInt16(ABS_X): .init(minimum: 0, maximum: 255),
    UInt16(ABS_RZ): .init(minimum: 0, maximum: 1_023),
  ]

  static func key(_ code: Int32, _ value: Int32, ms: Int64) -> EvdevEvent {
    EvdevEvent(time: .milliseconds(ms), type: UInt16(EV_KEY), code: UInt16(code), value: value)
  }

  static func abs(_ code: Int32, _ value: Int32, ms: Int64) -> EvdevEvent {
    EvdevEvent(time: .milliseconds(ms), type: UInt16(EV_ABS), code: UInt16(code), value: value)
  }

  static func sync(_ code: Int32 = SYN_REPORT, ms: Int64) -> EvdevEvent {
    EvdevEvent(time: .milliseconds(ms), type: UInt16(EV_SYN), code: UInt16(code), value: 0)
  }

  /// A pipe whose read end an `EvdevDevice` reads like a device node.
  final class RecordedDevice {
    let writeEnd: Int32
    let device: EvdevDevice

    init(
      kind: EvdevDevice.Kind = .gamepad, state: @escaping () -> EvdevStream.Snapshot? = { nil }
    ) throws {
      var ends: [Int32] = [-1, -1]
      try #require(starlight_pipe_nonblocking(&ends) == 0)
      writeEnd = ends[1]
      device = EvdevDevice(
        path: "/dev/input/event-test", name: "Recorded Pad", kind: kind, fileDescriptor: ends[0],
        ranges: EvdevStreamTests.sticks, readState: state)
    }

    deinit { close(writeEnd) }

    func write(_ events: [EvdevEvent]) { write(events.flatMap(\.bytes)) }

    func write(_ bytes: [UInt8]) {
      let written = bytes.withUnsafeBytes { Glibc.write(writeEnd, $0.baseAddress, $0.count) }
      precondition(written == bytes.count)
    }

    func endOfStream() { close(writeEnd) }
  }

  @Test func eventsAreTheKernelsLayout() {
    #expect(MemoryLayout<input_event>.size == EvdevEvent.size)
    let event = Self.key(BTN_SOUTH, 1, ms: 1_234)
    #expect(EvdevEvent.decode(event.bytes, at: 0) == event)
  }

  @Test func pressesAndReleasesKeepTheKernelsTimes() throws {
    let pad = try RecordedDevice()
    pad.write([
      Self.key(BTN_SOUTH, 1, ms: 100), Self.sync(ms: 100),
      Self.key(BTN_SOUTH, 2, ms: 150), Self.sync(ms: 150),  // auto-repeat: not a press
      Self.key(BTN_SOUTH, 0, ms: 180), Self.key(BTN_DPAD_LEFT, 1, ms: 180), Self.sync(ms: 180),
      Self.key(BTN_TRIGGER_HAPPY1, 1, ms: 190), Self.sync(ms: 190),  // not a pad button we read
    ])
    #expect(
      pad.device.readAvailable()
        == .drained([
          .button("a", pressed: true, time: .milliseconds(100)),
          .button("a", pressed: false, time: .milliseconds(180)),
          .button("dpleft", pressed: true, time: .milliseconds(180)),
        ]))
    // Nothing more pending: drained again, nothing.
    #expect(pad.device.readAvailable() == .drained([]))
  }

  @Test func aFrameCountsOnlyOnceClosed() throws {
    let pad = try RecordedDevice()
    let press = Self.key(BTN_EAST, 1, ms: 10).bytes
    // A read that ends inside an event, then the rest and the frame's SYN_REPORT.
    pad.write(Array(press[0..<10]))
    #expect(pad.device.readAvailable() == .drained([]))
    pad.write(Array(press[10...]))
    #expect(pad.device.readAvailable() == .drained([]))
    pad.write([Self.sync(ms: 10)])
    #expect(
      pad.device.readAvailable() == .drained([.button("b", pressed: true, time: .milliseconds(10))])
    )
  }

  @Test func axesAndTheHatMapAsSDLsDo() throws {
    let pad = try RecordedDevice()
    pad.write([
      Self.abs(ABS_X, 255, ms: 5), Self.abs(ABS_RZ, 1_023, ms: 5), Self.sync(ms: 5),
      Self.abs(ABS_X, 0, ms: 6), Self.abs(ABS_HAT0X, -1, ms: 6), Self.sync(ms: 6),
      Self.abs(ABS_HAT0X, 1, ms: 7), Self.sync(ms: 7),
      Self.abs(ABS_HAT0X, 0, ms: 8), Self.sync(ms: 8),
    ])
    #expect(
      pad.device.readAvailable()
        == .drained([
          .axis(.leftX, 1_000, time: .milliseconds(5)),
          .axis(.rightTrigger, 1_000, time: .milliseconds(5)),
          .axis(.leftX, -1_000, time: .milliseconds(6)),
          .button("dpleft", pressed: true, time: .milliseconds(6)),
          .button("dpleft", pressed: false, time: .milliseconds(7)),
          .button("dpright", pressed: true, time: .milliseconds(7)),
          .button("dpright", pressed: false, time: .milliseconds(8)),
        ]))
  }

  @Test func synDroppedIsResynchronisedFromTheDevicesState() throws {
    // After the overflow the device reports B down and A released (both happened in the
    // dropped stretch); A's press before it was already read.
    let pad = try RecordedDevice(state: {
      EvdevStream.Snapshot(keysDown: [UInt16(BTN_EAST)], axes: [UInt16(ABS_X): 128])
    })
    pad.write([
      Self.key(BTN_SOUTH, 1, ms: 20), Self.sync(ms: 20),
      Self.key(BTN_NORTH, 1, ms: 21),  // the frame the overflow interrupted: dropped
      Self.sync(SYN_DROPPED, ms: 22),
      Self.key(BTN_SOUTH, 0, ms: 23), Self.key(BTN_EAST, 1, ms: 23),  // dropped
      Self.sync(ms: 24),  // the end of the dropped stretch: read the state again
      Self.key(BTN_EAST, 0, ms: 30), Self.sync(ms: 30),
    ])
    #expect(
      pad.device.readAvailable()
        == .drained([
          .button("a", pressed: true, time: .milliseconds(20)),
          .button("a", pressed: false, time: .milliseconds(24)),
          .button("b", pressed: true, time: .milliseconds(24)),
          .axis(.leftX, 3, time: .milliseconds(24)),
          .button("b", pressed: false, time: .milliseconds(30)),
        ]))
  }

  @Test func anOptedInKeyboardsKeysAreSDLsKeyNames() throws {
    let keyboard = try RecordedDevice(kind: .keyboard)
    keyboard.write([
      Self.key(KEY_J, 1, ms: 3), Self.key(KEY_SPACE, 1, ms: 3), Self.sync(ms: 3),
      Self.key(KEY_J, 2, ms: 30), Self.sync(ms: 30),  // held: auto-repeat, not a press
      Self.key(KEY_J, 0, ms: 50), Self.key(KEY_F13, 1, ms: 50), Self.sync(ms: 50),
    ])
    #expect(
      keyboard.device.readAvailable()
        == .drained([
          .key("j", pressed: true, time: .milliseconds(3)),
          .key("space", pressed: true, time: .milliseconds(3)),
          .key("j", pressed: false, time: .milliseconds(50)),
        ]))
  }

  @Test func aDeviceRemovedMidReadEndsWithWhatItCompleted() throws {
    let pad = try RecordedDevice()
    pad.write([Self.key(BTN_WEST, 1, ms: 40), Self.sync(ms: 40)])
    pad.write(Array(Self.key(BTN_WEST, 0, ms: 41).bytes[0..<7]))
    pad.endOfStream()
    #expect(
      pad.device.readAvailable()
        == .removed(
          [.button("x", pressed: true, time: .milliseconds(40))],
          reason: "the stream ended 7 bytes into an event"))
  }

  @Test func aStateThatCannotBeReadAfterAnOverflowEndsTheDevice() throws {
    let pad = try RecordedDevice(state: { nil })
    pad.write([Self.sync(SYN_DROPPED, ms: 1), Self.sync(ms: 2)])
    #expect(
      pad.device.readAvailable()
        == .removed([], reason: "its state could not be read after SYN_DROPPED"))
  }
}
