import Foundation
import StarlightCore
import StarlightLibrary
import Testing
import ZIPFoundation

/// Archives of charts import as the folder they hold: osu!'s `.osz` with its audio and art,
/// a StepMania pack's `.zip`. A bad one is refused in one line with nothing written: a path
/// that leaves its folder, a symbolic link, too many entries, too many bytes, a chart over
/// the cap, a damaged zip. The archives are made here with the zip library.
@Suite("Library: archive import")
struct LibraryArchiveImportTests {
  struct Library {
    let folder: URL
    let layout: LibraryLayout
    let store: LibraryStore

    init(in folder: URL) throws {
      self.folder = folder
      layout = LibraryLayout(root: folder.appendingPathComponent("library").path)
      try FileManager.default.createDirectory(
        atPath: layout.root, withIntermediateDirectories: true)
      store = try LibraryStore.open(path: layout.indexPath).store
    }

    func run(_ path: String, limits: ChartArchiveLimits = .init()) throws -> LibraryImportSummary {
      try LibraryImporter(layout: layout, index: store, archiveLimits: limits).run(paths: [path])
    }

    /// Everything under the library but its index, lock and the index's own files.
    func written() throws -> [String] {
      let all = FileManager.default.enumerator(atPath: layout.root)?.allObjects as? [String] ?? []
      return all.filter { !$0.hasPrefix(LibraryLayout.indexName) && $0 != LibraryUse.lockName }
    }
  }

  /// A zip of `files` (path, bytes), deflated, at `url`.
  static func zip(_ files: [(String, [UInt8])], to url: URL) throws {
    let archive = try Archive(url: url, accessMode: .create)
    for (path, bytes) in files {
      try archive.addEntry(
        with: path, type: .file, uncompressedSize: Int64(bytes.count),
        compressionMethod: .deflate
      ) { position, size in Data(bytes[Int(position)..<(Int(position) + size)]) }
    }
  }

  /// A 4K osu!mania chart of 8 notes, 250 ms apart from 1 s, naming its audio and background.
  static let chart = Array(
    """
    osu file format v14

    [General]
    AudioFilename: audio.wav
    Mode: 3

    [Metadata]
    Title:Zipped
    Artist:Fixture
    Version:4K Easy

    [Difficulty]
    CircleSize:4
    OverallDifficulty:8

    [Events]
    0,0,"bg.png",0,0

    [TimingPoints]
    1000,500,4,1,0,100,1,0

    [HitObjects]
    \((0..<8).map { "\(64 + 128 * ($0 % 4)),192,\(1000 + 250 * $0),1,0,0:0:0:0:" }.joined(separator: "\n"))

    """.utf8)

