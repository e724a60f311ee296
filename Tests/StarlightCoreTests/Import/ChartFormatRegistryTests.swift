import Foundation
import Testing

@testable import StarlightCore

/// Walks the chart format registry: every registered format is complete, and everything
/// that lists formats (import, Free Play's judge, the fuzz scripts, the hardening document)
/// follows the registry. Quaver's `.qua` was once missing from the fuzz lists, several help
/// texts and `ChartOrigin(path:)`, so Free Play judged its charts under `starlight` while the
/// command line chose `quaver`: with one list, such a gap fails here.
@Suite struct ChartFormatRegistryTests {
  static let root = repositoryRoot()

  static func text(_ path: String) throws -> String {
    try String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)
  }

  @Test func idsAndExtensionsAreUniqueAndClaimTheirFiles() {
    let formats = ChartFormats.all
    #expect(Set(formats.map(\.id)).count == formats.count)
    let extensions = formats.flatMap(\.extensions)
    #expect(Set(extensions).count == extensions.count)
    // An archive's extension is no chart's, and one archive kind belongs to one format.
    let archives = formats.flatMap(\.archiveExtensions)
    #expect(Set(archives).count == archives.count)
    #expect(Set(archives).isDisjoint(with: extensions))
    for ext in archives { #expect(ext == ext.lowercased() && !ext.contains(".")) }
    for format in formats {
      #expect(!format.extensions.isEmpty, "\(format.id) has no extension")
      #expect(!format.game.isEmpty && !format.stepsTypes.isEmpty, "\(format.id)")
      #expect(format.origin != .starlight, "\(format.id) takes this game's own origin")
      for ext in format.extensions {
        #expect(ext == ext.lowercased() && !ext.contains("."), "\(format.id): '\(ext)'")
        #expect(ChartFormat(path: "/songs/Song/chart.\(ext)") == format)
        #expect(ChartFormat(path: "CHART.\(ext.uppercased())") == format)
        #expect(LibraryChartFormat(path: "a.\(ext)") == .imported(format))
      }
    }
    #expect(ChartFormat(path: "map.json") == nil)
  }

  /// The judge a chart file gets in Free Play (from its path) is the one the command line
  /// gives its imported map (from its origin), and is the format's own.
  @Test func everyFormatsDefaultJudgeIsReachedFromItsPathAndItsOrigin() {
    for format in ChartFormats.all {
      #expect(JudgeID.defaultJudge(for: format.origin) == format.defaultJudge, "\(format.id)")
      for ext in format.extensions {
        let origin = ChartOrigin(path: "song.\(ext)")
        #expect(origin == format.origin, "\(format.id)")
        #expect(
          JudgeID.resolved(chartPick: nil, playerDefault: nil, origin: origin)
            == format.defaultJudge)
      }
    }
    #expect(JudgeID.defaultJudge(for: .starlight) == .starlight)
  }

  /// Each format's seeds (`Fuzz/corpus/HARNESS`) are its fixtures: at least one imports and
  /// times through the format's reader, with its charts listed and its steps type named, and
  /// imports with this format's origin.
  @Test func everyFormatHasSeedsThatImport() throws {
    for format in ChartFormats.all {
      let folder = Self.root.appendingPathComponent("Fuzz/corpus/\(format.fuzzHarness)")
      let seeds = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
      #expect(!seeds.isEmpty, "no seeds in Fuzz/corpus/\(format.fuzzHarness)")
      let imported = try seeds.sorted().first { name in
        let bytes = [UInt8](try Data(contentsOf: folder.appendingPathComponent(name)))
        return format.exercise(bytes) > 0
      }
      #expect(imported != nil, "no seed of \(format.id) imports")
      guard let imported else { continue }
      let bytes = [UInt8](try Data(contentsOf: folder.appendingPathComponent(imported)))
      #expect(!format.reader.charts(data: bytes).isEmpty)
      #expect(!format.reader.songFacts(data: bytes).stepsTypes.isEmpty, "\(format.id)")
      let chart = try BeatMapImporter.importChart(
        data: bytes, fileName: imported, format: format,
        chart: .index(format.reader.charts(data: bytes).first { $0.isPlayable }?.index ?? 0))
      #expect(chart.document.metadata.origin == format.origin, "\(format.id)")
    }
  }

  /// The fuzz scripts take their harnesses from tools/fuzz-harnesses.sh, which asks the game
  /// (`beatmap formats --fuzz-harnesses`); the shared chart harness is what a format's name
  /// builds, so no format may have a harness file of its own shadowing it.
  @Test func theFuzzScriptsReadTheRegistry() throws {
    let lister = try Self.text("tools/fuzz-harnesses.sh")
    #expect(lister.contains("beatmap formats --fuzz-harnesses"))
    for script in ["tools/fuzz.sh", "tools/fuzz-ci.sh"] {
      let text = try Self.text(script)
      #expect(text.contains("listed=$(tools/fuzz-harnesses.sh)"), "\(script)")
      #expect(!text.contains("harnesses=("), "\(script) keeps a list of its own")
    }
    let build = try Self.text("tools/fuzz-build.sh")
    #expect(build.contains("Fuzz/Harnesses/chart-format.swift"))
    for format in ChartFormats.all {
      let own = Self.root.appendingPathComponent("Fuzz/Harnesses/\(format.fuzzHarness).swift")
      #expect(!FileManager.default.fileExists(atPath: own.path), "\(format.id)")
    }
  }

  /// Docs/Hardening.md carries the registry's table as `beatmap formats --markdown` prints it.
  @Test func theHardeningDocumentListsEveryFormat() throws {
    let hardening = try Self.text("Docs/Hardening.md")
    #expect(hardening.contains(ChartFormats.markdownTable))
  }

  /// Messages about a file that is no chart name every format, a game's extensions together.
  @Test func theMessagesNameEveryFormat() {
    let message = ChartFormats.notAChart(others: ["beat map (.json)"])
    #expect(message.hasPrefix("not a ") && message.hasSuffix(" or beat map (.json) file"))
    #expect(message.contains("StepMania (.sm, .ssc)"))
    for format in ChartFormats.all {
      #expect(message.contains(format.game), "\(format.id)")
      for ext in format.extensions { #expect(message.contains(".\(ext)"), "\(format.id)") }
    }
    #expect(
      ChartFormats.kindList() == ChartFormats.kinds.dropLast().joined(separator: ", ") + " or "
        + (ChartFormats.kinds.last ?? ""))
  }
}
