import Foundation
import StarlightCore
import StarlightLibrary
import Testing

/// `beatmap import DIR` over a fixture pack: what is imported, skipped and failed, what the
/// index then lists, and a second run that skips everything unchanged.
@Suite("Library folder import")
struct LibraryImportTests {
  struct Library {
    let pack: URL
    let layout: LibraryLayout
    let store: LibraryStore

    init(in folder: URL) throws {
      pack = folder.appendingPathComponent("Songs")
      try LibraryFixtures.makePack(in: pack)
      layout = LibraryLayout(root: folder.appendingPathComponent("library").path)
      try FileManager.default.createDirectory(
        atPath: layout.root, withIntermediateDirectories: true)
      store = try LibraryStore.open(path: layout.indexPath).store
    }

    func path(_ relative: String) -> String { pack.appendingPathComponent(relative).path }

    func run() throws -> LibraryImportSummary {
      try LibraryImporter(layout: layout, index: store).run(paths: [pack.path])
    }
  }

  @Test(
    "good files are imported, the duplicate and the unplayable skipped, the broken file and the damaged archive failed"
  )
  func firstRun() throws {
    try withTemporaryFolder { folder in
      let library = try Library(in: folder)
      let summary = try library.run()
      #expect(
        summary.imported.map(\.path).sorted()
          == ["Alpha/alpha.sm", "Beta/beta.osu", "Lonely/lonely.sm"].map(library.path))
      #expect(summary.imported.map(\.charts).sorted() == [1, 2, 2])
      #expect(summary.chartCount == 5)
      let skipped = Dictionary(uniqueKeysWithValues: summary.skipped.map { ($0.path, $0.reason) })
      #expect(
        skipped[library.path("Copy/alpha-copy.sm")]
          == "the same file as \(library.path("Alpha/alpha.sm")), already imported")
      #expect(
        skipped[library.path("Lights/lights.sm")]
          == "no chart this game plays: chart 0 (lights-cabinet Easy (meter 1))")
      #expect(skipped.count == 2)
      #expect(
        summary.failed.map(\.path) == [
          library.path("Archive/pack.osz"), library.path("Broken/broken.sm"),
        ])
      #expect(
        summary.failed.first?.problems
          == ["not a zip archive, or a damaged one; nothing was imported from it"])
      #expect(summary.failed.last?.problems.first?.contains("'fast' is not a number") == true)
      let lonely = summary.imported.first { $0.path.hasSuffix("lonely.sm") }
      #expect(lonely?.notes.first?.hasPrefix("audio file 'gone.ogg' is missing") == true)
      #expect(!summary.isFailure)
      #expect(
        summary.lines.first
          == "imported 5 charts from 3 files, 3 playable (audio missing for 2); skipped 2; failed 2"
      )
      #expect(summary.playableCount == 3)
    }
  }

  @Test("the index lists each chart with the song list's fields, keyed by the chart's hash")
  func index() throws {
    try withTemporaryFolder { folder in
      let library = try Library(in: folder)
      _ = try library.run()
      let entries = try library.store.entries().sorted { $0.chartName < $1.chartName }
      #expect(entries.count == 5)
      let alphaBytes = Array(
        try Data(contentsOf: URL(fileURLWithPath: library.path("Alpha/alpha.sm"))))
      let hard = try #require(entries.first { $0.title == "Alpha" && $0.chartName == "Hard" })
      #expect(hard.chartHash == SHA256.hexDigest(of: alphaBytes + Array("\nchart 1".utf8)))
      #expect(hard.fileHash == SHA256.hexDigest(of: alphaBytes))
      #expect(hard.meter == 9)
      #expect(hard.bpmRange == 120...180)
      #expect(hard.length == Nanoseconds.seconds(20))
      #expect(hard.laneCount == 4)
      #expect(hard.noteCount == 32)
      #expect(hard.previewStart == Nanoseconds.milliseconds(4_500))
      #expect(hard.audioFile == "songs/\(hard.fileHash)/alpha.wav")
      let beta = try #require(entries.first { $0.title == "Beta" })
      #expect(beta.laneCount == 7)
      #expect(beta.meter == nil)
      #expect(beta.chartName == "7K Insane")
      // 500 frames of 1152 samples at 44.1 kHz: the MP3's length from its frame headers.
      #expect(beta.length == Nanoseconds(LibraryFixtures.mp3Frames * 1152) * 1_000_000_000 / 44_100)
      #expect(beta.previewStart == Nanoseconds.milliseconds(3_000))
      let lonely = entries.filter { $0.title == "Lonely" }
      #expect(lonely.count == 2 && lonely.allSatisfy { $0.isAudioMissing })
      #expect(FileManager.default.fileExists(atPath: library.layout.path(hard.chartFile)))
    }
  }

  @Test("a second run skips every file unchanged and the index stays the same")
  func secondRun() throws {
    try withTemporaryFolder { folder in
      let library = try Library(in: folder)
      _ = try library.run()
      let before = try library.store.entries().sorted { $0.chartHash < $1.chartHash }
      let again = try library.run()
      #expect(again.imported.isEmpty)
      #expect(again.chartCount == 0)
      let unchanged = again.skipped.filter { $0.reason == "unchanged since it was imported" }
      #expect(
        unchanged.map(\.path).sorted()
          == ["Alpha/alpha.sm", "Beta/beta.osu", "Lonely/lonely.sm"].map(library.path))
      // Still failed and still skipped for their own reasons: nothing was imported of them.
      #expect(
        again.failed.map(\.path) == [
          library.path("Archive/pack.osz"), library.path("Broken/broken.sm"),
        ])
      #expect(!again.isFailure)
      #expect(try library.store.entries().sorted { $0.chartHash < $1.chartHash } == before)
    }
  }

  @Test("a folder with nothing importable is a failure; a playable chart's missing audio is not")
  func failure() throws {
    try withTemporaryFolder { folder in
      let library = try Library(in: folder)
      let broken = try LibraryImporter(layout: library.layout, index: library.store).run(
        paths: [library.path("Broken"), library.path("Archive")])
      #expect(broken.isFailure)
      let lonely = try LibraryImporter(layout: library.layout, index: library.store).run(
        paths: [library.path("Lonely")])
      #expect(!lonely.isFailure)
      #expect(lonely.chartCount == 2)
    }
  }

  @Test("a chart imported without its audio is refused at play with what to do")
  func missingAudioRefused() throws {
    try withTemporaryFolder { folder in
      let library = try Library(in: folder)
      _ = try library.run()
      let entries = try library.store.entries()
      let lonely = try #require(entries.first { $0.title == "Lonely" })
      guard case .failure(let refusal) = LibraryChartLoader.load(lonely, layout: library.layout)
      else {
        Issue.record("a chart with no audio was loaded")
        return
      }
      #expect(refusal.lines.first?.contains("has no audio") == true)
      #expect(
        refusal.lines.last == "Put the audio file beside the chart and import the folder again.")
      let hard = try #require(entries.first { $0.title == "Alpha" && $0.chartName == "Hard" })
      let loaded = try LibraryChartLoader.load(hard, layout: library.layout).get()
      #expect(loaded.map.contentHash == hard.chartHash)
      #expect(loaded.map.laneCount == 4)
      let beta = try #require(entries.first { $0.title == "Beta" })
      #expect(try LibraryChartLoader.load(beta, layout: library.layout).get().map.laneCount == 7)
    }
  }

  @Test(
    "best results are kept per chart: only a better score replaces one, and a re-import keeps it")
  func bestResults() throws {
    try withTemporaryFolder { folder in
      let library = try Library(in: folder)
      _ = try library.run()
      let chart = try #require(try library.store.entries().first).chartHash
      #expect(
        try library.store.recordBest(BestResult(score: 500, headline: "50 %"), forChart: chart))
      #expect(
        !(try library.store.recordBest(BestResult(score: 400, headline: "40 %"), forChart: chart)))
      #expect(
        try library.store.recordBest(BestResult(score: 900, headline: "90 %"), forChart: chart))
      let entries = try library.store.entries()
      try library.store.insert(
        entries.map {
          var entry = $0
          entry.bests = []
          return entry
        })
      #expect(
        try library.store.entries().first { $0.chartHash == chart }?.bests
          == [BestResult(score: 900, headline: "90 %", judge: "starlight", rate: 100)])
    }
  }
}
