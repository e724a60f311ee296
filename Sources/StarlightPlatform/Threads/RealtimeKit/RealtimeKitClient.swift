import CDBus
import Glibc
import Synchronization

/// RealtimeKit asked directly over D-Bus with libdbus. SDL has a path of its own to it, but
/// on the desktop set-up its request never reached the daemon (whose log showed none),
/// and it gave no reason; this one says why each request failed. The connection is opened at
/// the first request and kept: the audio thread asks again each time the device reopens.
public final class RealtimeKitClient: RealtimeKitRequests {
  /// The bus RealtimeKit is on: nil for the system bus (where desktops run it), else a
  /// D-Bus address (a test's private bus).
  private let busAddress: String?
  private let connection = Mutex(BusConnection.notOpened)

  private enum BusConnection {
    case notOpened
    case open(OpaquePointer)
    case failed(RealtimeKitRefusal)
  }

  private static let service = "org.freedesktop.RealtimeKit1"
  private static let objectPath = "/org/freedesktop/RealtimeKit1"
  private static let properties = "org.freedesktop.DBus.Properties"

  /// libdbus is used from several threads (each game thread asks for itself).
  private static let threadsReady: Bool = dbus_threads_init_default() != 0

  public init(busAddress: String? = nil) {
    self.busAddress = busAddress
  }

  deinit {
    connection.withLock { connection in
      if case .open(let bus) = connection {
        dbus_connection_close(bus)
        dbus_connection_unref(bus)
      }
    }
  }

  public func limits() -> Result<RealtimeKitLimits, RealtimeKitRefusal> {
    do {
      return .success(
        RealtimeKitLimits(
          maxRealtimePriority: Int32(clamping: try property("MaxRealtimePriority")),
          realtimeCPUMicroseconds: try property("RTTimeUSecMax"),
          minNiceLevel: Int32(clamping: try property("MinNiceLevel"))))
    } catch let refusal as RealtimeKitRefusal {
      return .failure(refusal)
    } catch {
      return .failure(RealtimeKitRefusal("\(error)"))
    }
  }

  public func makeThreadRealtime(thread: Int32, priority: Int32) -> RealtimeKitRefusal? {
    refusal(
      of: "MakeThreadRealtimeWithPID",
      arguments: [
        .unsigned64(UInt64(getpid())), .unsigned64(UInt64(thread)),
        .unsigned32(UInt32(clamping: priority)),
      ])
  }

  public func makeThreadHighPriority(thread: Int32, nice: Int32) -> RealtimeKitRefusal? {
    refusal(
      of: "MakeThreadHighPriorityWithPID",
      arguments: [.unsigned64(UInt64(getpid())), .unsigned64(UInt64(thread)), .signed32(nice)])
  }

  private func refusal(of method: String, arguments: [DBusArgument]) -> RealtimeKitRefusal? {
    do {
      let reply = try call(method, interface: Self.service, arguments: arguments)
      dbus_message_unref(reply)
      return nil
    } catch let refusal as RealtimeKitRefusal {
      return refusal
    } catch {
      return RealtimeKitRefusal("\(error)")
    }
  }

  /// One of RealtimeKit's integer properties.
  private func property(_ name: String) throws -> Int64 {
    let reply = try call(
      "Get", interface: Self.properties, arguments: [.string(Self.service), .string(name)])
    defer { dbus_message_unref(reply) }
    guard let value = DBusArgument.integerInVariant(of: reply) else {
      throw RealtimeKitRefusal("RealtimeKit's \(name) is not an integer")
    }
    return value
  }

  /// Sends a method call to RealtimeKit and waits for its reply (at most
  /// `ThreadTuning.realtimeKitReplyTimeout`, a bound for a service that hangs); the reply is
  /// the caller's to release.
  private func call(_ method: String, interface: String, arguments: [DBusArgument]) throws
    -> OpaquePointer
  {
    let bus = try openBus()
    guard
      let message = dbus_message_new_method_call(Self.service, Self.objectPath, interface, method)
    else { throw RealtimeKitRefusal("out of memory") }
    defer { dbus_message_unref(message) }
    var iterator = DBusMessageIter()
    dbus_message_iter_init_append(message, &iterator)
    for argument in arguments {
      guard argument.append(to: &iterator) else { throw RealtimeKitRefusal("out of memory") }
    }
    var error = DBusError()
    dbus_error_init(&error)
    defer { dbus_error_free(&error) }
    let timeout = Int32(ThreadTuning.realtimeKitReplyTimeout / 1_000_000)
    guard let reply = dbus_connection_send_with_reply_and_block(bus, message, timeout, &error)
    else { throw Self.refusal(from: error) }
    return reply
  }

  private func openBus() throws -> OpaquePointer {
    try connection.withLock { connection in
      switch connection {
      case .open(let bus): return bus
      case .failed(let refusal): throw refusal
      case .notOpened:
        do {
          let bus = try connect()
          connection = .open(bus)
          return bus
        } catch let refusal as RealtimeKitRefusal {
          connection = .failed(refusal)
          throw refusal
        }
      }
    }
  }

  private func connect() throws(RealtimeKitRefusal) -> OpaquePointer {
    _ = Self.threadsReady
    var error = DBusError()
    dbus_error_init(&error)
    defer { dbus_error_free(&error) }
    guard let address = busAddress else {
      guard let bus = dbus_bus_get_private(DBUS_BUS_SYSTEM, &error) else {
        throw RealtimeKitRefusal("no system bus (\(Self.refusal(from: error)))")
      }
      // libdbus would end the whole game if the system bus went away.
      dbus_connection_set_exit_on_disconnect(bus, 0)
      return bus
    }
    guard let bus = dbus_connection_open_private(address, &error) else {
      throw RealtimeKitRefusal("no bus at \(address) (\(Self.refusal(from: error)))")
    }
    guard dbus_bus_register(bus, &error) != 0 else {
      dbus_connection_close(bus)
      dbus_connection_unref(bus)
      throw RealtimeKitRefusal("no bus at \(address) (\(Self.refusal(from: error)))")
    }
    return bus
  }

  /// libdbus's error as one short line: its name without the common prefix, and its message.
  private static func refusal(from error: DBusError) -> RealtimeKitRefusal {
    let name = error.name.map { String(cString: $0) } ?? "unknown error"
    let message = error.message.map { String(cString: $0) } ?? ""
    let short =
      name.hasPrefix("org.freedesktop.DBus.Error.")
      ? String(name.dropFirst("org.freedesktop.DBus.Error.".count)) : name
    return RealtimeKitRefusal(message.isEmpty ? short : "\(short): \(message)")
  }
}
