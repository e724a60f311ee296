import Foundation
import StarlightCore
import StarlightLibrary
import StarlightSupport

/// Folder import throughput: a generated pack of 500 simfiles (4 charts each, 96 measures
/// of eighths and sixteenths under a BPM change, a 2 s WAV each) imported into an empty
/// library on all cores, then again (everything unchanged). The pack is left in
/// `LIBRARY_BENCH_PACK` when set, for `Benchmarks/Library/simfile_timing.py` to time the
/// same files chart by chart through PyPI's `simfile`.
enum LibraryImportBenchmark {
  static let songs = 500
  static let measures = 96
  static let difficulties = [("Beginner", 1), ("Easy", 3), ("Medium", 6), ("Hard", 9)]
  static let audioSeconds = 2
  static let audioRate = 22_050

  static func simfile(song: Int) -> String {
    var text = "#TITLE:Generated \(song);\n#ARTIST:Benchmark;\n#MUSIC:song.wav;\n"
    text +=
      "#OFFSET:-0.010;\n#SAMPLESTART:30;\n#BPMS:0=\(120 + song % 60),192=\(150 + song % 40);\n"
    for (chart, (name, meter)) in difficulties.enumerated() {
      text +=
        "#NOTES:\n     dance-single:\n     :\n     \(name):\n     \(meter):\n     0,0,0,0,0:\n"
      var measureTexts: [String] = []
      for measure in 0..<measures {
        let rows = chart < 2 ? 8 : 16
        let lines = (0..<rows).map { line -> String in
          var row = Array(repeating: Character("0"), count: 4)
          if (line + measure + song).isMultiple(of: chart + 1) {
            row[(line * 3 + measure) % 4] = "1"
          }
          return String(row)
        }
        measureTexts.append(lines.joined(separator: "\n"))
      }
      text += measureTexts.joined(separator: "\n,\n") + "\n;\n"
    }
    return text
  }

  static func makePack(at folder: String) throws {
    let audio = WAVEncoder.encode(
      pcm16: Array(repeating: 0, count: audioRate * audioSeconds), channels: 1,
      sampleRate: audioRate)
    for song in 0..<songs {
      let dir = "\(folder)/Song \(song)"
      try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
      try Data(simfile(song: song).utf8).write(to: URL(fileURLWithPath: "\(dir)/song.sm"))
      try Data(audio).write(to: URL(fileURLWithPath: "\(dir)/song.wav"))
    }
  }

  static func run() throws {
    let scratch = NSTemporaryDirectory() + "library-bench-\(UUID().uuidString)"
    let pack = ProcessInfo.processInfo.environment["LIBRARY_BENCH_PACK"] ?? "\(scratch)/pack"
    defer { try? FileManager.default.removeItem(atPath: scratch) }
    if !FileManager.default.fileExists(atPath: "\(pack)/Song 0/song.sm") {
      try makePack(at: pack)
    }
    let layout = LibraryLayout(root: "\(scratch)/library")
    try FileManager.default.createDirectory(atPath: layout.root, withIntermediateDirectories: true)
    let store = try LibraryStore.open(path: layout.indexPath).store
    let importer = LibraryImporter(layout: layout, index: store)
    let clock = ContinuousClock()
    var summary = LibraryImportSummary()
    let first = try clock.measure { summary = try importer.run(paths: [pack]) }
    var again = LibraryImportSummary()
    let second = try clock.measure { again = try importer.run(paths: [pack]) }
    let cores = ProcessInfo.processInfo.activeProcessorCount
    print(
      String(
        format:
          "library import: %d charts from %d files in %.2f s = %.0f charts/s on %d cores (audio %@); again, all unchanged: %d skipped in %.3f s",
        summary.chartCount, summary.imported.count, seconds(first),
        Double(summary.chartCount) / seconds(first), cores,
        summary.audioPlacements.map { "\($0.value) \($0.key)" }.joined(separator: ", "),
        again.skipped.count, seconds(second)))
    try lockFigure(entries: try store.entries(), scratch: scratch)
  }

  /// How long another process's import waits for this one: the write lock is held only for
  /// the index insert at the end (the WAL transaction and its checkpoint), timed here on
  /// a fresh index with the same entries.
  static func lockFigure(entries: [LibraryEntry], scratch: String) throws {
    let layout = LibraryLayout(root: "\(scratch)/library-lock")
    try FileManager.default.createDirectory(atPath: layout.root, withIntermediateDirectories: true)
    let store = try LibraryStore.open(path: layout.indexPath).store
    let held = try ContinuousClock().measure { try store.insert(entries) }
    print(
      String(
        format: "library write lock held by an import's insert of %d charts: %.3f s",
        entries.count, seconds(held)))
  }

  static func seconds(_ duration: Duration) -> Double {
    Double(duration.components.seconds) + Double(duration.components.attoseconds) / 1e18
  }
}
