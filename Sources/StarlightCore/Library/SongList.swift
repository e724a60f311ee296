/// The Free Play song list as a value: the library's charts grouped by song (and by pack in
/// title order), the search typed so far, the order, and the chart selected. The scene feeds
/// it keys and draws `lines`; nothing here reads a file or a clock.
public struct SongList: Sendable, Equatable {
  /// The longest search kept; more typing is ignored.
  public static let maxQueryLength = 40

  private var rows: [SongListRow]
  /// Each order's row indices, sorted once when first needed: typing then only filters, so
  /// a letter costs one pass over the rows rather than a sort of thousands of titles.
  private var orders: [SongSort: [Int]] = [:]
  public private(set) var query = ""
  public private(set) var sort: SongSort
  /// The StepMania steps type shown (dance-single by default where there is any).
  public private(set) var stepsFilter: StepsFilter
  /// The charts that match the search, in the order shown (a song's charts together).
  public private(set) var visible: [LibraryEntry] = []
  /// What is drawn: headings and charts.
  public private(set) var lines: [SongListLine] = []
  /// For each visible chart, its line.
  private var chartLines: [Int] = []
  /// Index into `visible`; nil when nothing matches.
  public private(set) var selection: Int?

  /// `entries` with duplicate charts listed once.
  public init(entries: [LibraryEntry], sort: SongSort = .title) {
    rows = SongListRow.grouped(SongIdentity.unique(entries))
    self.sort = sort
    stepsFilter = StepsFilter(entries: entries)
    refresh(keeping: nil)
  }

  public var selected: LibraryEntry? { selection.map { visible[$0] } }
  public var isEmpty: Bool { rows.isEmpty }
  /// Charts in the library, duplicates counted once.
  public var totalCount: Int { rows.count }
  /// The selected chart's line in `lines`.
  public var selectedLine: Int? { selection.map { chartLines[$0] } }

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

  /// The next steps type (then every chart), the selection kept while it is shown.
  public mutating func cycleStepsFilter() {
    stepsFilter.cycle()
    refresh(keeping: selected?.chartHash)
  }

  public mutating func cycleSort() {
    sort = sort.next
    refresh(keeping: selected?.chartHash)
  }

  /// Moves the selection by `delta` charts, wrapping around the ends.
  public mutating func move(by delta: Int) {
    guard let selection, !visible.isEmpty else { return }
    let count = visible.count
    self.selection = ((selection + delta) % count + count) % count
  }

  /// Selects the chart with this hash if it is visible.
  public mutating func select(chartHash: String) {
    if let index = visible.firstIndex(where: { $0.chartHash == chartHash }) { selection = index }
  }

  /// A chart's best result under one judge and rate changed (after a run): the list shows it
  /// at once.
  public mutating func update(best: BestResult, forChart chartHash: String) {
    guard let index = rows.firstIndex(where: { $0.entry.chartHash == chartHash }) else { return }
    rows[index].entry.keep(best)
    // No order depends on the best result: the sorted indices stay valid.
    refresh(keeping: selected?.chartHash)
  }

  /// The library changed (an import or a scan ended): its charts now, with the search, the
  /// order, the steps type shown (while the library still has it) and the selection kept.
  public mutating func replaceEntries(_ entries: [LibraryEntry]) {
    let kept = selected?.chartHash
    let shown = stepsFilter.shown
    rows = SongListRow.grouped(SongIdentity.unique(entries))
    orders = [:]
    stepsFilter = StepsFilter(entries: entries)
    if shown == nil || stepsFilter.choices.contains(shown ?? "") {
      // Cycling visits every choice and then "all", so this ends at the one shown before.
      while stepsFilter.shown != shown { stepsFilter.cycle() }
    }
    refresh(keeping: kept)
  }

  /// Every chart of the selected chart's song, in the list's order.
  public func chartsOfSelectedSong() -> [LibraryEntry] {
    guard let chosen = selected else { return [] }
    let key = SongIdentity.songKey(chosen)
    return visible.filter { SongIdentity.songKey($0) == key }
  }

  private mutating func sortedIndices(_ sort: SongSort) -> [Int] {
    if let order = orders[sort] { return order }
    let order = rows.indices.sorted { sort.orders(rows[$0], before: rows[$1]) }
    orders[sort] = order
    return order
  }

  private mutating func refresh(keeping chartHash: String?) {
    var words: [[UInt8]] = []
    var filters: [StarRatingFilter] = []
    for word in SongText.folded(query).split(separator: " ") {
      if let filter = StarRatingFilter(word: word) {
        filters.append(filter)
      } else {
        words.append(Array(word.utf8))
      }
    }
    let order = sortedIndices(sort)
    let shown = order.filter { index in
      stepsFilter.admits(rows[index].entry)
        && (words.isEmpty || rows[index].matches(words))
        && filters.allSatisfy { $0.matches(rows[index].entry.details.starRating) }
    }
    visible = shown.map { rows[$0].entry }
    layOut(shown)
    if let chartHash, let index = visible.firstIndex(where: { $0.chartHash == chartHash }) {
      selection = index
    } else {
      selection = visible.isEmpty ? nil : 0
    }
  }

  /// The headings between the charts: a song's when the song changes, a pack's when the
  /// pack does (in title order, StepMania's grouping; the other orders run across packs).
  private mutating func layOut(_ shown: [Int]) {
    lines = []
    chartLines = []
    var pack: (line: Int, name: String?, songs: Int)?
    var song: (line: Int, key: String, charts: Int)?
    func closeSong() {
      guard let open = song, case .song(let first, _) = lines[open.line] else { return }
      lines[open.line] = .song(first, charts: open.charts)
    }
    func closePack() {
      guard let open = pack, let name = open.name else { return }
      lines[open.line] = .pack(name: name, songs: open.songs)
    }
    for (position, index) in shown.enumerated() {
      let row = rows[index]
      if sort == .title, pack == nil || pack?.name != row.entry.details.pack {
        closeSong()
        closePack()
        pack = (lines.count, row.entry.details.pack, 0)
        if let name = row.entry.details.pack { lines.append(.pack(name: name, songs: 0)) }
        song = nil
      }
      if song?.key != row.songKey {
        closeSong()
        song = (lines.count, row.songKey, 0)
        lines.append(.song(row.entry, charts: 0))
        pack?.songs += 1
      }
      song?.charts += 1
      chartLines.append(lines.count)
      lines.append(.chart(position))
    }
    closeSong()
    closePack()
  }
}
