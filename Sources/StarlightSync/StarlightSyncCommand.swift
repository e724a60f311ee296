import ArgumentParser

@main
struct StarlightSyncCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "starlight-sync",
    abstract:
      "StarlightSync: a rhythm game. Chapter 4, \"Firewall\": block the threats on the beat.",
    subcommands: [
      PlayCommand.self, ReplayCommand.self, AutoplayCommand.self, BeatMapCommand.self,
      HapticsCommand.self,
    ],
    defaultSubcommand: PlayCommand.self)
}
