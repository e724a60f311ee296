import Foundation
import StarlightCore

/// The counts a game recorded beside the counts our judge gives, tier by tier, with
/// accuracy and max combo: what `replay import` prints.
struct CountsTable {
  let gameName: String
  let judgeName: String
  let game: [TierCount]
  let gameAccuracy: Double?
  let gameMaxCombo: Int
  let ours: [TierCount]
  let ourAccuracy: Double?
  let ourMaxCombo: Int?

  /// osu!mania's accuracy from the counts (the wiki's formula, as lazer's
  /// `PopulateAccuracy`): MAX and 300 count 300, 200 counts 200, 100, 50, a miss 0.
  static func osuAccuracy(_ counts: [TierCount]) -> Double? {
    let weights = ["MAX": 300, "300": 300, "200": 200, "100": 100, "50": 50, "miss": 0]
    let total = counts.reduce(0) { $0 + $1.count }
    guard total > 0 else { return nil }
    let points = counts.reduce(0) { $0 + (weights[$1.name] ?? 0) * $1.count }
    return Double(points) / Double(total * 300)
  }

  var lines: [String] {
    // The game's tiers in its order, then any tier of ours it does not name.
    var rows: [(String, String, String)] = []
    let sameNames = Set(game.map(\.name)) == Set(ours.map(\.name))
    if sameNames || game.count != ours.count {
      for tier in game {
        let mine = ours.first { $0.name == tier.name }
        rows.append((tier.name, "\(tier.count)", mine.map { "\($0.count)" } ?? "-"))
      }
      for tier in ours where !game.contains(where: { $0.name == tier.name }) {
        rows.append((tier.name, "-", "\(tier.count)"))
      }
    } else {
      for (theirs, mine) in zip(game, ours) {
        rows.append(("\(theirs.name) / \(mine.name)", "\(theirs.count)", "\(mine.count)"))
      }
    }
    rows.append(("accuracy", percent(gameAccuracy), percent(ourAccuracy)))
    rows.append(("max combo", "\(gameMaxCombo)", ourMaxCombo.map(String.init) ?? "-"))
    let header = ("tier", gameName, "ours (\(judgeName))")
    let widths = [
      max(header.0.count, rows.map(\.0.count).max() ?? 0),
      max(header.1.count, rows.map(\.1.count).max() ?? 0),
    ]
    func line(_ row: (String, String, String)) -> String {
      row.0.padding(toLength: widths[0], withPad: " ", startingAt: 0) + "  "
        + String(repeating: " ", count: widths[1] - row.1.count) + row.1 + "  " + row.2
    }
    let differing = rows.dropLast(2).filter { $0.1 != $0.2 }.count
    return [line(header)] + rows.map(line)
      + [differing == 0 ? "counts: equal, tier by tier" : "counts: \(differing) tiers differ"]
  }

  private func percent(_ value: Double?) -> String {
    value.map { String(format: "%.2f %%", $0 * 100) } ?? "-"
  }
}
