import ArgumentParser
import Foundation
import StarlightCore
import StarlightPlatform
import StarlightSupport

struct AutoplayCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "autoplay",
    abstract:
      "Write the replay of a chapter's bot: a beat map's perfect player (optionally shifted or jittered), or another chapter's bot."
  )

  @Argument(
    help:
      "The beat map to play (Chapter 4; the story's own map when none is given), unless --chapter names another chapter."
  )
  var beatmap: String?

  @Option(
    parsing: .unconditional,
    help: "The chapter (\(ChapterCatalog.numberRange)) whose bot plays; 4 by default.")
  var chapter: Int?

  @Option(help: "Where to write the replay.")
  var out: String

  // Signed numbers are parsed `.unconditional`: `--offset-ms -20` is a value, not an option.
  @Option(
    name: .customLong("offset-ms"), parsing: .unconditional,
    help: "Shift every press by this many milliseconds (late is positive).")
  var offsetMs: Double = 0

  @Option(
    name: .customLong("jitter-ms"), parsing: .unconditional,
    help: "Standard deviation of seeded normal jitter, in milliseconds.")
  var jitterMs: Double = 0

  @Option(
    help:
      "Seed: Chapter 4's jitter and --mod random's lanes, or the layout of a chapter dealt at random (\(ChapterCatalog.seededList))."
  )
  var seed: UInt64 = 0

  @Flag(help: "Record with Auto-Assist on (Chapter 4: its widened windows).")
  var autoAssist = false

  @OptionGroup var playbackOptions: PlaybackOptions

  @OptionGroup var judgeOptions: JudgeOptions

  @OptionGroup var modOptions: ModOptions

  private var chosenChapter: ChapterID {
    chapter.flatMap(ChapterID.init(rawValue:)) ?? .firewall
  }

  func validate() throws {
    if let chapter {
      guard let id = ChapterID(rawValue: chapter), ChapterCatalog.rules[id] != nil else {
        let built = ChapterCatalog.available.map { String($0.number) }.joined(separator: ", ")
        throw ValidationError("--chapter must be one of the chapters in this build: \(built)")
      }
    }
    if !chosenChapter.playsChart
      && (beatmap != nil || offsetMs != 0 || jitterMs != 0 || playbackOptions.rate != 1
        || playbackOptions.asksForSection || !modOptions.names.isEmpty)
    {
      throw ValidationError(
        "a beat map, --offset-ms, --jitter-ms, --rate, --mod and a section are for Chapter 4's bot"
      )
    }
    let seeded = ChapterCatalog.rules[chosenChapter]?.isSeeded ?? false
    if !chosenChapter.playsChart && seed != 0 && !seeded {
      let takers = ChapterCatalog.available.filter {
        $0.playsChart || ChapterCatalog.rules[$0]?.isSeeded == true
      }.map { String($0.number) }.joined(separator: ", ")
      throw ValidationError(
        "Chapter \(chosenChapter.number) \"\(chosenChapter.title)\" has nothing random: --seed is for Chapters \(takers)"
      )
    }
    guard offsetMs.isFinite else { throw ValidationError("--offset-ms must be a finite number") }
    guard jitterMs.isFinite, jitterMs >= 0 else {
      throw ValidationError("--jitter-ms must be 0 or more")
    }
  }

  func run() throws {
    guard chosenChapter.playsChart else {
      try writeBotReplay(chosenChapter)
      return
    }
    // Without a chart the bot plays the story's map, as `play --chapter 4` does: under this
    // game's judge and the story's integrity rule.
    let paths = GamePaths()
    let path = beatmap ?? paths.chapter4Map
    if beatmap == nil { try paths.requireShippedFiles() }
    let map: BeatMap
    do {
      // The bot only judges: a chart whose audio file is missing is played to its last note.
      map = try BeatMapLoader.loadForJudging(path: path)
    } catch {
      throw CommandFailure.report(error.problems.map(\.description))
    }
    let judge =
      beatmap == nil
      ? JudgeChoice.starlight
      : try judgeOptions.choice(
        for: map.metadata, fallback: JudgeID.defaultJudge(for: map.metadata.origin))
    if let problem = JudgeCatalog.rules(for: judge).problem(judging: map.notes) {
      throw CommandFailure.report(["\(path): \(problem)"])
    }
    let playback = try playbackOptions.playback()
    let mods = try modOptions.choice(seed: seed).mods
    // The bot's offset and spread are the player's, in real time: worth `rate` x as much song.
    let bot = Autoplay(
      offset: playback.rate.songDuration(ofReal: Nanoseconds.fromMilliseconds(offsetMs)),
      jitterStandardDeviation: playback.rate.songDuration(
        ofReal: Nanoseconds.fromMilliseconds(jitterMs)), seed: seed)
    if playbackOptions.asksForSection {
      let plan = try playbackOptions.plan(on: map, defaultLoops: .times(1))
      let replay = PracticeBot.replay(
        plan: plan, map: map, autoAssist: autoAssist, judge: judge, mods: mods, bot: bot)
      try write(replay)
      let notes = plan.section.notes(of: map).count
      print(
        "wrote \(out): practice at \(plan.rate), \(replay.practice?.passes.count ?? 0) passes of \(notes) notes"
      )
      return
    }
    var replay = bot.replay(for: map, autoAssist: autoAssist, playback: playback, mods: mods)
    replay.judge = judge
    // A chart the bot plays is played outside the story, as `play --beatmap` plays it: a
    // life bar fails it, not the story's integrity.
    replay.failure = beatmap == nil ? .firewallIntegrity : .lifeBar
    try write(replay, map: map)
    let rate = playback.rate == .normal ? "" : " at \(playback.rate)"
    let modText = mods.isNone ? "" : ", mods \(mods.names.joined(separator: ", "))"
    print(
      "wrote \(out): \(map.notes.count) notes\(rate), \(replay.actions.count) actions, judge \(judge.label)\(modText)"
    )
  }

  /// Another chapter's bot, with the tuning in force (the tuning file, else the defaults).
  private func writeBotReplay(_ chapter: ChapterID) throws {
    let tuning = TuningStore(path: UserDirectories().tuningFile).tuning
    let context = ChapterContext(tuning: tuning, autoAssist: autoAssist, seed: seed)
    let actions = ChapterCatalog.rules[chapter]?.botActions(context: context) ?? []
    let replay = Replay(
      chapter: chapter, tuning: tuning, autoAssist: autoAssist, seed: seed, source: .autoplay,
      actions: actions)
    try write(replay)
    print("wrote \(out): Chapter \(chapter.number) \(chapter.title), \(actions.count) actions")
  }

  /// Writes the bot's replay with the outcome it reaches (what `replay check` expects of
  /// it); a practice run's passes are reported pass by pass instead.
  private func write(_ replay: Replay, map: BeatMap? = nil) throws {
    var recorded = replay
    if recorded.practice == nil,
      let rules = try? ReplaySimulator.simulate(replay, beatMap: map)
    {
      recorded.expected = ExpectedOutcome(summary: rules.summary(), replay: replay)
    }
    try CommandOutput.write(ReplayCodec.encode(recorded), to: out, what: "the replay")
  }
}
