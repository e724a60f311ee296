import Foundation
import GRDB
import StarlightSupport

/// Why the index could not be read or written, in SQLite's own words ("database is
/// locked", "database or disk is full"), or why the library is read-only; never GRDB's
/// dump with the statement in it.
public struct LibraryStoreError: Error, Sendable, Equatable, ReadableError,
  CustomStringConvertible
{
  public let plainReason: String

  public init(plainReason: String) {
    self.plainReason = plainReason
  }

  /// A write asked of a library opened read-only: the reason it is.
  static func readOnly(_ reason: String) -> Self {
    Self(plainReason: "the library is read-only (\(reason))")
  }

  /// `error` as the index reports it: SQLite's message for its errors, plain words else.
  static func from(_ error: any Error) -> Self {
    if let store = error as? Self { return store }
    if let database = error as? DatabaseError {
      return Self(plainReason: reason(database))
    }
    return Self(plainReason: ErrorText.reason(error))
  }

  /// SQLite's message for the code (the extended message the connection had, when it is
  /// not the statement's text), said plainly for the codes a player meets.
  static func reason(_ error: DatabaseError) -> String {
    switch error.resultCode {
    case .SQLITE_FULL: return "the disk is full"
    case .SQLITE_READONLY: return "it cannot be written (attempt to write a readonly database)"
    case .SQLITE_PERM, .SQLITE_AUTH: return "permission denied"
    case .SQLITE_BUSY, .SQLITE_LOCKED:
      return "another program kept the library locked for too long (database is locked)"
    case .SQLITE_CORRUPT, .SQLITE_NOTADB: return "the index is damaged"
    default:
      let said = error.message ?? "SQLite error \(error.resultCode.rawValue)"
      return ErrorText.oneLine(said)
    }
  }

  public var description: String { plainReason }
}
