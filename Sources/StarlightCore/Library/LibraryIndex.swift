/// Where the library's charts are listed. The core only needs these operations; the
/// store behind them (SQLite through GRDB) lives outside the pure core, and can always be
/// rebuilt from the chart files it lists.
public protocol LibraryIndex: Sendable {
  /// Every chart, in no particular order.
  func entries() throws -> [LibraryEntry]
  /// The chart file hashes already imported, with the source path each came from.
  func importedFiles() throws -> [String: String]
  /// Adds or replaces charts (by chart hash) and records their files as imported.
  func insert(_ entries: [LibraryEntry]) throws
  /// Keeps `best` for the chart if it beats the one recorded under its judge and rate (or
  /// none is); returns whether it did.
  func recordBest(_ best: BestResult, forChart chartHash: String) throws -> Bool
}
