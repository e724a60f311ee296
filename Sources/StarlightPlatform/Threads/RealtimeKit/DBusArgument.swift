import CDBus

/// The few D-Bus values RealtimeKit's calls carry, appended and read through libdbus's
/// iterators (its variadic `dbus_message_append_args` is not callable from Swift).
enum DBusArgument {
  case string(String)
  case unsigned64(UInt64)
  case unsigned32(UInt32)
  case signed32(Int32)

  /// D-Bus type codes (libdbus defines them as casts of character literals, which Swift does
  /// not import).
  enum TypeCode {
    static let string = Int32(UInt8(ascii: "s"))
    static let unsigned64 = Int32(UInt8(ascii: "t"))
    static let signed64 = Int32(UInt8(ascii: "x"))
    static let unsigned32 = Int32(UInt8(ascii: "u"))
    static let signed32 = Int32(UInt8(ascii: "i"))
    static let variant = Int32(UInt8(ascii: "v"))
  }

  /// Appends the value; false when libdbus is out of memory.
  func append(to iterator: inout DBusMessageIter) -> Bool {
    switch self {
    case .string(let text):
      return text.withCString { characters in
        var pointer: UnsafePointer<CChar>? = characters
        return dbus_message_iter_append_basic(&iterator, TypeCode.string, &pointer) != 0
      }
    case .unsigned64(var value):
      return dbus_message_iter_append_basic(&iterator, TypeCode.unsigned64, &value) != 0
    case .unsigned32(var value):
      return dbus_message_iter_append_basic(&iterator, TypeCode.unsigned32, &value) != 0
    case .signed32(var value):
      return dbus_message_iter_append_basic(&iterator, TypeCode.signed32, &value) != 0
    }
  }

  /// The integer inside the variant `message` carries first (a property's value), whatever
  /// its width; nil when it carries none.
  static func integerInVariant(of message: OpaquePointer) -> Int64? {
    var outer = DBusMessageIter()
    guard dbus_message_iter_init(message, &outer) != 0,
      dbus_message_iter_get_arg_type(&outer) == TypeCode.variant
    else { return nil }
    var inner = DBusMessageIter()
    dbus_message_iter_recurse(&outer, &inner)
    return integer(at: &inner)
  }

  /// The integer at `iterator`, whatever its width; nil for anything else.
  static func integer(at iterator: inout DBusMessageIter) -> Int64? {
    switch dbus_message_iter_get_arg_type(&iterator) {
    case TypeCode.signed32:
      var value: Int32 = 0
      dbus_message_iter_get_basic(&iterator, &value)
      return Int64(value)
    case TypeCode.unsigned32:
      var value: UInt32 = 0
      dbus_message_iter_get_basic(&iterator, &value)
      return Int64(value)
    case TypeCode.signed64:
      var value: Int64 = 0
      dbus_message_iter_get_basic(&iterator, &value)
      return value
    case TypeCode.unsigned64:
      var value: UInt64 = 0
      dbus_message_iter_get_basic(&iterator, &value)
      return Int64(clamping: value)
    default:
      return nil
    }
  }
}
