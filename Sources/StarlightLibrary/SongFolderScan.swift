import Foundation
import StarlightCore
import StarlightSupport

/// Scans the player's song folders into the library (issue 35): each folder is cut into
/// packs, each pack imported by the library's `LibraryImporter` (new and changed charts in,
/// unchanged ones skipped by their hash), so progress can name the pack being read; the
/// packs' summaries are merged into one `SongScanReport`. A folder that is missing or
/// cannot be read is one line naming it; the library keeps what was imported from it.
public struct SongFolderScan: Sendable {
  /// One import: a pack's folder, or the loose files of a song folder.
  struct Pack: Sendable {
    var name: String
    var paths: [String]
  }

  public let importer: LibraryImporter

  public init(importer: LibraryImporter) {
    self.importer = importer
  }

  /// `progress` is called from the scanning thread (and the importer's workers) as files
  /// finish; `packDone` once a pack ends, with where the scan is (that pack counted as
  /// done, and named) and what its import did.
  public func run(
    folders: [String], progress: @escaping @Sendable (SongScanProgress) -> Void = { _ in },
    packDone: (SongScanProgress, LibraryImportSummary) -> Void = { _, _ in }
  ) -> SongScanReport {
    var report = SongScanReport()
    var packs: [Pack] = []
    for folder in folders {
      switch Self.packs(in: folder) {
      case .success(let found): packs += found
      case .failure(let problem): report.folderProblems.append(problem.line)
      }
    }
    // The folders are walked once more here to count the files for the progress bar: a
    // directory walk is quick beside reading and hashing the charts.
    let counts = packs.map { pack in
      let found = ChartFileScanner.scan(pack.paths)
      return found.charts.count + found.archives.count
    }
    let total = counts.reduce(0, +)
    var summary = LibraryImportSummary()
    var before = 0
    let importer = LibraryImporter(
      layout: importer.layout, index: ScanIndexCache(importer.index),
      archiveLimits: importer.archiveLimits)
    for (index, pack) in packs.enumerated() {
      let base = before
      let count = counts[index]
      let packCount = packs.count
      progress(
        SongScanProgress(
          filesDone: base, filesTotal: total, packsDone: index, packCount: packCount,
          current: pack.name))
      do {
        let done = try importer.run(paths: pack.paths) { doneInPack, totalInPack in
          // An archive unpacks into several charts: the pack's share of the bar is scaled.
          let share = totalInPack > 0 ? doneInPack * count / totalInPack : 0
          progress(
            SongScanProgress(
              filesDone: base + min(share, count), filesTotal: total, packsDone: index,
              packCount: packCount, current: pack.name))
        }
        summary.merge(done)
        packDone(
          SongScanProgress(
            filesDone: base + count, filesTotal: total, packsDone: index + 1,
            packCount: packCount, current: pack.name), done)
      } catch {
        report.failure = ErrorText.sentence(
          "the library index cannot be written", importer.layout.indexPath, error)
        break
      }
      before += count
    }
    progress(
      SongScanProgress(
        filesDone: before, filesTotal: total, packsDone: packs.count, packCount: packs.count,
        current: ""))
    report.add(summary)
    return report
  }

  /// Why a folder cannot be scanned, in one line naming it.
  enum FolderProblem: Error {
    case missing(String)
    case notAFolder(String)
    case unreadable(String, String)

    var line: String {
      switch self {
      case .missing(let path): "\(path): no such folder; skipped (its charts stay in the library)"
      case .notAFolder(let path): "\(path): not a folder; skipped"
      case .unreadable(let path, let reason): "\(path): cannot be read (\(reason)); skipped"
      }
    }
  }

  /// A song folder's packs. A `Songs` folder (StepMania's, osu!'s) or a folder of packs is
  /// cut at its subfolders, each imported on its own; a folder that is itself a pack (a
  /// chart one folder down) is one import, so its charts keep its name as their pack.
  static func packs(in folder: String) -> Result<[Pack], FolderProblem> {
    var isDirectory: ObjCBool = false
    guard FileManager.default.fileExists(atPath: folder, isDirectory: &isDirectory) else {
      return .failure(.missing(folder))
    }
    guard isDirectory.boolValue else { return .failure(.notAFolder(folder)) }
    let children: [String]
    do {
      children = try FileManager.default.contentsOfDirectory(atPath: folder)
        .filter { !$0.hasPrefix(".") }.sorted()
    } catch {
      return .failure(.unreadable(folder, ErrorText.reason(error)))
    }
    let name = (folder as NSString).lastPathComponent
    let paths = children.map { (folder as NSString).appendingPathComponent($0) }
    let subfolders = paths.filter(Self.isFolder)
    let isSongsFolder = name.lowercased() == "songs"
    guard isSongsFolder || !subfolders.contains(where: Self.holdsChart) else {
      return .success([Pack(name: name, paths: [folder])])
    }
    var packs = subfolders.map { Pack(name: ($0 as NSString).lastPathComponent, paths: [$0]) }
    let loose = paths.filter { !Self.isFolder($0) }
    if !loose.isEmpty { packs.append(Pack(name: name, paths: loose)) }
    return .success(packs)
  }

  private static func isFolder(_ path: String) -> Bool {
    var isDirectory: ObjCBool = false
    return FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory)
      && isDirectory.boolValue
  }

  /// Whether a chart file lies directly in `folder` (a song's folder).
  private static func holdsChart(_ folder: String) -> Bool {
    let names = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
    return names.contains { LibraryChartFormat(path: $0) != nil || ChartArchives.isArchive($0) }
  }
}

extension LibraryImportSummary {
  /// Another import's summary, added to this one.
  mutating func merge(_ other: LibraryImportSummary) {
    imported += other.imported
    skipped += other.skipped
    failed += other.failed
    audioPlacements.merge(other.audioPlacements, uniquingKeysWith: +)
  }
}

extension SongScanReport {
  /// A merged import summary's counts and problems, grouped by kind.
  mutating func add(_ summary: LibraryImportSummary) {
    importedCharts += summary.chartCount
    importedFiles += summary.imported.count
    playableCharts += summary.playableCount
    unchangedFiles += summary.skipped.count(where: \.isAlreadyInLibrary)
    skipped += Self.grouped(
      summary.skipped.filter { !$0.isAlreadyInLibrary }.map {
        ($0.path, Self.withoutPath($0.reason, $0.path))
      })
    failed += Self.grouped(
      summary.failed.map {
        ($0.path, Self.withoutPath($0.problems.first ?? "cannot be imported", $0.path))
      })
  }

  /// A problem without its file's name in front (the group names the file), so the same
  /// fault in two files is one kind.
  static func withoutPath(_ problem: String, _ path: String) -> String {
    problem.hasPrefix(path + ": ") ? String(problem.dropFirst(path.count + 2)) : problem
  }
}
