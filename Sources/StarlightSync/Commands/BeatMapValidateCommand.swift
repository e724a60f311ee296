import ArgumentParser
import StarlightCore

struct BeatMapValidateCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "validate",
    abstract: "Check beat maps; print every problem as 'file: where: message'.",
    discussion: """
      Exits 0 when every file is valid. For a StepMania file every playable chart is checked \
      (or only the one --chart names); warnings (values StepMania would ignore) and skipped \
      mines and fakes are printed but do not fail the check.
      """)

  @Argument(help: "Beat map files (.json, \(ChartFormats.extensionList)).")
  var files: [String]

  @OptionGroup var chartOptions: ChartOptions

  func run() throws {
    var failed = false
    for file in files {
      switch BeatMapSource.validate(path: file, chart: chartOptions.selector) {
      case .success(let lines):
        for line in lines { print(line) }
      case .failure(let error):
        failed = true
        _ = CommandFailure.report(error.lines)
      }
    }
    if failed { throw CommandFailure.exitCode }
  }
}
