import Testing

@testable import StarlightCore

/// Messages about a file that is no chart list every format that imports, in one sentence.
@Suite struct ChartKindsTests {
  @Test func theListNamesEveryImportedFormat() {
    #expect(
      BeatMapImporter.SourceFormat.notAChart()
        == "not a StepMania (.sm, .ssc), osu!mania (.osu) or Quaver (.qua) file")
    #expect(
      BeatMapImporter.SourceFormat.notAChart(others: ["beat map (.json)"])
        == "not a StepMania (.sm, .ssc), osu!mania (.osu), Quaver (.qua) or beat map (.json) file")
    for name in ["a.sm", "a.ssc", "a.osu", "a.qua"] {
      #expect(BeatMapImporter.SourceFormat(path: name) != nil)
    }
  }
}
