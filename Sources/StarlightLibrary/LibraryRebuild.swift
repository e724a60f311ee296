import Foundation
import StarlightCore

/// Makes the index again from the library folder alone: every chart file under `songs/`
/// is read again (its folder is named by its hash, its audio sits beside it, `source.txt`
/// says where it came from). Used when the index is corrupt or missing; best results,
/// which only the index holds, start again (the replays of every run are kept).
public enum LibraryRebuild {
  /// Returns how many charts the index lists afterwards.
  @discardableResult
  public static func run(layout: LibraryLayout, index: any LibraryIndex) throws -> Int {
    let manager = FileManager.default
    let folders = ((try? manager.contentsOfDirectory(atPath: layout.songsPath)) ?? []).sorted()
    let entries = ParallelWork.map(folders) { hash in
      folderEntries(hash, layout: layout)
    }.flatMap { $0 }
    try index.insert(entries)
    return entries.count
  }

  private static func folderEntries(_ hash: String, layout: LibraryLayout) -> [LibraryEntry] {
    let folder = layout.songFolder(fileHash: hash)
    let names = (try? FileManager.default.contentsOfDirectory(atPath: layout.path(folder))) ?? []
    let sourceNote = try? String(
      contentsOfFile: layout.path("\(folder)/\(LibraryLayout.sourceNote)"), encoding: .utf8)
    var entries: [LibraryEntry] = []
    for name in names.sorted() {
      let chartFile = "\(folder)/\(name)"
      guard let format = LibraryChartFormat(path: name),
        let bytes = try? BeatMapLoader.readFile(path: layout.path(chartFile))
      else { continue }
      let read = LibraryChartReader.read(data: bytes, fileName: chartFile, format: format)
      for chart in read.charts {
        let audio = audioFile(chart.imported.document.audioFile, in: folder, layout: layout)
        let duration = audio.flatMap {
          try? BeatMapLoader.fileDuration(resolving: layout.path($0), in: "/").get()
        }
        // The pack is not known again (it came from the folder imported): none.
        entries.append(
          chart.entry(
            ChartPlacement(
              fileHash: SHA256.hexDigest(of: bytes), chartFile: chartFile,
              sourcePath: sourceNote ?? layout.path(chartFile), audioFile: audio,
              audioDuration: duration,
              banner: audioFile(chart.facts.banner, in: folder, layout: layout),
              background: audioFile(chart.facts.background, in: folder, layout: layout))))
      }
    }
    return entries
  }

  /// The chart's audio (or art) in its folder, where the import put it.
  private static func audioFile(_ named: String, in folder: String, layout: LibraryLayout)
    -> String?
  {
    guard !named.isEmpty else { return nil }
    let relative = "\(folder)/\(AudioPlacement.relativeDestination(for: named))"
    return FileManager.default.fileExists(atPath: layout.path(relative)) ? relative : nil
  }
}
