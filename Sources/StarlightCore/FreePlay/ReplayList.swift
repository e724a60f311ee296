/// A chart's saved replays on Free Play's detail panel, newest first, while the player has
/// it open: the one chosen, and a delete waiting for its confirmation.
public struct ReplayList: Sendable, Equatable {
  /// The chart whose replays these are (its hash), and its name for the lines said about it.
  public let chartHash: String
  public let chartName: String
  public private(set) var replays: [SavedReplay]
  public private(set) var selection = 0
  /// The replay whose delete waits for Enter (Esc keeps it).
  public var confirmingDelete: SavedReplay?

  /// `replays` in any order; the list keeps them newest first (the names sort in time).
  public init(chartHash: String, chartName: String, replays: [SavedReplay]) {
    self.chartHash = chartHash
    self.chartName = chartName
    self.replays = Self.newestFirst(replays)
  }

  public var selected: SavedReplay? {
    replays.indices.contains(selection) ? replays[selection] : nil
  }

  /// Moves the choice by `step`, kept inside the list.
  public mutating func move(by step: Int) {
    guard !replays.isEmpty else { return }
    selection = min(max(selection + step, 0), replays.count - 1)
  }

  /// The list read again (a replay deleted, a new one saved): the same file stays chosen
  /// when it is still there, else the one now at its place.
  public mutating func replace(with fresh: [SavedReplay]) {
    let chosen = selected?.fileName
    replays = Self.newestFirst(fresh)
    selection =
      replays.firstIndex { $0.fileName == chosen } ?? min(selection, max(0, replays.count - 1))
  }

  /// "Delete replay of DONUT HOLE (Hard 9) 2026-11-28 03:12:05?"
  public func deleteQuestion(_ replay: SavedReplay) -> String {
    "Delete replay of \(chartName) \(replay.playedAt)?"
  }

  private static func newestFirst(_ replays: [SavedReplay]) -> [SavedReplay] {
    replays.sorted { $0.fileName > $1.fileName }
  }
}
