import Foundation
import StarlightCore
import Testing

@testable import StarlightSync

/// `library list`: every chart with its facts and its bests per judge and rate, in text and
/// JSON.
@Suite struct LibraryListingTests {
  static func entry(_ title: String, meter: Int, bests: [BestResult]) -> LibraryEntry {
    LibraryEntry(
      chartHash: title, fileHash: title, chartFile: "songs/\(title).sm", chartIndex: 0,
      sourcePath: "/packs/P/\(title)/\(title).sm", title: title, artist: "A", chartName: "Hard",
      meter: meter, bpmRange: 120...120, length: .seconds(60), laneCount: 4, noteCount: 100,
      previewStart: 0, audioFile: "a.ogg", bests: bests,
      details: ChartDetails(stepsType: "dance-single", pack: "P", starRating: 2.5))
  }

  @Test func eachChartWithItsBestsPerJudgeAndRate() throws {
    let listing = LibraryListing(entries: [
      Self.entry("Zeta", meter: 9, bests: []),
      Self.entry(
        "Alpha", meter: 8,
        bests: [
          BestResult(score: 1_917, headline: "95 % dp", judge: "itg", rate: 100),
          BestResult(score: 595_181, headline: "osu", judge: "osu-stable", rate: 150),
        ]),
    ])
    #expect(
      listing.textLines() == [
        "P / Alpha - A  [dance-single Hard 8, 4 lanes]  2.50 stars  judge itg  bests: itg 1917, osu-stable at 1.50x 595181",
        "P / Zeta - A  [dance-single Hard 9, 4 lanes]  2.50 stars  judge itg  no bests",
      ])
    let json = try listing.json()
    let decoded = try #require(
      try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
    let charts = try #require(decoded["charts"] as? [[String: Any]])
    #expect(charts.count == 2)
    #expect(charts[0]["starRating"] as? Double == 2.5)
    #expect(charts[0]["defaultJudge"] as? String == "itg")
    let bests = try #require(charts[0]["bests"] as? [[String: Any]])
    #expect(bests.map { $0["judge"] as? String } == ["itg", "osu-stable"])
    #expect(bests.map { $0["rate"] as? Double } == [1, 1.5])
  }
}
