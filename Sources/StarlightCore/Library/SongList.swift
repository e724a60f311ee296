/// The Free Play song list as a value: the library's charts, the search typed so far, the
/// order, and the chart selected. The scene feeds it keys and draws `visible`; nothing here
/// reads a file or a clock.
public struct SongList: Sendable, Equatable {
  /// The longest search kept; more typing is ignored.
  public static let maxQueryLength = 40

  private var rows: [SongListRow]
  /// Each order's row indices, sorted once when first needed: typing then only filters, so
  /// a letter costs one pass over the rows rather than a sort of thousands of titles.
  private var orders: [SongSort: [Int]] = [:]
  public private(set) var query = ""
  public private(set) var sort: SongSort
  /// The charts that match the search, in the order chosen.
  public private(set) var visible: [LibraryEntry] = []
  /// Index into `visible`; nil when nothing matches.
  public private(set) var selection: Int?

  public init(entries: [LibraryEntry], sort: SongSort = .title) {
    rows = entries.map(SongListRow.init)
    self.sort = sort
    refresh(keeping: nil)
  }

  public var selected: LibraryEntry? { selection.map { visible[$0] } }
  public var isEmpty: Bool { rows.isEmpty }
  public var totalCount: Int { rows.count }

  /// A typed character narrows the list; the selection stays on its chart while it matches.
  public mutating func type(_ text: String) {
    let printable = text.filter { !$0.isNewline && $0 != "\t" }
    guard !printable.isEmpty, query.count < Self.maxQueryLength else { return }
    query = String((query + printable).prefix(Self.maxQueryLength))
    refresh(keeping: selected?.chartHash)
  }

  public mutating func deleteBackward() {
    guard !query.isEmpty else { return }
    query.removeLast()
    refresh(keeping: selected?.chartHash)
  }

  public mutating func clearQuery() {
    query = ""
    refresh(keeping: selected?.chartHash)
  }

  public mutating func cycleSort() {
    sort = sort.next
    refresh(keeping: selected?.chartHash)
  }

  /// Moves the selection by `delta` rows, wrapping around the ends.
  public mutating func move(by delta: Int) {
    guard let selection, !visible.isEmpty else { return }
    let count = visible.count
    self.selection = ((selection + delta) % count + count) % count
  }

  /// Selects the chart with this hash if it is visible.
  public mutating func select(chartHash: String) {
    if let index = visible.firstIndex(where: { $0.chartHash == chartHash }) { selection = index }
  }

  /// A chart's best result changed (after a run): the list shows it at once.
  public mutating func update(best: BestResult, forChart chartHash: String) {
    guard let index = rows.firstIndex(where: { $0.entry.chartHash == chartHash }) else { return }
    var entry = rows[index].entry
    entry.best = best
    rows[index] = SongListRow(entry)
    // No order depends on the best result: the sorted indices stay valid.
    refresh(keeping: selected?.chartHash)
  }

  /// The other charts of the selected chart's song (same title and artist, same file or
  /// folder), for the list to show the song's chart names together.
  public func chartsOfSelectedSong() -> [LibraryEntry] {
    guard let chosen = selected else { return [] }
    return visible.filter { $0.fileHash == chosen.fileHash }
  }

  private mutating func sortedIndices(_ sort: SongSort) -> [Int] {
    if let order = orders[sort] { return order }
    let order = rows.indices.sorted { sort.orders(rows[$0], before: rows[$1]) }
    orders[sort] = order
    return order
  }

  private mutating func refresh(keeping chartHash: String?) {
    let words = SongText.folded(query).split(separator: " ").map { Array($0.utf8) }
    let order = sortedIndices(sort)
    visible =
      words.isEmpty
      ? order.map { rows[$0].entry }
      : order.compactMap { rows[$0].matches(words) ? rows[$0].entry : nil }
    if let chartHash, let index = visible.firstIndex(where: { $0.chartHash == chartHash }) {
      selection = index
    } else {
      selection = visible.isEmpty ? nil : 0
    }
  }
}
