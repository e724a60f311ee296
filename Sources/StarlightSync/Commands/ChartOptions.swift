import ArgumentParser
import StarlightCore

/// `--chart NAME|INDEX`, shared by the beat map commands that read StepMania and osu! files.
struct ChartOptions: ParsableArguments {
  @Option(
    help: ArgumentHelp(
      "Which chart of a \(ChartFormats.extensionList) file: its difficulty name, or its index from 0 in file order.",
      valueName: "name|index"))
  var chart: String?

  var selector: ChartSelector? { chart.map(ChartSelector.init) }
}
