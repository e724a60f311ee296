import ArgumentParser
import StarlightCore

struct BeatMapCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "beatmap",
    abstract:
      "Work with beat maps: validate, import other games' charts, print times or facts, check sync.",
    discussion: """
      Every command reads beat map JSON (.json) and \(ChartFormats.kindList()) charts \
      (`beatmap formats` lists them). The JSON format is documented in BeatMaps/README.md.
      """,
    subcommands: [
      BeatMapValidateCommand.self, BeatMapImportCommand.self, BeatMapTimesCommand.self,
      BeatMapAlignCommand.self, BeatMapInfoCommand.self, BeatMapFormatsCommand.self,
    ])
}
