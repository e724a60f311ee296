import GRDB
import StarlightCore

/// The player's offset per chart (issue 22): how much later (positive) or earlier this
/// chart's notes are judged against its audio, on top of the global audio offset. It is
/// kept in a table of its own, keyed by the chart's hash, so a chart imported again (which
/// replaces its row) or a rebuilt song list keeps it, as it keeps its best.
extension LibraryStore {
  /// The offsets' table; an index made before it gets it when opened (`addOffsetTable`).
  static let chartOffsetTable = """
    CREATE TABLE IF NOT EXISTS chartOffset (
      chartHash TEXT PRIMARY KEY NOT NULL, offsetNs INTEGER NOT NULL);
    """

  /// Keeps `offset` for the chart (0 removes it). Refused with the reason when the library
  /// is read-only or the offset beyond `ChartOffsetEditor.limit`.
  public func setOffset(_ offset: Nanoseconds, forChart chartHash: String) throws {
    guard abs(offset) <= ChartOffsetEditor.limit else {
      throw LibraryStoreError(plainReason: ChartOffsetEditor.outOfRange)
    }
    try writing { db in
      if offset == 0 {
        try db.execute(
          sql: "DELETE FROM chartOffset WHERE chartHash = ?", arguments: [chartHash])
      } else {
        try db.execute(
          sql: "INSERT OR REPLACE INTO chartOffset VALUES (?, ?)", arguments: [chartHash, offset])
      }
    }
  }

  /// The offset kept for a chart (0 when it has none).
  public func offset(forChart chartHash: String) throws -> Nanoseconds {
    if isBlank { return 0 }
    return try guarded { try database.read { db in try Self.chartOffsets(db)[chartHash] ?? 0 } }
  }

  /// Every chart's offset; none in an index opened read-only from before the table.
  static func chartOffsets(_ db: Database) throws -> [String: Nanoseconds] {
    guard try db.tableExists("chartOffset") else { return [:] }
    var offsets: [String: Nanoseconds] = [:]
    for row in try Row.fetchAll(db, sql: "SELECT chartHash, offsetNs FROM chartOffset") {
      offsets[row["chartHash"]] = row["offsetNs"]
    }
    return offsets
  }

  /// An index made before per-chart offsets gets their table; its charts and bests stay.
  func addOffsetTable() throws {
    guard try !database.read({ db in try db.tableExists("chartOffset") }) else { return }
    try database.write { db in try db.execute(sql: Self.chartOffsetTable) }
  }
}
