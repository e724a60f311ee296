import ArgumentParser
import StarlightCore

struct BeatMapInfoCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "info",
    abstract: "Print a chart's facts: names, lanes, notes, length, BPM, judge, star rating.",
    discussion: """
      The star rating is osu!mania's (its difficulty calculation, version 20241007), worked \
      out from the notes of any chart: osu!, StepMania, Quaver or the game's own. --rate gives \
      it at another rate (1.5 is osu!'s Double Time, 0.75 Half Time). With --json: {"file", \
      "title", "artist", "difficulty", "lanes", "notes", "holds", "mines", "lengthMs", \
      "lengthIsAudio", "bpm", "defaultJudge", "rate", "starRating"}. The audio file is not \
      needed (without it the length runs to the last note).
      """)

  @Argument(
    help: "A beat map (.json), StepMania (.sm, .ssc), osu!mania (.osu) or Quaver (.qua) file.")
  var file: String

  @OptionGroup var chartOptions: ChartOptions

  @Option(
    parsing: .unconditional, help: "The rate to rate the chart at: 0.5 to 2.0 in steps of 0.05.")
  var rate: Double = 1

  @Flag(help: "Print JSON.")
  var json = false

  func run() throws {
    let playback: PlaybackRate
    do {
      playback = try PlaybackRate.parse(rate)
    } catch {
      throw CommandFailure.report(["--rate: \(error.message)"])
    }
    let map: BeatMap
    do {
      map = try BeatMapSource.mapForTimes(path: file, chart: chartOptions.selector)
    } catch {
      // One line, as for any bad file; `beatmap validate` lists every problem.
      let more = error.lines.count - 1
      let first = error.lines.first ?? "\(file): cannot be read"
      throw CommandFailure.report([
        more > 0 ? "\(first) (and \(more) more: beatmap validate lists them)" : first
      ])
    }
    let info = ChartInfo(map: map, file: file, rate: playback.value)
    if json {
      print(info.json())
    } else {
      for line in info.textLines() { print(line) }
    }
  }
}
