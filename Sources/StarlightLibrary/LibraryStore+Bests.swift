import GRDB
import StarlightCore

/// A chart's bests, one per judge and rate (`BestKey`), in a table of their own keyed by the
/// chart's hash, so a chart imported again or a rebuilt song list keeps them. A best kept
/// before bests had judges (the chart table's `bestScore`) counts under the judge and rate
/// its headline names (`BestKey.older`) and moves into the table the first time the chart
/// gets a best.
extension LibraryStore {
  static let chartBestTable = """
    CREATE TABLE IF NOT EXISTS chartBest (
      chartHash TEXT NOT NULL, judge TEXT NOT NULL, rate INTEGER NOT NULL,
      score INTEGER NOT NULL, headline TEXT NOT NULL, PRIMARY KEY (chartHash, judge, rate));
    """

  public func recordBest(_ best: BestResult, forChart chartHash: String) throws -> Bool {
    try writing { db in
      try Self.moveOlderBest(db, chartHash: chartHash)
      let key = best.key
      let current = try Int.fetchOne(
        db, sql: "SELECT score FROM chartBest WHERE chartHash = ? AND judge = ? AND rate = ?",
        arguments: [chartHash, key.judge, key.rate])
      if let current, best.score <= current { return false }
      guard try Self.chartExists(db, chartHash) else { return false }
      try db.execute(
        sql: "INSERT OR REPLACE INTO chartBest VALUES (?, ?, ?, ?, ?)",
        arguments: [chartHash, key.judge, key.rate, best.score, best.headline])
      return true
    }
  }

  /// Every chart's bests, with a best kept before bests had judges under the key its headline
  /// names (unless the table has one under that key).
  static func chartBests(_ db: Database, olderBests: [String: BestResult]) throws -> [String:
    [BestResult]]
  {
    var bests: [String: [BestResult]] = [:]
    if try db.tableExists("chartBest") {
      for row in try Row.fetchAll(db, sql: "SELECT * FROM chartBest") {
        let best = BestResult(
          score: row["score"], headline: row["headline"], judge: row["judge"], rate: row["rate"])
        bests[row["chartHash"], default: []].append(best)
      }
    }
    for (chartHash, older) in olderBests {
      let keyed = Self.keyed(older)
      if !(bests[chartHash] ?? []).contains(where: { $0.key == keyed.key }) {
        bests[chartHash, default: []].append(keyed)
      }
    }
    return bests
  }

  /// An older best with the judge and rate its headline names.
  static func keyed(_ older: BestResult) -> BestResult {
    let key = BestKey.older(headline: older.headline)
    return BestResult(
      score: older.score, headline: older.headline, judge: key.judge, rate: key.rate)
  }

  /// Moves a chart's older best into the table (where none is kept under its key yet).
  private static func moveOlderBest(_ db: Database, chartHash: String) throws {
    guard
      let row = try Row.fetchOne(
        db, sql: "SELECT bestScore, bestHeadline FROM chart WHERE chartHash = ?",
        arguments: [chartHash]),
      let score: Int = row["bestScore"]
    else { return }
    let older = keyed(BestResult(score: score, headline: row["bestHeadline"] ?? ""))
    let key = older.key
    try db.execute(
      sql: "INSERT OR IGNORE INTO chartBest VALUES (?, ?, ?, ?, ?)",
      arguments: [chartHash, key.judge, key.rate, older.score, older.headline])
    try db.execute(
      sql: "UPDATE chart SET bestScore = NULL, bestHeadline = NULL WHERE chartHash = ?",
      arguments: [chartHash])
  }

  private static func chartExists(_ db: Database, _ chartHash: String) throws -> Bool {
    try Int.fetchOne(
      db, sql: "SELECT COUNT(*) FROM chart WHERE chartHash = ?", arguments: [chartHash]) ?? 0 > 0
  }

  /// An index made before bests had judges gets their table; its older bests stay where they
  /// are until moved.
  func addBestTable() throws {
    guard try !database.read({ db in try db.tableExists("chartBest") }) else { return }
    try database.write { db in try db.execute(sql: Self.chartBestTable) }
  }
}
