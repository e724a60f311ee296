import ArgumentParser
import StarlightCore

/// `--rate`, `--pitch-follows` and a practice section (`--from`, `--to`, `--loops`, `--gap-ms`,
/// `--count-in`), shared by `play` and `autoplay`. Bad values are refused in one line.
/// Numbers (and edges, which may be negative) are parsed `.unconditional`: `--gap-ms -20`
/// reaches the range check instead of being taken for an option ("Missing value").
struct PlaybackOptions: ParsableArguments {
  @Option(parsing: .unconditional, help: "Play the song at this rate: 0.5 to 2.0 in steps of 0.05.")
  var rate: Double = 1

  @Flag(
    name: .customLong("pitch-follows"),
    help: "Let the pitch follow the rate (resampling) instead of keeping it (time-stretching).")
  var pitchFollows = false

  @Option(
    parsing: .unconditional,
    help: ArgumentHelp(
      "A practice section's start: a beat (16), seconds (8s) or a measure (m5).",
      valueName: "edge"))
  var from: String?

  @Option(
    parsing: .unconditional,
    help: ArgumentHelp(
      "A practice section's end: a beat, seconds or a measure (m8: the end of measure 8).",
      valueName: "edge"))
  var to: String?

  @Option(
    parsing: .unconditional,
    help: "Play the section this many times (1 to 999; in the window, forever if not given).")
  var loops: Int?

  @Option(
    name: .customLong("gap-ms"), parsing: .unconditional,
    help: "Silence between passes, 0 to 60000 ms.")
  var gapMs: Int = 1_000

  @Option(
    name: .customLong("count-in"), parsing: .unconditional,
    help: "Beats counted in before each pass, 0 to 16.")
  var countIn: Int = 4

  /// Whether a section was asked for (practice rather than a whole run).
  var asksForSection: Bool { from != nil || to != nil || loops != nil }

  /// The rate and pitch of a whole run.
  func playback() throws -> ChapterPlayback {
    do {
      return ChapterPlayback(
        rate: try PlaybackRate.parse(rate), pitch: pitchFollows ? .follows : .kept)
    } catch {
      throw CommandFailure.report(["--rate: \(error.message)"])
    }
  }

  /// The practice plan on `map`: the section (whole map when no edge is given), loops
  /// (`defaultLoops` when not given), gap, count-in, rate and pitch; refused in one line.
  func plan(on map: BeatMap, defaultLoops: PracticePlan.Loops) throws -> PracticePlan {
    do {
      return try practicePlan(on: map, defaultLoops: defaultLoops)
    } catch {
      throw CommandFailure.report([error.message])
    }
  }

  func practicePlan(on map: BeatMap, defaultLoops: PracticePlan.Loops) throws(PracticeError)
    -> PracticePlan
  {
    let rate: PlaybackRate
    do {
      rate = try PlaybackRate.parse(self.rate)
    } catch {
      throw PracticeError("--rate: \(error.message)")
    }
    let start = try from.map { text throws(PracticeError) in try SectionBound.parse(text) }
    let end = try to.map { text throws(PracticeError) in try SectionBound.parse(text) }
    let section = try PracticeSection.between(start, end, in: map)
    return try PracticePlan(
      section: section, loops: loops.map { .times($0) } ?? defaultLoops,
      gap: .milliseconds(Int64(clamping: min(max(gapMs, -1), 1_000_000_000))),
      countInBeats: countIn, rate: rate, pitch: pitchFollows ? .follows : .kept)
  }
}
