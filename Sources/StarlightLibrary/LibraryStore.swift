import Foundation
import GRDB
import StarlightCore

/// The library index in SQLite, through GRDB: one row per chart keyed by its content hash,
/// with the song list's fields, and one row per imported file (by file hash) so that an
/// unchanged file is skipped unread. Everything in it but the best results can be rebuilt
/// from the chart files in the library folder (`LibraryRebuild`).
///
/// Several processes share it (two imports, an import while the game browses, `replay`
/// while importing): it is opened as a `DatabasePool` in WAL mode, where readers never
/// wait for a writer, and a writer waits up to ``busyTimeout`` for another rather than
/// failing. When it cannot be written (a read-only folder, a full disk, another user's
/// library) it is opened read-only: it lists and plays, and every write says why not.
public final class LibraryStore: LibraryIndex {
  /// Bumped when the tables change; an older index is rebuilt rather than migrated.
  static let schemaVersion = 1
  /// How long a write waits for another process's write to finish. An import holds the
  /// write lock only for its final insert (well under a second for thousands of charts),
  /// so this is generous; it bounds a wait behind a process that hangs.
  public static let busyTimeout: TimeInterval = 60

  let database: any DatabaseWriter
  /// Why the library was opened read-only (nil: it can be written).
  public let readOnlyReason: String?

  /// A read-only index with no tables yet (a new library on a full disk: SQLite made the
  /// file, nothing could be written in it): it lists no charts.
  let isBlank: Bool

  init(database: any DatabaseWriter, readOnlyReason: String?, isBlank: Bool = false) {
    self.database = database
    self.readOnlyReason = readOnlyReason
    self.isBlank = isBlank
  }

  private static let schema = """
    CREATE TABLE IF NOT EXISTS chart (
      chartHash TEXT PRIMARY KEY NOT NULL, fileHash TEXT NOT NULL, chartFile TEXT NOT NULL,
      chartIndex INTEGER NOT NULL, sourcePath TEXT NOT NULL, title TEXT NOT NULL,
      artist TEXT NOT NULL, chartName TEXT NOT NULL, meter INTEGER, bpmLow REAL NOT NULL,
      bpmHigh REAL NOT NULL, lengthNs INTEGER NOT NULL, laneCount INTEGER NOT NULL,
      noteCount INTEGER NOT NULL, previewStartNs INTEGER NOT NULL, audioFile TEXT,
      bestScore INTEGER, bestHeadline TEXT, details TEXT);
    CREATE INDEX IF NOT EXISTS chartByFile ON chart(fileHash);
    CREATE TABLE IF NOT EXISTS file (fileHash TEXT PRIMARY KEY NOT NULL, sourcePath TEXT NOT NULL);
    \(chartOffsetTable)
    \(chartBestTable)
    """

  /// Checks the index and makes its tables when they are missing or of another version.
  /// The version is read first, and written only when it differs (inside the write, read
  /// again: another process may have made the tables meanwhile), so opening a current
  /// index writes nothing.
  func prepare() throws {
    let isCurrent = try database.read { db in
      let check = try String.fetchOne(db, sql: "PRAGMA quick_check")
      guard check == "ok" else {
        throw DatabaseError(resultCode: .SQLITE_CORRUPT, message: check ?? "quick_check failed")
      }
      return try Self.isCurrent(db)
    }
    guard !isCurrent, !isBlank else {
      if isCurrent, !isBlank, readOnlyReason == nil {
        try addDetailsColumn()
        try addOffsetTable()
        try addBestTable()
      }
      return
    }
    if let readOnlyReason {
      throw LibraryStoreError(
        plainReason:
          "its index was made by another version of the game and cannot be remade: \(readOnlyReason)"
      )
    }
    try database.write { db in
      guard try !Self.isCurrent(db) else { return }
      try db.execute(
        sql: "DROP TABLE IF EXISTS chart; DROP TABLE IF EXISTS file; DROP TABLE IF EXISTS md5")
      try db.execute(sql: Self.schema)
      try db.execute(sql: "PRAGMA user_version = \(Self.schemaVersion)")
    }
  }

