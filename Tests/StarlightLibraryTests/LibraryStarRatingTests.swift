import Foundation
import StarlightCore
import StarlightLibrary
import Testing

/// The library works out each chart's star rating when it indexes the chart and keeps it,
/// so the song list never works it out again; a chart indexed before ratings were kept is
/// read again by the next import of its folder.
@Suite("Library star ratings")
struct LibraryStarRatingTests {
  static let fixture = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().appendingPathComponent("Fixtures/Osu/diffcalc-test.osu")

  @Test("an imported chart's rating is osu!'s, kept in the index and read back from it")
  func ratingKept() throws {
    try withTemporaryFolder { folder in
      let songs = folder.appendingPathComponent("Songs/Test")
      try FileManager.default.createDirectory(at: songs, withIntermediateDirectories: true)
      try FileManager.default.copyItem(
        at: Self.fixture, to: songs.appendingPathComponent("diffcalc-test.osu"))
      let layout = LibraryLayout(root: folder.appendingPathComponent("library").path)
      try FileManager.default.createDirectory(
        atPath: layout.root, withIntermediateDirectories: true)
      let store = try LibraryStore.open(path: layout.indexPath).store
      let summary = try LibraryImporter(layout: layout, index: store).run(
        paths: [folder.appendingPathComponent("Songs").path])
      #expect(summary.chartCount == 1)
      let reopened = try LibraryStore.open(path: layout.indexPath).store
      let entry = try #require(try reopened.entries().first)
      let stars = try #require(entry.details.starRating)
      #expect(abs(stars - 2.3493769750220914) < 1e-9, "got \(stars)")
    }
  }

  @Test("details saved before ratings were kept decode with none, and are out of date")
  func olderDetails() throws {
    let older = Data(
      #"{"version":2,"titleTranslit":"","artistTranslit":"","stepsType":"dance-single","displayBPM":"120","audioName":"a.ogg","artNames":[],"playHash":"x"}"#
        .utf8)
    let details = try JSONDecoder().decode(ChartDetails.self, from: older)
    #expect(details.starRating == nil)
    #expect(details.version < ChartDetails.currentVersion)
  }
}
