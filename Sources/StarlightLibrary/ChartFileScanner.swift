import Foundation
import StarlightCore

/// Finds the chart files under the paths given: every registered format's to import, and
/// the files of other rhythm games named as skipped, so a pack's summary says what it
/// holds that this game does not read. Everything else (audio, images, videos) is passed
/// over in silence.
enum ChartFileScanner {
  /// Chart formats of other games, with what to do about them.
  static let otherFormats: [String: String] = [
    "dwi": "a Dance With Intensity chart: not supported (convert it to .sm)",
    "bms": "a BMS chart: not supported", "bme": "a BMS chart: not supported",
    "ksh": "a K-Shoot Mania chart: not supported",
    "ojn": "an O2Jam chart: not supported",
  ]

  struct Found {
    var charts: [String] = []
    /// Archives of charts (`ChartArchives`), unpacked and imported as folders.
    var archives: [String] = []
    var skipped: [(path: String, reason: String)] = []
    /// The pack each chart found in a folder belongs to, when it is in one.
    var packs: [String: String] = [:]
  }

  static func scan(_ paths: [String]) -> Found {
    var found = Found()
    for path in paths {
      var isDirectory: ObjCBool = false
      guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
        found.skipped.append((path, "not found"))
        continue
      }
      if isDirectory.boolValue {
        walk(path, into: &found)
      } else {
        classify(path, into: &found, named: true)
      }
    }
    found.charts.sort()
    return found
  }

  private static func walk(_ folder: String, into found: inout Found) {
    // Symbolic links to folders are not followed, so a link loop cannot trap the walk.
    guard let walker = FileManager.default.enumerator(atPath: folder) else {
      found.skipped.append((folder, "cannot be read"))
      return
    }
    while let relative = walker.nextObject() as? String {
      let path = (folder as NSString).appendingPathComponent(relative)
      if walker.fileAttributes?[.type] as? FileAttributeType == .typeDirectory { continue }
      classify(path, into: &found, named: false)
      if let pack = packName(relative: relative, root: folder) { found.packs[path] = pack }
    }
  }

  /// StepMania's layout is `Songs/Pack/Song/chart.sm`: a chart two folders down from the
  /// folder imported is in the pack named by the first; one folder down, the folder imported
  /// is the pack itself, unless it is a `Songs` folder (StepMania's, osu!'s), which holds
  /// songs rather than being one pack.
  static func packName(relative: String, root: String) -> String? {
    let parts = relative.split(separator: "/").map(String.init)
    if parts.count >= 3 { return parts[parts.count - 3] }
    let rootName = ((root as NSString).standardizingPath as NSString).lastPathComponent
    guard parts.count == 2, !rootName.isEmpty, rootName != "/", rootName != ".",
      rootName.lowercased() != "songs"
    else { return nil }
    return rootName
  }

  /// A file named on the command line is always accounted for; one met in a folder only
  /// when it is a chart of some kind.
  private static func classify(_ path: String, into found: inout Found, named: Bool) {
    if LibraryChartFormat(path: path) != nil {
      found.charts.append(path)
    } else if ChartArchives.isArchive(path) {
      found.archives.append(path)
    } else if let reason = otherFormats[(path as NSString).pathExtension.lowercased()] {
      found.skipped.append((path, reason))
    } else if named {
      found.skipped.append(
        (path, ChartFormats.notAChart(others: ["beat map (.json)"])))
    }
  }
}

extension ChartFileScanner.Found {
  /// What another scan found (an unpacked archive's folder), added to this.
  mutating func add(_ other: Self) {
    charts = (charts + other.charts).sorted()
    skipped += other.skipped
    packs.merge(other.packs) { mine, _ in mine }
  }
}
