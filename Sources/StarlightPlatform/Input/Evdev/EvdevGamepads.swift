import CEvdev
import Foundation
import Glibc
import Logging
import StarlightCore
import Synchronization

/// Gamepads read straight from their evdev devices on a thread of their own: each press
/// stamped with the kernel's CLOCK_MONOTONIC event time (so neither a frame being drawn
/// nor this thread being late moves it), mapped through the same bindings as SDL's pads,
/// and pushed to the judging path. Devices are found in /dev/input and followed as they
/// come and go (inotify). A device that cannot be read this way stays with SDL; the log
/// says which path each device takes and why.
public final class EvdevGamepads: @unchecked Sendable {
  // @unchecked: `devices` and the descriptors belong to the reader thread alone; what other
  // threads touch (bindings, claims, the stop pipe) is behind a mutex or a system call.
  private struct Lanes: Sendable {
    var buttons: [String: Int] = [:]
    /// Key names lowercased, as `EvdevKeyNames` gives them.
    var keys: [String: Int] = [:]
    var enabled = false
    /// Keyboards are read only while the game has focus.
    var focused = false
  }

  private let directory: String
  private let queue: StampedInputQueue
  private let claims: EvdevClaims
  private let clock: PerformanceClock
  private let keyboards: Bool
  private let lanes = Mutex(Lanes())
  private let logger = Logger(label: "starlight.evdev")
  private var devices: [Int32: EvdevDevice] = [:]
  private var watch: Int32 = -1
  private var stopPipe: [Int32] = [-1, -1]
  private var thread: GameThread?
  /// What was said about each node already (udev touches a node several times).
  private var said: Set<String> = []

  public init(
    directory: String = "/dev/input", queue: StampedInputQueue, claims: EvdevClaims,
    clock: PerformanceClock, keyboards: Bool = false
  ) {
    self.directory = directory
    self.keyboards = keyboards
    self.queue = queue
    self.claims = claims
    self.clock = clock
  }

