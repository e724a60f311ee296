import ArgumentParser
import Foundation
import StarlightCore
import StarlightPlatform
import StarlightSupport

struct BeatMapImportCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "import",
    abstract: "Turn a StepMania (.sm, .ssc) or osu!mania (.osu) chart into a beat map.",
    discussion: """
      Writes beat map JSON version 2 with the audio file named relative to OUT's folder. The \
      chart is checked before anything is written; mines, fakes and auto-keysounds are \
      skipped and counted, rolls become holds, notes inside warps are kept but unhittable.
      """)

  @Argument(help: "The chart file.")
  var file: String

  @OptionGroup var chartOptions: ChartOptions

  @Option(help: "Where to write the beat map (never the chart itself, nor a symbolic link).")
  var out: String

  @Flag(help: "Replace an existing file at --out.")
  var force = false

  func run() throws {
    if let problem = ImportDestination.problem(out: out, input: file, force: force) {
      throw CommandFailure.report([problem])
    }
    let imported: ImportedChart
    let map: BeatMap
    do {
      (imported, map) = try BeatMapSource.importForWriting(path: file, chart: chartOptions.selector)
    } catch {
      throw CommandFailure.report(error.lines)
    }
    var document = imported.document
    document.audioFile = RelativePath.audio(
      document.audioFile, of: file, from: (out as NSString).deletingLastPathComponent)
    let bytes = Array(BeatMapJSONWriter.json(document).utf8)
    // What is written must be a map `validate` accepts (audio aside): check the very bytes.
    do {
      _ = try BeatMapLoader.parse(data: bytes, fileName: out) { _ in .success(.max) }
    } catch {
      throw CommandFailure.report(
        ["\(file): the chart does not make a valid beat map; nothing written"]
          + error.problems.map(\.description))
    }
    do {
      try AtomicFile.write(bytes, to: out)
    } catch {
      throw CommandFailure.report([
        "\(out): cannot write the beat map (\(error.localizedDescription))"
      ])
    }
    let report = imported.report
    let holds = map.allNotes.count(where: \.isHold)
    print(
      "wrote \(out): chart \(report.chartIndex) of \(report.chartCount) (\(report.chartDescription)), \(map.allNotes.count) notes (\(holds) holds), \(map.laneCount) lanes, audio '\(document.audioFile)'"
    )
    for line in report.summaryLines { print("  \(line)") }
  }
}
