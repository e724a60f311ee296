/// Where osu!'s column mods put each column of a mania chart, so that the columns a replay
/// pressed can be mapped back to the chart's own lanes. Mirror flips them; lazer's Random
/// shuffles them with its recorded seed (`ManiaModRandom`: a .NET `Random(seed).Next()`
/// drawn per column in column order, the columns ordered by those numbers, ties kept in
/// order). Stable's Random draws from a generator it never published, so a stable replay
/// played with it cannot be mapped back.
public enum ManiaColumnMod: Sendable, Equatable {
  case mirror
  case random(seed: Int32)

  /// The column each chart column is shown in, for `columns` columns.
  func placement(columns: Int) -> [Int] {
    switch self {
    case .mirror:
      return (0..<columns).map { columns - 1 - $0 }
    case .random(let seed):
      var random = DotNetLegacyRandom(seed: seed)
      let keys = (0..<columns).map { _ in random.nextInt() }
      // A stable sort, as LINQ's OrderBy is.
      return (0..<columns).sorted { keys[$0] < keys[$1] || (keys[$0] == keys[$1] && $0 < $1) }
    }
  }

  /// The column each chart lane is shown in after `mods` were applied in their order.
  public static func shownColumns(of mods: [ManiaColumnMod], columns: Int) -> [Int] {
    var shown = Array(0..<columns)
    for mod in mods {
      let placement = mod.placement(columns: columns)
      shown = shown.map { placement[$0] }
    }
    return shown
  }

  /// The chart lane of each pressed column after `mods` were applied in their order.
  static func lanes(of mods: [ManiaColumnMod], columns: Int) -> [Int] {
    var lanes = Array(0..<columns)
    for (lane, column) in shownColumns(of: mods, columns: columns).enumerated() {
      lanes[column] = lane
    }
    return lanes
  }
}
