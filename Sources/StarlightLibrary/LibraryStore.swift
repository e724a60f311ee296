import Foundation
import GRDB
import StarlightCore

/// The library index in SQLite, through GRDB: one row per chart keyed by its content hash,
/// with the song list's fields, and one row per imported file (by file hash) so that an
/// unchanged file is skipped unread. Everything in it but the best results can be rebuilt
/// from the chart files in the library folder (`LibraryRebuild`).
public final class LibraryStore: LibraryIndex {
  /// Bumped when the tables change; an older index is rebuilt rather than migrated.
  static let schemaVersion = 1

  private let queue: DatabaseQueue

  /// Opens the index at `path`. A file that SQLite cannot read, or that fails its integrity
  /// check, is moved aside (`NAME.corrupt`) and an empty index made; `wasReset` tells the
  /// caller to rebuild it from the files.
  public static func open(path: String) throws -> (store: LibraryStore, wasReset: Bool) {
    do {
      let store = try LibraryStore(path: path)
      return (store, false)
    } catch let error as DatabaseError
      where [.SQLITE_CORRUPT, .SQLITE_NOTADB].contains(error.resultCode.primaryResultCode)
    {
      let aside = path + ".corrupt"
      try? FileManager.default.removeItem(atPath: aside)
      for suffix in ["-wal", "-shm"] { try? FileManager.default.removeItem(atPath: path + suffix) }
      try FileManager.default.moveItem(atPath: path, toPath: aside)
      return (try LibraryStore(path: path), true)
    }
  }

  private init(path: String) throws {
    queue = try DatabaseQueue(path: path)
    try queue.write { db in
      let check = try String.fetchOne(db, sql: "PRAGMA quick_check")
      guard check == "ok" else {
        throw DatabaseError(resultCode: .SQLITE_CORRUPT, message: check ?? "quick_check failed")
      }
      let version = try Int.fetchOne(db, sql: "PRAGMA user_version") ?? 0
      if version != Self.schemaVersion {
        try db.execute(
          sql: "DROP TABLE IF EXISTS chart; DROP TABLE IF EXISTS file; DROP TABLE IF EXISTS md5")
      }
      try db.execute(sql: Self.schema)
      try db.execute(sql: "PRAGMA user_version = \(Self.schemaVersion)")
    }
  }

  private static let schema = """
    CREATE TABLE IF NOT EXISTS chart (
      chartHash TEXT PRIMARY KEY NOT NULL, fileHash TEXT NOT NULL, chartFile TEXT NOT NULL,
      chartIndex INTEGER NOT NULL, sourcePath TEXT NOT NULL, title TEXT NOT NULL,
      artist TEXT NOT NULL, chartName TEXT NOT NULL, meter INTEGER, bpmLow REAL NOT NULL,
      bpmHigh REAL NOT NULL, lengthNs INTEGER NOT NULL, laneCount INTEGER NOT NULL,
      noteCount INTEGER NOT NULL, previewStartNs INTEGER NOT NULL, audioFile TEXT,
      bestScore INTEGER, bestHeadline TEXT);
    CREATE INDEX IF NOT EXISTS chartByFile ON chart(fileHash);
    CREATE TABLE IF NOT EXISTS file (fileHash TEXT PRIMARY KEY NOT NULL, sourcePath TEXT NOT NULL);
    CREATE TABLE IF NOT EXISTS md5 (md5 TEXT PRIMARY KEY NOT NULL, fileHash TEXT NOT NULL);
    """

  public func entries() throws -> [LibraryEntry] {
    try queue.read { db in try Row.fetchAll(db, sql: "SELECT * FROM chart").map(Self.entry) }
  }

  public func importedFiles() throws -> [String: String] {
    try queue.read { db in
      var files: [String: String] = [:]
      for row in try Row.fetchAll(db, sql: "SELECT fileHash, sourcePath FROM file") {
        files[row["fileHash"]] = row["sourcePath"]
      }
      return files
    }
  }

  public func insert(_ entries: [LibraryEntry]) throws {
    try queue.write { db in
      for entry in entries {
        // A chart imported again keeps the best result it had.
        let best = try Row.fetchOne(
          db, sql: "SELECT bestScore, bestHeadline FROM chart WHERE chartHash = ?",
          arguments: [entry.chartHash])
        try db.execute(
          sql: """
            INSERT OR REPLACE INTO chart VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
            """,
          arguments: Self.arguments(entry, best: best))
        try db.execute(
          sql: "INSERT OR REPLACE INTO file VALUES (?, ?)",
          arguments: [entry.fileHash, entry.sourcePath])
      }
    }
  }

  /// The chart file known to osu! or Quaver by `md5` (`LibraryMD5Lookup` fills the table).
  public func fileHash(forMD5 md5: String) throws -> String? {
    try queue.read { db in
      try String.fetchOne(
        db, sql: "SELECT fileHash FROM md5 WHERE md5 = ?", arguments: [md5.lowercased()])
    }
  }

  /// Files whose MD5s are recorded.
  public func filesWithMD5() throws -> Set<String> {
    try queue.read { db in Set(try String.fetchAll(db, sql: "SELECT DISTINCT fileHash FROM md5")) }
  }

  public func recordMD5s(_ pairs: [(md5: String, fileHash: String)]) throws {
    try queue.write { db in
      for pair in pairs {
        try db.execute(
          sql: "INSERT OR REPLACE INTO md5 VALUES (?, ?)", arguments: [pair.md5, pair.fileHash])
      }
    }
  }

  public func recordBest(_ best: BestResult, forChart chartHash: String) throws -> Bool {
    try queue.write { db in
      let current = try Int.fetchOne(
        db, sql: "SELECT bestScore FROM chart WHERE chartHash = ?", arguments: [chartHash])
      if let current, best.score <= current { return false }
      try db.execute(
        sql: "UPDATE chart SET bestScore = ?, bestHeadline = ? WHERE chartHash = ?",
        arguments: [best.score, best.headline, chartHash])
      return db.changesCount > 0
    }
  }

  private static func arguments(_ entry: LibraryEntry, best: Row?) -> StatementArguments {
    let score: Int? = best?["bestScore"] ?? entry.best?.score
    let headline: String? = best?["bestHeadline"] ?? entry.best?.headline
    let values: [(any DatabaseValueConvertible)?] = [
      entry.chartHash, entry.fileHash, entry.chartFile, entry.chartIndex, entry.sourcePath,
      entry.title, entry.artist, entry.chartName, entry.meter, entry.bpmRange.lowerBound,
      entry.bpmRange.upperBound, entry.length, entry.laneCount, entry.noteCount,
      entry.previewStart, entry.audioFile, score, headline,
    ]
    return StatementArguments(values)
  }

  private static func entry(_ row: Row) -> LibraryEntry {
    let low: Double = row["bpmLow"]
    let high: Double = row["bpmHigh"]
    let score: Int? = row["bestScore"]
    let headline: String? = row["bestHeadline"]
    return LibraryEntry(
      chartHash: row["chartHash"], fileHash: row["fileHash"], chartFile: row["chartFile"],
      chartIndex: row["chartIndex"], sourcePath: row["sourcePath"], title: row["title"],
      artist: row["artist"], chartName: row["chartName"], meter: row["meter"],
      bpmRange: low...max(low, high), length: row["lengthNs"], laneCount: row["laneCount"],
      noteCount: row["noteCount"], previewStart: row["previewStartNs"],
      audioFile: row["audioFile"],
      best: score.map { BestResult(score: $0, headline: headline ?? "") })
  }
}
