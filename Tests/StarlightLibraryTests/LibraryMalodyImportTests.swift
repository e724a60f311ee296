import Foundation
import StarlightCore
import StarlightLibrary
import Testing
import ZIPFoundation

/// A Malody key chart imported into the library as Free Play lists and plays it: its steps
/// type, names, audio, and the judge its game's charts get (Quaver's, as the registry says).
@Suite("Library: Malody charts")
struct LibraryMalodyImportTests {
  static let chart = """
    {"meta": {"version": "7K Hard", "mode": 0, "background": "bg.png",
              "song": {"title": "Yoru", "artist": "Fixture", "titleorg": "夜"},
              "mode_ext": {"column": 7}},
     "time": [{"beat": [0, 0, 1], "bpm": 120}],
     "note": [{"beat": [0, 0, 1], "sound": "song.wav", "offset": 0, "type": 1},
              {"beat": [2, 0, 1], "column": 0}, {"beat": [3, 0, 1], "endbeat": [4, 0, 1], "column": 6}]}
    """

  @Test("imported, listed with its steps type and names, played under quaver by default")
  func importsAndPlays() throws {
    try withTemporaryFolder { folder in
      let song = folder.appendingPathComponent("Songs/Yoru")
      try FileManager.default.createDirectory(at: song, withIntermediateDirectories: true)
      try Data(Self.chart.utf8).write(to: song.appendingPathComponent("yoru.mc"))
      try Data(LibraryFixtures.wav(seconds: 5)).write(to: song.appendingPathComponent("song.wav"))
      let layout = LibraryLayout(root: folder.appendingPathComponent("library").path)
      try FileManager.default.createDirectory(
        atPath: layout.root, withIntermediateDirectories: true)
      let store = try LibraryStore.open(path: layout.indexPath).store
      let summary = try LibraryImporter(layout: layout, index: store).run(paths: [song.path])
      #expect(summary.failed.isEmpty && summary.chartCount == 1)
      let entry = try #require(try store.entries().first)
      #expect(entry.details.stepsType == "Malody 7K")
      #expect(entry.title == "夜" && entry.details.titleTranslit == "Yoru")
      #expect(entry.laneCount == 7 && entry.noteCount == 2)
      #expect(entry.unplayableReason == nil)
      #expect(
        JudgeID.resolved(
          chartPick: nil, playerDefault: nil, origin: ChartOrigin(path: entry.sourcePath))
          == .quaver)
      let loaded = try LibraryChartLoader.load(entry, layout: layout).get()
      #expect(loaded.map.allNotes.map(\.time) == [.milliseconds(1_000), .milliseconds(1_500)])
      #expect(loaded.map.metadata.origin == .malody)
    }
  }

  @Test("an .mcz (a zip of a Malody song folder) imports its chart with its audio")
  func mczImports() throws {
    try withTemporaryFolder { folder in
      let mcz = folder.appendingPathComponent("_song_1234.mcz")
      try LibraryArchiveImportTests.zip(
        [
          ("1234/0/1700000000.mc", Array(Self.chart.utf8)),
          ("1234/0/song.wav", LibraryFixtures.wav(seconds: 5)),
        ], to: mcz)
      let layout = LibraryLayout(root: folder.appendingPathComponent("library").path)
      try FileManager.default.createDirectory(
        atPath: layout.root, withIntermediateDirectories: true)
      let store = try LibraryStore.open(path: layout.indexPath).store
      let summary = try LibraryImporter(layout: layout, index: store).run(paths: [mcz.path])
      #expect(summary.imported.map(\.path) == [mcz.path + "/1234/0/1700000000.mc"])
      let entry = try #require(try store.entries().first)
      #expect(entry.details.stepsType == "Malody 7K" && entry.unplayableReason == nil)
    }
  }
}
