import Foundation
import StarlightCore
import StarlightLibrary
import Testing

/// Bests are kept per judge and rate, as the games keep theirs: an osu! ScoreV1 of 595181
/// never stands over a cleared ITG run's 1917 DP or an Etterna run's Wife3 (issue 35).
@Suite("Library bests per judge and rate")
struct LibraryBestsTests {
  @Test("each judge and rate keeps its own best; only a better one under the same replaces it")
  func bestsPerJudgeAndRate() throws {
    try withTemporaryFolder { folder in
      let library = try LibraryImportTests.Library(in: folder)
      _ = try library.run()
      let chart = try #require(try library.store.entries().first).chartHash
      func record(_ score: Int, _ judge: String, rate: Int = 100) throws -> Bool {
        try library.store.recordBest(
          BestResult(score: score, headline: "\(judge) \(score)", judge: judge, rate: rate),
          forChart: chart)
      }
      #expect(try record(595_181, "osu-stable"))
      #expect(try record(1_917, "itg"), "a lower number under another judge is its own best")
      #expect(try record(66_467, "etterna-j4"))
      #expect(!(try record(1_800, "itg")), "a worse ITG run is no best")
      #expect(try record(1_700, "itg", rate: 150), "another rate is its own best")
      #expect(!(try record(500_000, "osu-stable")))
      let entry = try #require(try library.store.entries().first { $0.chartHash == chart })
      #expect(entry.bests.count == 4)
      #expect(entry.best(under: BestKey(judge: "itg", rate: 100))?.score == 1_917)
      #expect(entry.best(under: BestKey(judge: "itg", rate: 150))?.score == 1_700)
      #expect(entry.best(under: BestKey(judge: "osu-stable", rate: 100))?.score == 595_181)
      #expect(entry.best(under: BestKey(judge: "quaver", rate: 100)) == nil)
      // Imported again, the chart keeps every one.
      try library.store.insert([entry])
      #expect(try library.store.entries().first { $0.chartHash == chart }?.bests.count == 4)
    }
  }

  @Test("a best kept before bests had judges counts under the judge and rate its headline names")
  func olderBestsKeepTheirJudge() {
    #expect(
      BestKey.older(headline: "92.44 % accuracy, max combo 600, A, osu-stable OD 8 at 1.50x")
        == BestKey(judge: "osu-stable", rate: 150))
    #expect(
      BestKey.older(headline: "88.10 % dp, max combo 90, B, itg")
        == BestKey(judge: "itg", rate: 100))
    #expect(BestKey.older(headline: "AA 98.77%") == BestKey(judge: "starlight", rate: 100))
    #expect(
      BestKey(JudgeChoice(.osuStable, overallDifficulty: 7, osuMod: .hardRock), rate: .normal).label
        == "osu-stable HR")
  }
}
