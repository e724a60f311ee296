import Foundation
import GRDB
import StarlightSupport

extension LibraryStore {
  /// How to open the index.
  public enum Access: Sendable, Equatable {
    /// Read and write when it can be written, else read-only with the reason.
    case automatic
    /// Read-only whatever the file allows, with the reason the player is told.
    case readOnly(reason: String)
  }

  /// Opens the index at `path`. A file that SQLite cannot read, or that fails its integrity
  /// check, is moved aside (`NAME.corrupt`) and an empty index made; `wasReset` tells the
  /// caller to rebuild it from the files. A library that cannot be written is opened
  /// read-only (its `readOnlyReason` says why) rather than refused.
  public static func open(path: String, access: Access = .automatic) throws -> (
    store: LibraryStore, wasReset: Bool
  ) {
    // Opening sets the journal mode and reads the schema; SQLite answers "busy" at once,
    // without waiting on the busy timeout, while another process is just then creating the
    // index or closing its last connection (two imports at once). Such an open is tried
    // again until the busy timeout has passed, as a locked write would wait.
    let deadline = Date().addingTimeInterval(busyTimeout)
    while true {
      do {
        return try openChecked(path: path, access: access)
      } catch let error as DatabaseError
        where [.SQLITE_BUSY, .SQLITE_LOCKED].contains(error.resultCode.primaryResultCode)
        && Date() < deadline
      {
        Thread.sleep(forTimeInterval: openRetryInterval)
      } catch {
        // SQLite's reason in plain words, never GRDB's dump with the statement in it.
        throw LibraryStoreError.from(error)
      }
    }
  }

  /// How long an open that found the index busy waits before it tries again.
  static let openRetryInterval: TimeInterval = 0.01

  private static func openChecked(path: String, access: Access) throws -> (
    store: LibraryStore, wasReset: Bool
  ) {
    // SQLite says "disk I/O error" of a folder: the player is told what it is.
    var isFolder: ObjCBool = false
    if FileManager.default.fileExists(atPath: path, isDirectory: &isFolder), isFolder.boolValue {
      throw LibraryStoreError(plainReason: ErrorText.reason(errno: EISDIR))
    }
    if case .readOnly(let reason) = access {
      return (try openReadOnly(path: path, reason: reason), false)
    }
    if let reason = unwritableReason(path: path) {
      return (try openReadOnly(path: path, reason: reason), false)
    }
    do {
      return (try openReadWrite(path: path), false)
    } catch let error as DatabaseError
      where [.SQLITE_CORRUPT, .SQLITE_NOTADB].contains(error.resultCode.primaryResultCode)
    {
      let aside = path + ".corrupt"
      try? FileManager.default.removeItem(atPath: aside)
      for suffix in ["-wal", "-shm"] { try? FileManager.default.removeItem(atPath: path + suffix) }
      try FileManager.default.moveItem(atPath: path, toPath: aside)
      return (try openReadWrite(path: path), true)
    } catch let error as DatabaseError
      where [.SQLITE_FULL, .SQLITE_READONLY, .SQLITE_PERM, .SQLITE_CANTOPEN, .SQLITE_IOERR]
      .contains(error.resultCode.primaryResultCode)
      && FileManager.default.fileExists(atPath: path)
    {
      // An intact index that cannot be written now (a full disk refuses even the switch
      // to WAL): read it as it is.
      // A full disk often reaches SQLite as an I/O error (a shared-memory file it could not
      // extend): said as what it is.
      let reason = isDiskFull(beside: path) ? "the disk is full" : LibraryStoreError.reason(error)
      return (try openReadOnly(path: path, reason: reason), false)
    }
  }

  private static func openReadWrite(path: String) throws -> LibraryStore {
    var configuration = Configuration()
    configuration.busyMode = .timeout(busyTimeout)
    let store = LibraryStore(
      database: try DatabasePool(path: path, configuration: configuration), readOnlyReason: nil)
    try store.prepare()
    return store
  }

  /// Read-only, as the file is. A WAL index in a folder that cannot be written cannot be
  /// read the usual way (SQLite needs its shared-memory file beside it), nor one whose
  /// shared-memory file a full disk left short: it is then opened as immutable, which is
  /// right while no one can write it either (and every write was copied into the file).
  private static func openReadOnly(path: String, reason: String) throws -> LibraryStore {
    guard FileManager.default.fileExists(atPath: path) else {
      throw LibraryStoreError(plainReason: "there is no library index yet and \(reason)")
    }
    var configuration = Configuration()
    configuration.readonly = true
    configuration.busyMode = .timeout(busyTimeout)
    var database: DatabaseQueue
    var blank: Bool
    do {
      database = try DatabaseQueue(path: path, configuration: configuration)
      blank = try database.read { db in try isBlank(db) }
    } catch let error as DatabaseError
      where [.SQLITE_CANTOPEN, .SQLITE_READONLY, .SQLITE_IOERR].contains(error.resultCode)
    {
      database = try DatabaseQueue(path: immutableURI(path), configuration: configuration)
      blank = try database.read { db in try isBlank(db) }
    }
    let store = LibraryStore(database: database, readOnlyReason: reason, isBlank: blank)
    try store.prepare()
    return store
  }

  /// Whether the file system holding `path` has no block left for this user.
  static func isDiskFull(beside path: String) -> Bool {
    var stats = statvfs()
    let folder = (path as NSString).deletingLastPathComponent
    return statvfs(folder.isEmpty ? "." : folder, &stats) == 0 && stats.f_bavail == 0
  }

  /// `file:` URI of `path` with `immutable=1` (the characters URIs reserve escaped).
  static func immutableURI(_ path: String) -> String {
    var allowed = CharacterSet.urlPathAllowed
    allowed.remove(charactersIn: "?#%")
    let escaped = path.addingPercentEncoding(withAllowedCharacters: allowed) ?? path
    return "file:\(escaped)?immutable=1"
  }

  /// Why the index at `path` cannot be written, before SQLite is asked: its folder (where
  /// the WAL journal goes) or the file itself is not writable. Nil when both are.
  static func unwritableReason(path: String) -> String? {
    let folder = (path as NSString).deletingLastPathComponent
    if access(folder.isEmpty ? "." : folder, W_OK) != 0 {
      return "its folder cannot be written: \(ErrorText.reason(errno: errno))"
    }
    if FileManager.default.fileExists(atPath: path), access(path, W_OK) != 0 {
      return "its index cannot be written: \(ErrorText.reason(errno: errno))"
    }
    return nil
  }
}
