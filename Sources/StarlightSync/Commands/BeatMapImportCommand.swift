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

  @Option(help: "Where to write the beat map.")
  var out: String

  func run() throws {
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
    do {
      try AtomicFile.write(Array(BeatMapJSONWriter.json(document).utf8), to: out)
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
