import ArgumentParser

/// `replay`: watch or re-simulate one replay (`replay FILE`, the default), import an osu! or
/// Quaver replay (`replay import`), or check folders of replays (`replay check`).
struct ReplayGroupCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "replay",
    abstract:
      "Watch or re-simulate a replay; import osu! and Quaver replays; check folders of replays.",
    discussion: """
      `replay FILE` watches FILE in the window, or with --headless re-simulates it (the `run` \
      command, the default). `replay import` reads osu! and Quaver replays; `replay check` \
      re-simulates whole folders of replays against what they expected.
      """,
    subcommands: [ReplayCommand.self, ReplayImportCommand.self, ReplayCheckCommand.self],
    defaultSubcommand: ReplayCommand.self)
}