  /// Opens what can be read and starts the reader thread (at a raised priority).
  public func start(priorities: ThreadPriorities) {
    guard starlight_pipe_nonblocking(&stopPipe) == 0 else {
      return logger.warning(
        "evdev: no wake-up pipe (\(String(cString: strerror(errno)))); SDL reads every pad")
    }
    watch = inotify_init1(Int32(IN_NONBLOCK | IN_CLOEXEC))
    if watch < 0 || inotify_add_watch(watch, directory, UInt32(IN_CREATE | IN_ATTRIB)) < 0 {
      logger.info("evdev: \(directory) cannot be watched; pads plugged in later stay with SDL")
    }
    let names = (try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? []
    for name in names.sorted() where name.hasPrefix("event") { consider("\(directory)/\(name)") }
    thread = GameThread(role: .evdev, wish: .high, priorities: priorities) { [self] in run() }
  }

  /// Stops the reader thread and closes every device.
  public func stop() {
    guard let thread else { return }
    var byte: UInt8 = 1
    _ = write(stopPipe[1], &byte, 1)
    thread.join()
    self.thread = nil
    for device in devices.values { claims.release(device.path) }
    devices.removeAll()
    for descriptor in stopPipe + [watch] where descriptor >= 0 { close(descriptor) }
  }

  /// Which pad buttons and keys (SDL names) play which lane; pushing starts.
  public func bind(keyboard: [[String]], gamepad: [[String]], focused: Bool) {
    var table = Lanes(enabled: true, focused: focused)
    for (lane, names) in gamepad.enumerated() {
      for name in names { table.buttons[name] = lane }
    }
    for (lane, names) in keyboard.enumerated() {
      for name in names { table.keys[name.lowercased()] = lane }
    }
    lanes.withLock { $0 = table }
  }

  /// The window gained or lost focus: keyboards read through evdev follow it.
  public func setFocused(_ focused: Bool) {
    lanes.withLock { $0.focused = focused }
  }

  /// Menus are up: nothing is pushed (SDL reads the pad for the menus).
  public func disable() {
    lanes.withLock { $0.enabled = false }
  }

  private func run() {
    while true {
      var polled = [pollfd(fd: stopPipe[0], events: Int16(POLLIN), revents: 0)]
      if watch >= 0 { polled.append(pollfd(fd: watch, events: Int16(POLLIN), revents: 0)) }
      polled += devices.keys.sorted().map { pollfd(fd: $0, events: Int16(POLLIN), revents: 0) }
      guard poll(&polled, nfds_t(polled.count), -1) >= 0 || errno == EINTR else {
        return logger.warning("evdev: poll failed (\(String(cString: strerror(errno)))); pads stop")
      }
      if polled[0].revents != 0 { return }
      for entry in polled.dropFirst() where entry.revents != 0 {
        if entry.fd == watch { readWatch() } else { drain(entry.fd) }
      }
    }
  }

  /// Every event pending on one device, pushed with its kernel time on the game's clock.
  private func drain(_ descriptor: Int32) {
    guard let device = devices[descriptor] else { return }
    let outcome = device.readAvailable()
    switch outcome {
    case .drained(let changes):
      push(changes)
    case .removed(let changes, let reason):
      push(changes)
      logger.info("\(device.name) (\(device.path)) removed from evdev: \(reason)")
      devices[descriptor] = nil
      claims.release(device.path)
    }
  }

  private func push(_ changes: [EvdevGamepadMap.Change]) {
    guard !changes.isEmpty else { return }
    let table = lanes.withLock { $0 }
    guard table.enabled else { return }
    // The kernel stamps on CLOCK_MONOTONIC; the game's clock is SDL's (MONOTONIC_RAW):
    // an event keeps its age, measured on its own clock.
    let offset = clock.now() - Self.monotonicNow()
    for change in changes {
      switch change {
      case .button(let name, let pressed, let time):
        guard let lane = table.buttons[name] else { continue }
        queue.push(
          StampedInput(input: .lane(lane, pressed ? .press : .release), stamp: time + offset))
      case .axis(let axis, let value, let time):
        queue.push(StampedInput(input: .axis(axis, value), stamp: time + offset))
      case .key(let name, let pressed, let time):
        guard table.focused, let lane = table.keys[name] else { continue }
        queue.push(
          StampedInput(input: .lane(lane, pressed ? .press : .release), stamp: time + offset))
      }
    }
  }

  private func readWatch() {
    var buffer = [UInt8](repeating: 0, count: 4_096)
    while true {
      let count = buffer.withUnsafeMutableBytes { read(watch, $0.baseAddress, $0.count) }
      guard count > 0 else { return }
      var offset = 0
      let header = MemoryLayout<inotify_event>.size
      while offset + header <= count {
        let length = buffer.withUnsafeBytes {
          Int($0.loadUnaligned(fromByteOffset: offset, as: inotify_event.self).len)
        }
        let nameBytes = buffer[(offset + header)..<min(count, offset + header + length)]
        let name = String(decoding: nameBytes.prefix { $0 != 0 }, as: UTF8.self)
        if name.hasPrefix("event") { consider("\(directory)/\(name)") }
        offset += header + length
      }
    }
  }

  /// A node appeared or its permissions changed (udev grants the seat's user access a
  /// moment after it appears): open it if it is a pad (or an opted-in keyboard) not yet read.
  private func consider(_ path: String) {
    guard !devices.values.contains(where: { $0.path == path }) else { return }
    switch EvdevOpening.open(path: path, keyboards: keyboards) {
    case .opened(let device):
      devices[device.fileDescriptor] = device
      claims.claim(path, keyboard: device.kind == .keyboard)
      let kind = device.kind == .keyboard ? "keyboard" : "gamepad"
      logger.info(
        "\(kind) \(device.name) (\(path)): read through evdev, stamped with the kernel's CLOCK_MONOTONIC event time"
      )
    case .skipped(let reason):
      guard said.insert("\(path): \(reason)").inserted else { return }
      logger.info("\(path): not read through evdev: \(reason)")
    }
  }

  private static func monotonicNow() -> Nanoseconds {
    var spec = timespec()
    clock_gettime(CLOCK_MONOTONIC, &spec)
    return Nanoseconds(spec.tv_sec) * Nanoseconds.perSecond + Nanoseconds(spec.tv_nsec)
  }
}
