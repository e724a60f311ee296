import ArgumentParser
import StarlightCore
import StarlightPlatform

struct ReplayCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "replay",
    abstract: "Watch a replay in the window, or re-simulate it headless.",
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

  @OptionGroup var window: WindowOptions

  func validate() throws {
    if json && !headless { throw ValidationError("--json needs --headless") }
  }

  func run() throws {
    let launcher = GameLauncher(window: window)
    let replay: Replay
    let map: BeatMap
    do {
      (replay, map) = try ReplayLoading.load(
        replayPath: file, beatMapPath: beatmap, paths: launcher.paths)
    } catch {
      throw CommandFailure.report(error.lines)
    }
    guard headless else {
      let mapPath =
        beatmap ?? launcher.paths.shippedMaps.first { path in
          (try? BeatMapLoader.load(path: path))?.contentHash == map.contentHash
        } ?? launcher.paths.chapter4Map
      try launcher.play(beatMapPath: mapPath, source: .replay(replay))
      return
    }
    let run: FirewallRun
    do {
      run = try ReplaySimulator.simulate(replay, on: map)
    } catch {
      throw CommandFailure.report(["\(file): \(error)"])
    }
    let summary = RunSummary(run: run)
    if json {
      print(RunReport(summary: summary, replay: replay).json())
    } else {
      print("\(map.metadata.title): \(summary.outcome.rawValue)")
      for line in ResultsText.lines(summary) { print(line) }
    }
  }
}
