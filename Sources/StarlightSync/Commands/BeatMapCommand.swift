import ArgumentParser

struct BeatMapCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "beatmap",
    abstract:
      "Work with beat maps: validate, import from StepMania or osu!mania, print times or facts, check sync.",
    discussion: """
      Every command reads beat map JSON (.json), StepMania simfiles (.sm, .ssc) and osu!mania \
      beatmaps (.osu). The format is documented in BeatMaps/README.md.
      """,
    subcommands: [
      BeatMapValidateCommand.self, BeatMapImportCommand.self, BeatMapTimesCommand.self,
      BeatMapAlignCommand.self, BeatMapInfoCommand.self,
    ])
}
