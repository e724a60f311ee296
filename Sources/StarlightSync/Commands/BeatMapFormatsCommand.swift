import ArgumentParser
import StarlightCore

/// `beatmap formats`: the chart format registry as people and scripts read it. The fuzz
/// scripts take their chart harnesses from `--fuzz-harnesses`, so a format registered in
/// `ChartFormats.all` is fuzzed without a script learning its name.
struct BeatMapFormatsCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "formats",
    abstract: "List the chart formats this game imports, with their extensions and judges.")

  @Flag(help: "Print only each format's fuzz harness name, one a line (for tools/fuzz*.sh).")
  var fuzzHarnesses = false

  @Flag(help: "Print the table Docs/Hardening.md carries.")
  var markdown = false

  func run() throws {
    if fuzzHarnesses {
      for format in ChartFormats.all { print(format.fuzzHarness) }
    } else if markdown {
      print(ChartFormats.markdownTable)
    } else {
      for format in ChartFormats.all {
        let extensions = format.extensions.map { ".\($0)" }.joined(separator: ", ")
        print(
          "\(format.id): \(format.game) (\(extensions)); \(format.stepsTypes); judged under \(format.defaultJudge.rawValue) by default"
        )
      }
    }
  }
}
