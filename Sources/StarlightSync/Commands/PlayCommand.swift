import ArgumentParser
import StarlightCore

struct PlayCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "play",
    abstract: "Play the story in a window (or one chapter with --chapter).",
    discussion: """
      Lanes (4-lane maps): D F J K or the arrow keys Left Down Up Right; on a gamepad the d-pad \
      (left, down, up, right) or the face buttons X A Y B. Esc or Start pauses; M mutes; F12 saves \
      a screenshot; F1 opens the dev overlay; [ and ] lower and raise the lane cover (when one is \
      on). Bindings and the view (scroll speed, direction, colours, cover) live in the settings \
      file; --scroll-speed, --upscroll and --fullscreen/--windowed change them for one run.
      """)

  @Option(help: "The beat map to play (default: the game's Chapter 4 map).")
  var beatmap: String?

  @OptionGroup var chartOptions: ChartOptions

  @Option(
    parsing: .unconditional, help: "Play one chapter (\(ChapterCatalog.numberRange)) directly.")
  var chapter: Int?

  @Flag(help: "Let the bot play, perfectly.")
  var autoplay = false

  @Option(
    name: .customLong("jitter-ms"), parsing: .unconditional,
    help: "With --autoplay: spread Chapter 4's bot presses by seeded normal jitter of this many ms."
  )
  var jitterMs: Double = 0

  @Option(
    help: ArgumentHelp(
      "Play with this tuning profile (a name from the config directory's tuning-profiles/, or a path to a .json file) instead of tuning.json.",
      valueName: "name-or-file"))
  var tuning: String?

  @Flag(help: "Start with the dev overlay (F1) open: tune values live while playing.")
  var dev = false

  @Flag(
    help:
      "Practice a section of the map (Chapter 4's, or --beatmap): the section chooser opens, or with --from/--to the loop starts at once."
  )
  var practice = false

  @OptionGroup var playbackOptions: PlaybackOptions

  @OptionGroup var judgeOptions: JudgeOptions

  @OptionGroup var modOptions: ModOptions

  @Option(help: "The seed of --mod random's lanes (default: a new shuffle every attempt).")
  var seed: UInt64?

  @OptionGroup var viewOptions: ViewOptions

  @OptionGroup var window: WindowOptions

  func validate() throws {
    if let chapter {
      guard ChapterID(rawValue: chapter) != nil else {
        throw ValidationError("--chapter must be \(ChapterCatalog.numberRange)")
      }
    }
    guard jitterMs.isFinite, jitterMs >= 0, jitterMs == 0 || autoplay else {
      throw ValidationError("--jitter-ms takes 0 or more, with --autoplay")
    }
    let playsChart = chapter.map { ChapterID(rawValue: $0)?.playsChart == true } ?? true
    if beatmap != nil, !playsChart {
      throw ValidationError("--beatmap is for Chapter 4")
    }
    if !playsChart && (playbackOptions.rate != 1 || practice || !modOptions.names.isEmpty) {
      throw ValidationError("--rate, --mod and --practice are for Chapter 4")
    }
    if playbackOptions.asksForSection && !practice {
      throw ValidationError("--from, --to and --loops need --practice")
    }
  }

  func run() throws {
    // An unknown judge is refused in one line before anything opens.
    _ = try judgeOptions.requestedID()
    // So is a scroll speed that is no speed or out of its limits.
    _ = try viewOptions.speed()
    let mods = try modOptions.choice(seed: seed)
    let launcher = try GameLauncher(
      window: window, tuningOverride: tuning.map { try TuningProfileOption.load($0) })
    // --beatmap alone means Chapter 4 on that map.
    let playback = try playbackOptions.playback()
    // --beatmap or --rate alone means Chapter 4 on that map, at that rate.
    let chosen =
      chapter.flatMap(ChapterID.init(rawValue:))
      ?? (beatmap != nil || playback != .normal ? ChapterCatalog.chartChapter?.id : nil)
    let start: StoryStart
    if let chosen {
      start = .chapter(chosen)
    } else {
      start = autoplay ? .autoplayStory : .title
    }
    try launcher.play(
      start: start, beatMapPath: beatmap, chart: chartOptions.selector, bots: autoplay,
      botJitter: Nanoseconds.fromMilliseconds(jitterMs), devOverlay: dev, playback: playback,
      practice: practice ? practiceRequest : nil, judge: judgeOptions,
      mods: modOptions.names.isEmpty ? nil : mods, seed: seed, view: viewOptions)
  }

  /// The chooser prefilled from the options; with a section given, the loop at once.
  private var practiceRequest: GameLauncher.PracticeRequest {
    let options = playbackOptions
    let givesSection = options.asksForSection
    return GameLauncher.PracticeRequest(
      plan: { map throws(PracticeError) in
        givesSection || options.rate != 1 || options.pitchFollows
          ? try options.practicePlan(on: map, defaultLoops: .forever) : nil
      }, playAtOnce: givesSection)
  }
}
