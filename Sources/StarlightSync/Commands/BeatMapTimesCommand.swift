import ArgumentParser
import StarlightCore

struct BeatMapTimesCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "times",
    abstract: "Print every note's time, in time order (lane order within a time).",
    discussion: """
      With --json: {"notes": [{"timeMs", "endTimeMs", "lane", "hittable", "kind"}, ...]}, \
      times in milliseconds of audio to the nanosecond, endTimeMs null unless the note has a \
      tail (hold, roll), lane from 0, hittable false for a note inside a warp, kind one of tap, \
      hold, roll, mine, lift, fake. The audio file is not needed.
      """)

  @Argument(help: "A \(ChartFormats.kindList(others: ["beat map (.json)"])) file.")
  var file: String

  @OptionGroup var chartOptions: ChartOptions

  @Flag(help: "Print JSON.")
  var json = false

  func run() throws {
    let map: BeatMap
    do {
      map = try BeatMapSource.mapForTimes(path: file, chart: chartOptions.selector)
    } catch {
      throw CommandFailure.report(error.lines)
    }
    if json {
      print(NoteTimesJSON.render(map.allNotes), terminator: "")
      return
    }
    print("time ms         end ms          lane  kind  hittable")
    for note in map.allNotes {
      let time = NoteTimesJSON.milliseconds(note.time)
      let end = note.endTime.map(NoteTimesJSON.milliseconds) ?? "-"
      print(
        time.padding(toLength: 16, withPad: " ", startingAt: 0)
          + end.padding(toLength: 16, withPad: " ", startingAt: 0)
          + String(note.lane).padding(toLength: 6, withPad: " ", startingAt: 0)
          + note.kind.rawValue.padding(toLength: 6, withPad: " ", startingAt: 0)
          + (note.hittable ? "yes" : "no (in a warp)"))
    }
  }
}
