import ArgumentParser
import Foundation
import StarlightCore
import StarlightPlatform
import StarlightSupport

struct BeatMapImportCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "import",
    abstract:
      "Import \(ChartFormats.kindList(others: ["beat map (.json)"])) files: folders into the library, a file into a beat map.",
    discussion: """
      Without --out, every chart under the files and folders given is imported into the \
      library ($XDG_DATA_HOME/starlight-sync/library), which Free Play lists: on all cores, \
      with a progress bar, and a summary of what was imported (and how many charts are \
      playable), skipped and failed. Files already imported are skipped (by their SHA-256) \
      unless their audio or art has arrived beside them since. Audio and art are hard-linked \
      into the library when on the same file system, else copied.

      With --out, one chart file becomes beat map JSON version 2 with the audio file named relative to OUT's folder. The \
      chart is checked before anything is written; mines, fakes and auto-keysounds are \
      skipped and counted, rolls become holds, notes inside warps are kept but unhittable.
      """)

  @Argument(help: "Chart files or folders (one chart file with --out).")
  var paths: [String]

  @OptionGroup var chartOptions: ChartOptions

  @Option(help: "Where to write the beat map (never the chart itself, nor a symbolic link).")
  var out: String?

  @Flag(help: "Replace an existing file at --out.")
  var force = false

  func run() throws {
    guard let out else {
      try LibraryImportRun.run(paths: paths)
      return
    }
    guard paths.count == 1, let file = paths.first else {
      throw CommandFailure.report(["--out takes one chart file; to import several, leave --out out"]
      )
    }
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
    try CommandOutput.write(bytes, to: out, what: "the beat map")
    let report = imported.report
    let holds = map.allNotes.count(where: \.isHold)
    print(
      "wrote \(out): chart \(report.chartIndex) of \(report.chartCount) (\(report.chartDescription)), \(map.allNotes.count) notes (\(holds) holds), \(map.laneCount) lanes, audio '\(document.audioFile)'"
    )
    for line in report.summaryLines { print("  \(line)") }
  }
}
