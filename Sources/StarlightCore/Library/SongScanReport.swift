/// What a scan of the song folders did, for the summary screen and `library scan`: counts,
/// then the files skipped and failed grouped by the kind of their problem (a pack of 300
/// charts with the same fault is one line, not 300), the folders that could not be read,
/// and the failure that stopped the scan, if one did.
public struct SongScanReport: Sendable, Equatable {
  /// Files of one kind of problem: the first one's words, how many, and the first file.
  public struct Group: Sendable, Equatable {
    public var problem: String
    public var count: Int
    public var firstPath: String

    public init(problem: String, count: Int, firstPath: String) {
      self.problem = problem
      self.count = count
      self.firstPath = firstPath
    }

    /// "broken.sm: line 3: 'fast' is not a number", or "12 files: ... (first: broken.sm)".
    public var text: String {
      count == 1 ? "\(firstPath): \(problem)" : "\(count) files: \(problem) (first: \(firstPath))"
    }
  }

  public var importedCharts = 0
  public var importedFiles = 0
  public var playableCharts = 0
  /// Files already in the library, left as they are.
  public var unchangedFiles = 0
  public var skipped: [Group] = []
  public var failed: [Group] = []
  /// One line for each folder that could not be scanned, naming it.
  public var folderProblems: [String] = []
  /// Why the scan stopped before the end (the library's index could not be written).
  public var failure: String?

  public init() {}

  public var skippedCount: Int { skipped.reduce(0) { $0 + $1.count } }
  public var failedCount: Int { failed.reduce(0) { $0 + $1.count } }

  /// Groups (file, problem) pairs by the kind of problem (`ProblemKinds.kind`), in the order
  /// each kind was first met.
  public static func grouped(_ items: [(path: String, problem: String)]) -> [Group] {
    var order: [String] = []
    var groups: [String: Group] = [:]
    for item in items {
      let kind = ProblemKinds.kind(of: item.problem)
      if groups[kind] == nil {
        order.append(kind)
        groups[kind] = Group(problem: item.problem, count: 0, firstPath: item.path)
      }
      groups[kind]?.count += 1
    }
    return order.compactMap { groups[$0] }
  }

  /// "Imported 12 charts from 4 files (12 playable); 30 unchanged; 2 skipped; 1 failed".
  public var headline: String {
    let charts = "\(importedCharts) chart\(importedCharts == 1 ? "" : "s")"
    let files = "\(importedFiles) file\(importedFiles == 1 ? "" : "s")"
    return
      "Imported \(charts) from \(files) (\(playableCharts) playable); \(unchangedFiles) unchanged; \(skippedCount) skipped; \(failedCount) failed"
  }

  /// The line saying why the scan stopped, as `lines` has it.
  public var failureLine: String? { failure.map { "The scan stopped: \($0)" } }

  /// What the foot of the screen says when a scan ends: "Song folders scanned: 6 charts
  /// imported, 2 files failed (F8 in Free Play)".
  public var notice: String {
    var parts = ["\(importedCharts) chart\(importedCharts == 1 ? "" : "s") imported"]
    if failedCount > 0 { parts.append("\(failedCount) file\(failedCount == 1 ? "" : "s") failed") }
    if !folderProblems.isEmpty {
      parts.append("\(folderProblems.count) folder\(folderProblems.count == 1 ? "" : "s") not read")
    }
    if let failure { return "The song folder scan stopped: \(failure)" }
    return "Song folders scanned: \(parts.joined(separator: ", ")) (F8 in Free Play)"
  }

  /// The headline, then each folder problem, skipped kind and failed kind on its own line.
  public var lines: [String] {
    var lines = [headline]
    if let failureLine { lines.append(failureLine) }
    lines += folderProblems
    if !skipped.isEmpty { lines += ["Skipped:"] + skipped.map { "  \($0.text)" } }
    if !failed.isEmpty { lines += ["Failed:"] + failed.map { "  \($0.text)" } }
    return lines
  }
}