  @Test("an .osz imports with its audio and art, and its chart plays to the end headless")
  func oszImportsAndPlays() throws {
    try withTemporaryFolder { folder in
      let library = try Library(in: folder)
      let osz = folder.appendingPathComponent("Songs/123 Fixture - Zipped.osz")
      try FileManager.default.createDirectory(
        at: osz.deletingLastPathComponent(), withIntermediateDirectories: true)
      try Self.zip(
        [
          ("Fixture - Zipped (Mapper) [4K Easy].osu", Self.chart),
          ("audio.wav", LibraryFixtures.wav(seconds: 5)), ("bg.png", [0x89, 0x50, 0x4E, 0x47]),
        ], to: osz)
      let summary = try library.run(osz.path)
      #expect(summary.failed.isEmpty)
      #expect(
        summary.imported.map(\.path) == [osz.path + "/Fixture - Zipped (Mapper) [4K Easy].osu"])
      let entry = try #require(try library.store.entries().first)
      #expect(entry.unplayableReason == nil)
      #expect(entry.sourcePath.hasPrefix(osz.path + "/"))
      let background = try #require(entry.details.background)
      #expect(FileManager.default.fileExists(atPath: library.layout.path(background)))
      // Unpacked inside the library and cleaned away; nothing written beside the archive.
      #expect(
        !FileManager.default.fileExists(atPath: library.layout.path(ChartArchives.unpackingFolder)))
      #expect(
        try FileManager.default.contentsOfDirectory(atPath: osz.deletingLastPathComponent().path)
          == [osz.lastPathComponent])
      let map = try LibraryChartLoader.load(entry, layout: library.layout).get().map
      var replay = Autoplay().replay(for: map, autoAssist: false)
      replay.judge = .forChart(.osuStable, metadata: map.metadata)
      let run = try #require(try ReplaySimulator.simulate(replay, beatMap: map) as? FirewallRun)
      #expect(run.outcome == .cleared)
      #expect(RunSummary(run: run).counts.first?.count == 8)
    }
  }

  @Test("a StepMania pack's .zip: its songs belong to the pack inside it")
  func packZip() throws {
    try withTemporaryFolder { folder in
      let library = try Library(in: folder)
      let zip = folder.appendingPathComponent("pack-download.zip")
      try Self.zip(
        [
          ("Fixture Pack/Song A/a.sm", Array(LibraryFixtures.sm(title: "A", music: "a.wav").utf8)),
          ("Fixture Pack/Song A/a.wav", LibraryFixtures.wav(seconds: 20)),
        ], to: zip)
      let summary = try library.run(zip.path)
      #expect(summary.imported.map(\.path) == [zip.path + "/Fixture Pack/Song A/a.sm"])
      let entries = try library.store.entries()
      #expect(entries.count == 2)
      #expect(
        entries.allSatisfy { $0.details.pack == "Fixture Pack" && $0.unplayableReason == nil })
    }
  }

  static let chartEntry = ("chart.osu", chart)

  @Test(
    "a bad archive is refused in one line and nothing is written",
    arguments: [
      ("leaves", [("../evil.osu", chart)], "entry '../evil.osu' leaves the archive's folder"),
      (
        "deep", [chartEntry, ("a/../../evil.wav", [1])],
        "entry 'a/../../evil.wav' leaves the archive's folder"
      ),
      ("backslash", [("..\\evil.osu", chart)], "entry '..\\evil.osu' leaves the archive's folder"),
      ("entries", (0..<6).map { ("f\($0).txt", [UInt8]([1])) }, "holds more than 5 entries"),
      (
        "bytes", [chartEntry, ("audio.wav", [UInt8](repeating: 0, count: 5_000))],
        "unpacks to more than 4.9 KiB"
      ),
      (
        "chart", [("big.osu", [UInt8](repeating: 0x20, count: 3_000))],
        "chart 'big.osu' is 2.9 KiB, over the 2.0 KiB a chart may be"
      ),
    ] as [(String, [(String, [UInt8])], String)])
  func refused(name: String, files: [(String, [UInt8])], reason: String) throws {
    try withTemporaryFolder { folder in
      let library = try Library(in: folder)
      let osz = folder.appendingPathComponent("\(name).osz")
      try Self.zip(files, to: osz)
      var limits = ChartArchiveLimits()
      limits.maxEntries = 5
      limits.maxUnpackedBytes = 5_000
      limits.maxChartBytes = 2_048
      let summary = try library.run(osz.path, limits: limits)
      #expect(summary.failed.map(\.path) == [osz.path])
      #expect(summary.failed.first?.problems == ["\(reason); nothing was imported from it"])
      #expect(try library.written().isEmpty)
      #expect(try library.store.entries().isEmpty)
      #expect(
        try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted() == [
          "\(name).osz", "library",
        ])
    }
  }

  @Test("a symbolic link, a damaged zip and a zip bomb that lies about its size are refused")
  func linksDamageAndBombs() throws {
    try withTemporaryFolder { folder in
      let library = try Library(in: folder)
      let link = folder.appendingPathComponent("link.osz")
      let archive = try Archive(url: link, accessMode: .create)
      let target = Data("/etc/passwd".utf8)
      try archive.addEntry(with: "audio.wav", type: .symlink, uncompressedSize: Int64(target.count))
      {
        position, size in target.subdata(in: Int(position)..<(Int(position) + size))
      }
      #expect(
        try library.run(link.path).failed.first?.problems == [
          "entry 'audio.wav' is a symbolic link; nothing was imported from it"
        ])
      let damaged = folder.appendingPathComponent("damaged.osz")
      try Data("PK\u{3}\u{4} this is not a zip".utf8).write(to: damaged)
      #expect(
        try library.run(damaged.path).failed.first?.problems == [
          "not a zip archive, or a damaged one; nothing was imported from it"
        ])
      // 100 000 zeros deflate to a few hundred bytes; the directory and the entry's header
      // are then made to say 10 bytes.
      let bomb = folder.appendingPathComponent("bomb.osz")
      try Self.zip(
        [Self.chartEntry, ("zeros.bin", [UInt8](repeating: 0, count: 100_000))], to: bomb)
      var bytes = [UInt8](try Data(contentsOf: bomb))
      Self.restate(&bytes, name: "zeros.bin", uncompressedSize: 10)
      try Data(bytes).write(to: bomb)
      let refused = try library.run(bomb.path).failed.first?.problems ?? []
      #expect(refused.count == 1)
      #expect(refused.first?.hasSuffix("; nothing was imported from it") == true)
      #expect(try library.written().isEmpty)
      #expect(try library.store.entries().isEmpty)
    }
  }

  @Test("a zip with no chart in it, met in a folder, is skipped without being unpacked")
  func zipWithoutCharts() throws {
    try withTemporaryFolder { folder in
      let library = try Library(in: folder)
      let songs = folder.appendingPathComponent("Songs")
      try FileManager.default.createDirectory(at: songs, withIntermediateDirectories: true)
      let photos = songs.appendingPathComponent("photos.zip")
      try Self.zip([("a.jpg", [0xFF, 0xD8]), ("b.txt", Array("hello".utf8))], to: photos)
      let summary = try library.run(songs.path)
      #expect(
        summary.skipped.map { "\($0.path): \($0.reason)" } == [
          "\(photos.path): an archive with no chart this game reads"
        ])
      #expect(summary.failed.isEmpty)
      #expect(try library.written().isEmpty)
    }
  }

  @Test("the caps are 10 000 entries, 2 GiB unpacked and a chart file's 32 MB")
  func defaultCaps() {
    let limits = ChartArchiveLimits()
    #expect(limits.maxEntries == 10_000)
    #expect(limits.maxUnpackedBytes == 2 * 1024 * 1024 * 1024)
    #expect(limits.maxChartBytes == UInt64(BeatMapLimits.maxFileBytes))
  }

  /// Rewrites the uncompressed size the local header and the central directory give the
  /// entry `name` (little-endian, at offsets 22 and 24 of each record).
  static func restate(_ bytes: inout [UInt8], name: String, uncompressedSize: UInt32) {
    let nameBytes = Array(name.utf8)
    for (signature, field, nameAt) in [
      ([0x50, 0x4B, 0x03, 0x04], 22, 30), ([0x50, 0x4B, 0x01, 0x02], 24, 46),
    ]
      as [([UInt8], Int, Int)]
    {
      var at = 0
      while at + nameAt + nameBytes.count <= bytes.count {
        if Array(bytes[at..<(at + 4)]) == signature,
          Array(bytes[(at + nameAt)..<(at + nameAt + nameBytes.count)]) == nameBytes
        {
          for index in 0..<4 {
            bytes[at + field + index] = UInt8((uncompressedSize >> (8 * index)) & 0xFF)
          }
        }
        at += 1
      }
    }
  }
}
