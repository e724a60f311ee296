import Foundation
import StarlightCore
import StarlightLibrary
import Testing

/// Importing a folder again picks up what arrived beside a chart (its audio, its art), not
/// only a changed chart file; the summary says how many imported charts can be played; a
/// chart whose notes outlast its audio is marked and plays on in silence; a pack folder names
/// the pack.
@Suite("Library re-import")
struct LibraryReimportTests {
  struct Library {
    let songs: URL
    let layout: LibraryLayout
    let store: LibraryStore

    init(in folder: URL) throws {
      songs = folder.appendingPathComponent("Packs")
      layout = LibraryLayout(root: folder.appendingPathComponent("library").path)
      try FileManager.default.createDirectory(
        atPath: layout.root, withIntermediateDirectories: true)
      store = try LibraryStore.open(path: layout.indexPath).store
    }

    func put(_ bytes: [UInt8], _ path: String) throws {
      let url = songs.appendingPathComponent(path)
      try FileManager.default.createDirectory(
        at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      try Data(bytes).write(to: url)
    }

    func run() throws -> LibraryImportSummary {
      try LibraryImporter(layout: layout, index: store).run(paths: [songs.path])
    }
  }

  static func simfile(banner: String = "") -> [UInt8] {
    let text = LibraryFixtures.sm(title: "Late", music: "late.wav")
    return Array((banner.isEmpty ? text : "#BANNER:\(banner);\n" + text).utf8)
  }

  @Test("audio put beside a chart imported without it makes it playable on the next import")
  func audioArrives() throws {
    try withTemporaryFolder { folder in
      let library = try Library(in: folder)
      try library.put(Self.simfile(), "Pack One/Late/late.sm")
      let first = try library.run()
      #expect(first.chartCount == 2 && first.playableCount == 0)
      #expect(
        first.lines.first
          == "imported 2 charts from 1 file, 0 playable: audio missing for 2; skipped 0; failed 0")
      #expect(try library.store.entries().allSatisfy { !$0.isPlayable })

      try library.put(LibraryFixtures.wav(seconds: 20), "Pack One/Late/late.wav")
      let second = try library.run()
      #expect(second.imported.count == 1 && second.playableCount == 2)
      #expect(second.imported.first?.notes.first == "read again: its audio is now beside it")
      #expect(
        second.lines.first
          == "imported 2 charts from 1 file (1 read again), 2 playable; skipped 0; failed 0")
      let entries = try library.store.entries()
      #expect(entries.count == 2 && entries.allSatisfy(\.isPlayable))
      #expect(entries.allSatisfy { $0.details.pack == "Pack One" })

