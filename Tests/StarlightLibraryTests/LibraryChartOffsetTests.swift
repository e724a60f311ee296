import Foundation
import StarlightCore
import StarlightLibrary
import Testing

/// The per-chart offset kept in the library (issue 22): an index made before offsets (and
/// before chart details) opens with its charts and bests, takes an offset, and gives it back
/// after it is closed and opened again; a value beyond the limits is refused.
@Suite("Library chart offsets")
struct LibraryChartOffsetTests {
  static let olderIndex = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("Fixtures/Library/index-v1-before-offsets.sqlite")

  @Test("an older library opens with its best, keeps an offset, and reloads it")
  func olderLibrary() throws {
    try withTemporaryFolder { folder in
      let path = folder.appendingPathComponent("index.sqlite").path
      try FileManager.default.copyItem(atPath: Self.olderIndex.path, toPath: path)
      do {
        let (store, wasReset) = try LibraryStore.open(path: path)
        #expect(!wasReset)
        let older = try #require(try store.entries().first)
        #expect(older.chartHash == "chart-older")
        // Kept before bests had judges: counted under this game's judge at 1x, as its headline
        // names no other.
        #expect(
          older.bests == [
            BestResult(score: 987_654, headline: "AA 98.77%", judge: "starlight", rate: 100)
          ])
        #expect(older.offset == 0)
        try store.setOffset(.milliseconds(-12), forChart: "chart-older")
        try store.close()
      }
      let (reopened, _) = try LibraryStore.open(path: path)
      let entry = try #require(try reopened.entries().first)
      #expect(entry.offset == .milliseconds(-12))
      #expect(entry.bests.map(\.score) == [987_654])
      #expect(try reopened.offset(forChart: "chart-older") == .milliseconds(-12))
      // A chart imported again replaces its row: its offset, like its best, stays.
      var again = entry
      again.bests = []
      again.offset = 0
      try reopened.insert([again])
      #expect(try reopened.entries().first?.offset == .milliseconds(-12))
      // 0 removes it; beyond the limits is refused, the old value kept.
      #expect(throws: LibraryStoreError.self) {
        try reopened.setOffset(.milliseconds(1_500), forChart: "chart-older")
      }
      #expect(try reopened.offset(forChart: "chart-older") == .milliseconds(-12))
      try reopened.setOffset(0, forChart: "chart-older")
      #expect(try reopened.entries().first?.offset == 0)
      try reopened.close()
    }
  }
}
