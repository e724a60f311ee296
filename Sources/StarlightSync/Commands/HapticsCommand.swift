import ArgumentParser

/// `starlight-sync haptics render|play FILE.ahap`: try an AHAP pattern outside the game.
struct HapticsCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "haptics",
    abstract: "Work with AHAP haptic patterns (gamepad rumble).",
    subcommands: [HapticsRenderCommand.self, HapticsPlayCommand.self])
}