  /// An index made before charts had details gets the column (NULL: details unknown, so
  /// the next import of their folders reads them again); its charts and bests are kept.
  private func addDetailsColumn() throws {
    let hasColumn = try database.read { db in
      try db.columns(in: "chart").contains { $0.name == "details" }
    }
    guard !hasColumn else { return }
    try database.write { db in
      guard try !db.columns(in: "chart").contains(where: { $0.name == "details" }) else { return }
      try db.execute(sql: "ALTER TABLE chart ADD COLUMN details TEXT")
    }
  }

  /// Whether the index has no tables at all (a file SQLite made and nothing was written in).
  static func isBlank(_ db: Database) throws -> Bool {
    try Int.fetchOne(db, sql: "SELECT count(*) FROM sqlite_master") == 0
  }

  private static func isCurrent(_ db: Database) throws -> Bool {
    let version = try Int.fetchOne(db, sql: "PRAGMA user_version") ?? 0
    return try version == schemaVersion && db.tableExists("chart") && db.tableExists("file")
  }

  /// Folds the WAL journal into the index file and closes the connections (they close when
  /// the store goes, too, but GRDB closes its writer before its read-only readers, so the
  /// journal would stay: a reader that cannot write, or one that opens the file immutable,
  /// would not see what is only in it).
  public func close() throws {
    try guarded {
      if readOnlyReason == nil {
        _ = try database.writeWithoutTransaction { db in try db.checkpoint(.truncate) }
      }
      try database.close()
    }
  }

  /// SQLite's full integrity check: `["ok"]` for a sound index, else the problems.
  public func integrityCheck() throws -> [String] {
    try guarded {
      try database.read { db in try String.fetchAll(db, sql: "PRAGMA integrity_check") }
    }
  }

  public func entries() throws -> [LibraryEntry] {
    if isBlank { return [] }
    return try guarded {
      try database.read { db in
        let rows = try Row.fetchAll(db, sql: "SELECT * FROM chart")
        let offsets = try Self.chartOffsets(db)
        var olderBests: [String: BestResult] = [:]
        for row in rows {
          if let score: Int = row["bestScore"] {
            olderBests[row["chartHash"]] = BestResult(
              score: score, headline: row["bestHeadline"] ?? "")
          }
        }
        let bests = try Self.chartBests(db, olderBests: olderBests)
        return rows.map { row in
          var entry = Self.entry(row)
          entry.offset = offsets[entry.chartHash] ?? 0
          entry.bests = bests[entry.chartHash] ?? []
          return entry
        }
      }
    }
  }

  public func importedFiles() throws -> [String: String] {
    if isBlank { return [:] }
    return try guarded {
      try database.read { db in
        var files: [String: String] = [:]
        for row in try Row.fetchAll(db, sql: "SELECT fileHash, sourcePath FROM file") {
          files[row["fileHash"]] = row["sourcePath"]
        }
        return files
      }
    }
  }

  public func insert(_ entries: [LibraryEntry]) throws {
    guard !entries.isEmpty else { return }
    try writing { db in
      for entry in entries {
        // A chart imported again keeps the best result it had.
        let best = try Row.fetchOne(
          db, sql: "SELECT bestScore, bestHeadline FROM chart WHERE chartHash = ?",
          arguments: [entry.chartHash])
        try db.execute(
          sql: """
            INSERT OR REPLACE INTO chart VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
            """,
          arguments: Self.arguments(entry, best: best))
        try db.execute(
          sql: "INSERT OR REPLACE INTO file VALUES (?, ?)",
          arguments: [entry.fileHash, entry.sourcePath])
      }
    }
  }

