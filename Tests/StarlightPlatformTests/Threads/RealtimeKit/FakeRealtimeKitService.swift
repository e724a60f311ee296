import CDBus
import Foundation
import Synchronization

@testable import StarlightPlatform

/// RealtimeKit as a test writes it: owns `org.freedesktop.RealtimeKit1` on a private bus,
/// answers its properties with the limits given, and grants or refuses every request as told,
/// recording each call it gets in order. Runs on a thread of its own until the bus goes away.
final class FakeRealtimeKitService: Sendable {
  enum Answer: Sendable {
    case grant
    /// A D-Bus error (its name and message), as RealtimeKit refuses.
    case refuse(name: String, message: String)
  }

  /// Called as a thread request arrives, before the answer (with the thread and the level or
  /// nice level asked for): a grant's effect on the thread, as the daemon makes it, and a
  /// look at what the client had done before asking.
  typealias Observer = @Sendable (_ thread: UInt64, _ level: Int64) -> Void

  /// Every call received: "Get NAME", or "METHOD process thread level".
  var calls: [String] { record.withLock { $0 } }

  private let record = Mutex<[String]>([])
  private let finished = DispatchSemaphore(value: 0)
  private nonisolated(unsafe) let connection: OpaquePointer
  private let limits: RealtimeKitLimits
  private let answer: Answer
  private let observe: Observer

  struct NotStarted: Error {}

  init(
    busAddress: String, limits: RealtimeKitLimits, answer: Answer,
    observe: @escaping Observer = { _, _ in }
  ) throws {
    _ = dbus_threads_init_default()
    self.limits = limits
    self.answer = answer
    self.observe = observe
    var error = DBusError()
    dbus_error_init(&error)
    defer { dbus_error_free(&error) }
    guard let bus = dbus_connection_open_private(busAddress, &error) else { throw NotStarted() }
    connection = bus
    let primaryOwner: Int32 = 1
    guard dbus_bus_register(bus, &error) != 0,
      dbus_bus_request_name(bus, "org.freedesktop.RealtimeKit1", 0, &error) == primaryOwner
    else {
      dbus_connection_close(bus)
      dbus_connection_unref(bus)
      throw NotStarted()
    }
    let thread = Thread { [self] in serve() }
    thread.start()
  }

  /// Waits until the service has seen its bus go away (`PrivateBus.stop`), then lets go.
  func join() {
    finished.wait()
    dbus_connection_close(connection)
    dbus_connection_unref(connection)
  }

  private func serve() {
    // Blocks on the socket until a message comes; false once the bus is gone.
    while dbus_connection_read_write(connection, -1) != 0 {
      while let message = dbus_connection_pop_message(connection) {
        if let reply = self.reply(to: message) {
          dbus_connection_send(connection, reply, nil)
          dbus_message_unref(reply)
          dbus_connection_flush(connection)
        }
        dbus_message_unref(message)
      }
    }
    finished.signal()
  }

  private func reply(to message: OpaquePointer) -> OpaquePointer? {
    let interface = "org.freedesktop.RealtimeKit1"
    if dbus_message_is_method_call(message, "org.freedesktop.DBus.Properties", "Get") != 0 {
      return propertyReply(to: message)
    }
    for method in ["MakeThreadRealtimeWithPID", "MakeThreadHighPriorityWithPID"]
    where dbus_message_is_method_call(message, interface, method) != 0 {
      let values = Self.integers(in: message)
      guard values.count == 3 else { return nil }
      record.withLock { $0.append("\(method) \(values[0]) \(values[1]) \(values[2])") }
      observe(UInt64(values[1]), values[2])
      switch answer {
      case .grant: return dbus_message_new_method_return(message)
      case .refuse(let name, let text): return dbus_message_new_error(message, name, text)
      }
    }
    return nil
  }

  private func propertyReply(to message: OpaquePointer) -> OpaquePointer? {
    var iterator = DBusMessageIter()
    guard dbus_message_iter_init(message, &iterator) != 0,
      dbus_message_iter_next(&iterator) != 0
    else { return nil }
    var name: UnsafePointer<CChar>?
    dbus_message_iter_get_basic(&iterator, &name)
    let property = name.map { String(cString: $0) } ?? ""
    record.withLock { $0.append("Get \(property)") }
    guard let reply = dbus_message_new_method_return(message) else { return nil }
    var appending = DBusMessageIter()
    dbus_message_iter_init_append(reply, &appending)
    var variant = DBusMessageIter()
    switch property {
    case "RTTimeUSecMax":
      var value = limits.realtimeCPUMicroseconds
      dbus_message_iter_open_container(&appending, DBusArgument.TypeCode.variant, "x", &variant)
      dbus_message_iter_append_basic(&variant, DBusArgument.TypeCode.signed64, &value)
    default:
      var value =
        property == "MaxRealtimePriority" ? limits.maxRealtimePriority : limits.minNiceLevel
      dbus_message_iter_open_container(&appending, DBusArgument.TypeCode.variant, "i", &variant)
      dbus_message_iter_append_basic(&variant, DBusArgument.TypeCode.signed32, &value)
    }
    dbus_message_iter_close_container(&appending, &variant)
    return reply
  }

  /// The integer arguments of `message`, in order.
  private static func integers(in message: OpaquePointer) -> [Int64] {
    var iterator = DBusMessageIter()
    guard dbus_message_iter_init(message, &iterator) != 0 else { return [] }
    var values: [Int64] = []
    repeat {
      guard let value = DBusArgument.integer(at: &iterator) else { return values }
      values.append(value)
    } while dbus_message_iter_next(&iterator) != 0
    return values
  }
}
