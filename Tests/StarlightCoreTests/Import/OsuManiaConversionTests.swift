import Foundation
import Testing

@testable import StarlightCore

/// osu!'s published conversion of a real osu!mania map with sliders and spinners (beatmap
/// 4869637, from ppy/osu's tests: `Tests/Fixtures/Osu/README.md`): every one of its 1,419
/// notes and holds must come out as osu! has them, to the millisecond and column.
@Suite("osu!'s mania conversion of beatmap 4869637")
struct OsuManiaConversionTests {
  typealias Row = ImportHarness.Row

  static let folder = repositoryRoot().appendingPathComponent("Tests/Fixtures/Osu")

  /// The expected objects, `StartTime EndTime Column` a line, in time then column order (the
  /// order the importer lists notes in).
  static func expected() throws -> [Row] {
    let text = try String(
      contentsOf: folder.appendingPathComponent("4869637-expected.txt"), encoding: .utf8)
    let rows = text.split(separator: "\n").filter { !$0.hasPrefix("#") }.map { line in
      let fields = line.split(separator: " ").compactMap { Double($0) }
      return Row(fields[0], lane: Int(fields[2]), end: fields[1] == fields[0] ? nil : fields[1])
    }
    return rows.sorted { ($0.ms, $0.lane) < ($1.ms, $1.lane) }
  }

  @Test("all 1,419 notes and holds are osu!'s, slider ends floored to the millisecond")
  func everyObject() throws {
    let chart = try String(
      contentsOf: Self.folder.appendingPathComponent("4869637.osu"), encoding: .utf8)
    let rows = try ImportHarness.rows(chart, file: "4869637.osu")
    let expected = try Self.expected()
    #expect(expected.count == 1_419)
    #expect(rows.count == expected.count)
    let differing = zip(rows, expected).filter { $0 != $1 }
    #expect(
      differing.isEmpty,
      "\(differing.count) of \(expected.count) differ: \(differing.prefix(8).map { "\($0.0) vs \($0.1)" })"
    )
  }
}
