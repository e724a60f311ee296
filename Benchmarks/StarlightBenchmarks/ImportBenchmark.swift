import Foundation
import StarlightCore

/// Import and timing speed on a large chart: a dance-double simfile of 3000 measures of
/// sixteenths (about 96 000 notes) under 200 BPM changes, 100 stops, 100 delays and 50
/// negative-BPM warps, and an osu!mania 7K map of the same size. Figures in notes a second.
enum ImportBenchmark {
  static let measures = 3_000
  static let repetitions = 5

  static func stepManiaChart() -> String {
    var text = "#TITLE:Benchmark;\n#MUSIC:song.ogg;\n#OFFSET:-0.05;\n#BPMS:0=150"
    for change in 1...200 { text += ",\(change * 60)=\(change.isMultiple(of: 2) ? 150 : 180)" }
    for warp in 1...50 { text += ",\(warp * 240 + 2)=-150,\(warp * 240 + 3)=150" }
    text += ";\n#STOPS:" + (1...100).map { "\($0 * 100 + 1)=0.1" }.joined(separator: ",") + ";\n"
    text += "#DELAYS:" + (1...100).map { "\($0 * 100 + 50)=0.05" }.joined(separator: ",") + ";\n"
    text += "#NOTES:\n     dance-double:\n     :\n     Challenge:\n     15:\n     :\n"
    var measures: [String] = []
    measures.reserveCapacity(measures.count)
    for measure in 0..<Self.measures {
      var rows: [String] = []
      for line in 0..<16 {
        var row = Array(repeating: Character("0"), count: 8)
        row[(measure + line * 3) % 8] = "1"
        row[(measure * 5 + line * 7 + 1) % 8] = "1"
        rows.append(String(row))
      }
      measures.append(rows.joined(separator: "\n"))
    }
    return text + measures.joined(separator: "\n,\n") + "\n;\n"
  }

  static func osuChart() -> String {
    var lines = [
      "osu file format v14", "[General]", "AudioFilename: song.ogg", "Mode: 3", "[Metadata]",
      "Title:Benchmark", "Version:7K", "[Difficulty]", "CircleSize:7", "[TimingPoints]",
    ]
    for point in 0..<200 {
      let beatLength = point.isMultiple(of: 2) ? 400.0 : 333.333333333333
      lines.append("\(point * 24_000),\(beatLength),4,1,0,100,1,0")
    }
    lines.append("[HitObjects]")
    for note in 0..<(Self.measures * 32) {
      let column = (note * 3) % 7
      lines.append("\(column * 73 + 36),192,\(1_000 + note * 50 + (note % 7)),1,0,0:0:0:0:")
    }
    return lines.joined(separator: "\n") + "\n"
  }

  static func run() throws {
    try measure(
      name: "StepMania .sm", data: Array(stepManiaChart().utf8), file: "benchmark.sm",
      format: .stepMania)
    try measure(
      name: "osu!mania .osu", data: Array(osuChart().utf8), file: "benchmark.osu", format: .osu)
  }

  static func measure(
    name: String, data: [UInt8], file: String, format: ChartFormat
  ) throws {
    let clock = ContinuousClock()
    var importSeconds: [Double] = []
    var timingSeconds: [Double] = []
    var noteCount = 0
    for _ in 0..<repetitions {
      var imported: ImportedChart?
      importSeconds.append(
        seconds(
          try clock.measure {
            imported = try BeatMapImporter.importChart(
              data: data, fileName: file, format: format, chart: nil)
          }))
      guard let imported else { continue }
      timingSeconds.append(
        seconds(
          try clock.measure {
            noteCount = try BeatMapLoader.assemble(imported, audioDuration: nil).allNotes.count
          }))
    }
    let importMedian = importSeconds.sorted()[importSeconds.count / 2]
    let timingMedian = timingSeconds.sorted()[timingSeconds.count / 2]
    print(
      String(
        format:
          "import %@ (%d notes, %.1f MB): parse %.1f ms = %.0f notes/s; timing + checks %.1f ms = %.0f notes/s; both %.0f notes/s",
        name, noteCount, Double(data.count) / 1e6, importMedian * 1_000,
        Double(noteCount) / importMedian, timingMedian * 1_000, Double(noteCount) / timingMedian,
        Double(noteCount) / (importMedian + timingMedian)))
  }

  private static func seconds(_ duration: Duration) -> Double {
    Double(duration.components.seconds) + Double(duration.components.attoseconds) / 1e18
  }
}
