import ArgumentParser
import StarlightCore

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

  @OptionGroup var chartOptions: ChartOptions

  @Option(help: "Play one chapter (1-6) directly.")
  var chapter: Int?

  @Flag(help: "Let the bot play, perfectly.")
  var autoplay = false

  @OptionGroup var window: WindowOptions

  func validate() throws {
    if let chapter, ChapterID(rawValue: chapter) == nil {
      throw ValidationError("--chapter must be 1 to 6")
    }
    if beatmap != nil, let chapter, chapter != ChapterID.firewall.number {
      throw ValidationError("--beatmap is for Chapter 4")
    }
  }

  func run() throws {
    let launcher = GameLauncher(window: window)
    let chapter = chapter.flatMap(ChapterID.init(rawValue:)) ?? .firewall
    try launcher.play(
      chapter: chapter, beatMapPath: beatmap, chart: chartOptions.selector,
      source: autoplay ? .autoplay : .player)
  }
}
