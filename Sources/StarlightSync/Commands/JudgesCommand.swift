import ArgumentParser
import StarlightCore

struct JudgesCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "judges",
    abstract: "List the judges (play, autoplay and replay take --judge NAME) with their windows.",
    discussion: "osu!'s judges are shown at OD 8, the OD a chart without its own takes.")

  func run() {
    for line in JudgeTable.lines(JudgeCatalog.all) { print(line) }
  }
}