  /// The chart file osu! or Quaver knows by `md5` (`LibraryMD5Lookup` fills the table, which
  /// an index made before it does not have yet).
  public func fileHash(forMD5 md5: String) throws -> String? {
    try guarded {
      try database.read { db in
        guard try db.tableExists("md5") else { return nil }
        return try String.fetchOne(
          db, sql: "SELECT fileHash FROM md5 WHERE md5 = ?", arguments: [md5.lowercased()])
      }
    }
  }

  /// Files whose MD5s are recorded.
  public func filesWithMD5() throws -> Set<String> {
    try guarded {
      try database.read { db in
        guard try db.tableExists("md5") else { return [] }
        return Set(try String.fetchAll(db, sql: "SELECT DISTINCT fileHash FROM md5"))
      }
    }
  }

  public func recordMD5s(_ pairs: [(md5: String, fileHash: String)]) throws {
    guard readOnlyReason == nil else { return }
    try guarded {
      try database.write { db in
        try db.execute(
          sql:
            "CREATE TABLE IF NOT EXISTS md5 (md5 TEXT PRIMARY KEY NOT NULL, fileHash TEXT NOT NULL)"
        )
        for pair in pairs {
          try db.execute(
            sql: "INSERT OR REPLACE INTO md5 VALUES (?, ?)", arguments: [pair.md5, pair.fileHash])
        }
      }
    }
  }

  /// A write, refused with the reason when the library is read-only; errors in plain words.
  func writing<T>(_ work: (Database) throws -> T) throws -> T {
    if let readOnlyReason { throw LibraryStoreError.readOnly(readOnlyReason) }
    let result = try guarded { try database.write(work) }
    // Every write is also copied into the index file at once (writes are few: an import's
    // end, a best), so a process that reads the file alone (read-only, immutable) has it.
    // Passive: it waits for no reader, and a checkpoint not done now is done by the next.
    _ = try? database.writeWithoutTransaction { db in try db.checkpoint(.passive) }
    return result
  }

  func guarded<T>(_ work: () throws -> T) throws -> T {
    do {
      return try work()
    } catch {
      throw LibraryStoreError.from(error)
    }
  }

  /// A chart's row; its older best (from before bests had judges) kept when it is imported
  /// again. Its bests live in their own table.
  private static func arguments(_ entry: LibraryEntry, best: Row?) -> StatementArguments {
    let score: Int? = best?["bestScore"]
    let headline: String? = best?["bestHeadline"]
    let values: [(any DatabaseValueConvertible)?] = [
      entry.chartHash, entry.fileHash, entry.chartFile, entry.chartIndex, entry.sourcePath,
      entry.title, entry.artist, entry.chartName, entry.meter, entry.bpmRange.lowerBound,
      entry.bpmRange.upperBound, entry.length, entry.laneCount, entry.noteCount,
      entry.previewStart, entry.audioFile, score, headline, Self.encoded(entry.details),
    ]
    return StatementArguments(values)
  }

  private static func entry(_ row: Row) -> LibraryEntry {
    let low: Double = row["bpmLow"]
    let high: Double = row["bpmHigh"]
    return LibraryEntry(
      chartHash: row["chartHash"], fileHash: row["fileHash"], chartFile: row["chartFile"],
      chartIndex: row["chartIndex"], sourcePath: row["sourcePath"], title: row["title"],
      artist: row["artist"], chartName: row["chartName"], meter: row["meter"],
      bpmRange: low...max(low, high), length: row["lengthNs"], laneCount: row["laneCount"],
      noteCount: row["noteCount"], previewStart: row["previewStartNs"],
      audioFile: row["audioFile"], details: decoded(row["details"]))
  }

  private static func encoded(_ details: ChartDetails) -> String {
    (try? JSONEncoder().encode(details)).map { String(decoding: $0, as: UTF8.self) } ?? ""
  }

  /// Details as stored; none (an index from before them) or unreadable ones are unknown.
  private static func decoded(_ text: String?) -> ChartDetails {
    guard let text,
      let details = try? JSONDecoder().decode(ChartDetails.self, from: Data(text.utf8))
    else { return .unknown }
    return details
  }
}
