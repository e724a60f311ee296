/// What a folder import did, file by file, for the command line to print and tests to
/// check: every file found is in exactly one of the three lists.
public struct LibraryImportSummary: Sendable, Equatable {
  public struct Imported: Sendable, Equatable {
    public var path: String
    public var charts: Int
    /// Charts of the file left out, a missing audio file: said, not fatal.
    public var notes: [String]
    /// Charts that can be played now (their audio there).
    public var playable: Int
    public var audioMissing: Int
    /// Read again though unchanged: something beside it arrived.
    public var isAgain: Bool

    public init(
      path: String, charts: Int, notes: [String], playable: Int? = nil, audioMissing: Int = 0,
      isAgain: Bool = false
    ) {
      self.path = path
      self.charts = charts
      self.notes = notes
      self.playable = playable ?? charts
      self.audioMissing = audioMissing
      self.isAgain = isAgain
    }
  }

  public struct Skipped: Sendable, Equatable {
    public var path: String
    public var reason: String
    /// Skipped because the library already has it (this run or an earlier one).
    public var isAlreadyInLibrary: Bool
  }

  public struct Failed: Sendable, Equatable {
    public var path: String
    public var problems: [String]
  }

  public var imported: [Imported] = []
  public var skipped: [Skipped] = []
  public var failed: [Failed] = []
  /// How the audio files were placed (`hard-linked`, `copied`, `already in place`).
  public var audioPlacements: [String: Int] = [:]

  public init() {}

  public var chartCount: Int { imported.reduce(0) { $0 + $1.charts } }
  public var playableCount: Int { imported.reduce(0) { $0 + $1.playable } }

  /// "3 playable (audio missing for 2)", "0 playable: audio missing for 70".
  var playableText: String {
    let missing = imported.reduce(0) { $0 + $1.audioMissing }
    guard missing > 0 else { return "\(playableCount) playable" }
    let why = "audio missing for \(missing)"
    return playableCount == 0 ? "0 playable: \(why)" : "\(playableCount) playable (\(why))"
  }

  /// The command fails only when nothing could be imported: no chart now, and none of the
  /// files already in the library.
  public var isFailure: Bool {
    chartCount == 0 && !skipped.contains(where: \.isAlreadyInLibrary)
  }

  /// The closing lines: counts, then each skipped and failed file with its reason.
  public var lines: [String] {
    let again = imported.count(where: \.isAgain)
    let files = "\(imported.count) file\(imported.count == 1 ? "" : "s")"
    let read = again > 0 ? "\(files) (\(again) read again)" : files
    var lines = [
      "imported \(chartCount) chart\(chartCount == 1 ? "" : "s") from \(read), \(playableText); skipped \(skipped.count); failed \(failed.count)"
    ]
    if !audioPlacements.isEmpty {
      lines.append(
        "audio: "
          + audioPlacements.sorted { $0.key < $1.key }.map { "\($0.value) \($0.key)" }.joined(
            separator: ", "))
    }
    for file in imported where !file.notes.isEmpty {
      lines.append("imported \(file.path):")
      lines += file.notes.map { "  \($0)" }
    }
    lines += skipped.map { "skipped \($0.path): \($0.reason)" }
    for file in failed {
      lines.append("failed \(file.path):")
      lines += file.problems.map { "  \($0)" }
    }
    return lines
  }
}
