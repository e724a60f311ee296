import ArgumentParser
import StarlightCore
import StarlightPlatform

struct ReplayCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "run",
    abstract: "Watch a replay in the window, or re-simulate it headless (the default).",
    discussion: """
      The beat map is found among the shipped maps by the content hash the replay records, \
      unless --beatmap names it.
      """)

  @Argument(help: "The replay file.")
  var file: String

  @Option(help: "The beat map the replay was made for (default: found by its hash).")
  var beatmap: String?

  @Flag(help: "Re-simulate with no window.")
  var headless = false

  @Flag(help: "With --headless: print the result as one JSON object.")
  var json = false

  @Option(
    name: .customLong("render-audio"),
    help: ArgumentHelp(
      "Write what a player of this replay hears to this WAV file (32-bit float, 48 kHz stereo), faster than real time, with no window.",
      valueName: "out.wav"))
  var renderAudio: String?

  @Option(
    help: ArgumentHelp(
      "Rescore the replay under this tuning profile (a name from the config directory's tuning-profiles/, or a path to a .json file): its recorded tuning and mid-run changes are replaced.",
      valueName: "name-or-file"))
  var tuning: String?

  @OptionGroup var judgeOptions: JudgeOptions

  @OptionGroup var window: WindowOptions

  func validate() throws {
    if json && !headless { throw ValidationError("--json needs --headless") }
    if renderAudio != nil && json { throw ValidationError("--render-audio prints no JSON") }
  }

  func run() throws {
    let launcher = GameLauncher(window: window)
    // A bad profile is refused before anything else is read or opened.
    let profile = try tuning.map { try TuningProfileOption.load($0) }
    _ = try judgeOptions.requestedID()
    var loaded: ReplayLoading.Loaded
    do {
      // Only watching and the audio render play the song; judging alone needs no audio.
      loaded = try ReplayLoading.load(
        replayPath: file, beatMapPath: beatmap, paths: launcher.paths,
        needsAudio: !headless || renderAudio != nil)
    } catch {
      if !headless && renderAudio == nil {
        // Watching: the window opens on the error, so the player sees what went wrong.
        try? launcher.showError(title: "This replay cannot be played", lines: error.lines)
      }
      throw CommandFailure.report(error.lines)
    }
    if let profile {
      loaded = ReplayLoading.Loaded(
        replay: loaded.replay.rescored(under: profile), beatMap: loaded.beatMap,
        beatMapPath: loaded.beatMapPath)
    }
    if judgeOptions.judge != nil {
      // Rescoring: the same presses judged as the named judge's game would.
      let choice = try judgeOptions.choice(
        for: loaded.beatMap?.metadata, fallback: loaded.replay.judge.id)
      loaded = ReplayLoading.Loaded(
        replay: loaded.replay.rescored(under: choice), beatMap: loaded.beatMap,
        beatMapPath: loaded.beatMapPath)
    }
    let replay = loaded.replay
    if let renderAudio {
      try ReplayAudioRender(paths: launcher.paths).run(
        loaded, output: renderAudio, verbose: window.verbose)
      return
    }
    guard headless else {
      try launcher.watch(loaded)
      return
    }
    if replay.practice != nil {
      let report: PracticeReport
      do {
        report = try PracticeReport(replay: replay, map: loaded.beatMap)
      } catch {
        throw CommandFailure.report(["\(file): \(error)"])
      }
      if json {
        print(report.json())
      } else {
        for line in report.lines { print(line) }
      }
      return
    }
    let rules: any ChapterRules
    do {
      rules = try ReplaySimulator.simulate(replay, beatMap: loaded.beatMap)
    } catch {
      throw CommandFailure.report(["\(file): \(error)"])
    }
    let summary = rules.summary()
    if json {
      print(RunReport(summary: summary, replay: replay).json())
    } else {
      let name =
        loaded.beatMap?.metadata.title ?? "Chapter \(replay.chapter.number) \(replay.chapter.title)"
      let rate = replay.playback
      let played =
        rate.rate == .normal ? "" : " at \(rate.rate) (pitch \(rate.pitch.rawValue))"
      print("\(name)\(played): \(replay.reportedOutcome(summary.outcome))")
      for line in ResultsText.lines(summary) { print(line) }
    }
  }
}
