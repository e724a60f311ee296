import ArgumentParser

struct PlayCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "play",
    abstract: "Play Chapter 4, \"Firewall\", in a window.",
    discussion: """
      Lanes (4-lane maps): D F J K or the arrow keys Left Down Up Right; on a gamepad the d-pad \
      (left, down, up, right) or the face buttons X A Y B. Esc or Start pauses; M mutes; F12 saves \
      a screenshot. Bindings live in the settings file.
      """)

  @Option(help: "The beat map to play (default: the game's Chapter 4 map).")
  var beatmap: String?

  @Flag(help: "Let the bot play, perfectly.")
  var autoplay = false

  @OptionGroup var window: WindowOptions

  func run() throws {
    let launcher = GameLauncher(window: window)
    try launcher.play(
      beatMapPath: beatmap ?? launcher.paths.chapter4Map, source: autoplay ? .autoplay : .player)
  }
}