      // Nothing more arrived: unchanged, skipped.
      let third = try library.run()
      #expect(third.imported.isEmpty)
      #expect(third.skipped.map(\.reason) == ["unchanged since it was imported"])
    }
  }

  @Test("a banner put beside a chart is picked up by the next import, its best kept")
  func artArrives() throws {
    try withTemporaryFolder { folder in
      let library = try Library(in: folder)
      try library.put(Self.simfile(banner: "bn.png"), "Pack One/Late/late.sm")
      try library.put(LibraryFixtures.wav(seconds: 20), "Pack One/Late/late.wav")
      _ = try library.run()
      let hard = try #require(try library.store.entries().first { $0.chartName == "Hard" })
      #expect(hard.details.banner == nil && hard.details.artNames == ["bn.png"])
      _ = try library.store.recordBest(
        BestResult(score: 900, headline: "90 %"), forChart: hard.chartHash)

      try library.put([0x89, 0x50, 0x4E, 0x47], "Pack One/Late/bn.png")
      let again = try library.run()
      #expect(again.imported.first?.notes.first == "read again: its art is now beside it")
      let after = try #require(try library.store.entries().first { $0.chartName == "Hard" })
      #expect(after.details.banner == "songs/\(after.fileHash)/bn.png")
      #expect(
        FileManager.default.fileExists(atPath: library.layout.path(after.details.banner ?? "")))
      #expect(after.bests.map(\.score) == [900])
    }
  }

  @Test(
    "a chart whose notes outlast its audio is imported playable and plays headless to its last note"
  )
  func notesOutlastAudio() throws {
    try withTemporaryFolder { folder in
      let library = try Library(in: folder)
      try library.put(Self.simfile(), "Pack One/Late/late.sm")
      try library.put(LibraryFixtures.wav(seconds: 5), "Pack One/Late/late.wav")
      let summary = try library.run()
      #expect(summary.playableCount == 2)
      #expect(
        summary.lines.first == "imported 2 charts from 1 file, 2 playable; skipped 0; failed 0")
      // The last note, on beat 31 (16 beats at 120 BPM, 15 at 180), is at 13 s, 8 s after the
      // audio's end: said at import, never refused.
      #expect(
        summary.imported.first?.notes.contains {
          $0.hasSuffix("8.0 s past the end of its audio; played on in silence")
        } == true)
      let entries = try library.store.entries()
      #expect(entries.count == 2)
      #expect(
        entries.allSatisfy {
          $0.details.audioOverrun != nil && $0.isPlayable && $0.unplayableReason == nil
        })
      let entry = try #require(entries.first)
      let map = try LibraryChartLoader.load(entry, layout: library.layout).get().map
      #expect(map.audioDuration == .seconds(5))
      let last = try #require(map.lastNoteTime)
      #expect(last > map.audioDuration && map.songLength == last)
      // The bot's replay re-simulated headless, as `replay --headless` plays it: every note
      // judged, the last ones after the audio has ended.
      let replay = Autoplay().replay(for: map, autoAssist: false)
      let run = try #require(try ReplaySimulator.simulate(replay, beatMap: map) as? FirewallRun)
      #expect(run.resolvedCount == run.playableCount && run.playableCount == map.notes.count)
      #expect(run.outcome == .cleared)
      #expect(run.now >= last)
    }
  }
}

/// The game's own beat map JSON is importable like any chart; other JSON is passed over.
@Suite("Library import of beat maps")
struct LibraryBeatMapImportTests {
  @Test("a folder of beat map JSON is imported and playable; a JSON schema beside it is skipped")
  func beatMaps() throws {
    try withTemporaryFolder { folder in
      let library = try LibraryReimportTests.Library(in: folder)
      let map = """
        {
          "format": "starlight-beatmap", "version": 1,
          "metadata": { "title": "Own Map", "artist": "StarlightSync", "difficulty": "Normal" },
          "audio": { "file": "song.wav" }, "offsetMs": 0, "lanes": 4,
          "tempo": [ { "beat": 0, "bpm": 120 } ],
          "notes": [ { "beat": 4, "lane": 0 }, { "beat": 5, "lane": 1 }, { "beat": 6, "lane": 2 } ]
        }
        """
      try library.put(Array(map.utf8), "BeatMaps/own.json")
      try library.put(LibraryFixtures.wav(seconds: 10), "BeatMaps/song.wav")
      try library.put(
        Array(#"{ "properties": { "format": { "const": "starlight-beatmap" } } }"#.utf8),
        "BeatMaps/beatmap.schema.json")
      let summary = try library.run()
      #expect(summary.chartCount == 1 && summary.playableCount == 1)
      #expect(
        summary.skipped.map(\.reason).first?.hasPrefix("not a StarlightSync beat map") == true)
      let entry = try #require(try library.store.entries().first)
      #expect(entry.title == "Own Map" && entry.details.stepsType == "StarlightSync")
      let bytes = Array(
        try Data(contentsOf: library.songs.appendingPathComponent("BeatMaps/own.json")))
      // The hash `BeatMapLoader` gives the map: its replays find it in the library.
      #expect(entry.chartHash == SHA256.hexDigest(of: bytes))
      guard case .success(let loaded) = LibraryChartLoader.load(entry, layout: library.layout)
      else {
        Issue.record("the imported beat map did not load")
        return
      }
      #expect(loaded.map.notes.count == 3)
    }
  }
}
