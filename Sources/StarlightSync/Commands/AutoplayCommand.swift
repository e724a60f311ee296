import ArgumentParser
import Foundation
import StarlightCore
import StarlightPlatform

struct AutoplayCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "autoplay",
    abstract: "Write the replay of a perfect player (optionally shifted or jittered).")

  @Argument(help: "The beat map to play.")
  var beatmap: String

  @Option(help: "Where to write the replay.")
  var out: String

  @Option(
    name: .customLong("offset-ms"),
    help: "Shift every press by this many milliseconds (late is positive).")
  var offsetMs: Double = 0

  @Option(
    name: .customLong("jitter-ms"),
    help: "Standard deviation of seeded normal jitter, in milliseconds.")
  var jitterMs: Double = 0

  @Option(help: "Seed for the jitter.")
  var seed: UInt64 = 0

  @Flag(help: "Record with Auto-Assist's widened windows.")
  var autoAssist = false

  func validate() throws {
    guard offsetMs.isFinite else { throw ValidationError("--offset-ms must be a finite number") }
    guard jitterMs.isFinite, jitterMs >= 0 else {
      throw ValidationError("--jitter-ms must be 0 or more")
    }
  }

  func run() throws {
    let map: BeatMap
    do {
      map = try BeatMapLoader.load(path: beatmap)
    } catch {
      throw CommandFailure.report(error.problems.map(\.description))
    }
    let bot = Autoplay(
      offset: Nanoseconds.fromMilliseconds(offsetMs),
      jitterStandardDeviation: Nanoseconds.fromMilliseconds(jitterMs), seed: seed)
    let replay = bot.replay(for: map, autoAssist: autoAssist)
    do {
      try AtomicFile.write(ReplayCodec.encode(replay), to: out)
    } catch {
      throw CommandFailure.report([
        "\(out): cannot write the replay (\(error.localizedDescription))"
      ])
    }
    print("wrote \(out): \(map.notes.count) notes, \(replay.actions.count) actions")
  }
}
