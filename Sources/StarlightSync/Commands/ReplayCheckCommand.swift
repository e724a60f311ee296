import ArgumentParser
import Foundation
import StarlightCore
import StarlightLibrary
import StarlightSupport
import Synchronization

/// `replay check`: every replay under the paths re-simulated on all cores in one process
/// and compared with what it expected; non-zero exit on any drift or unreadable replay.
struct ReplayCheckCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "check",
    abstract:
      "Re-simulate replays (ours, .osr, .qr) on all cores and compare each with its expected outcome.",
    discussion: """
      Folders are searched for replays. Our replays expect the outcome the attempt reached \
      (every note's judgement and offset, counts, score, accuracy, outcome); an .osr or .qr \
      file the counts its game wrote into it. Exits 1 when any replay drifts or cannot be read.
      """)

  @Argument(help: "Replay files and folders.")
  var paths: [String]

  @Option(help: "Judge every replay on this chart instead of finding each one's.")
  var beatmap: String?

  @Option(
    help: ArgumentHelp(
      "Write a JUnit XML report here (one test case per replay).", valueName: "FILE"))
  var junit: String?

  @Flag(help: "Print one JSON object per replay instead of text.")
  var json = false

  @Flag(
    help:
      "Write the current outcome into our replays that drifted or recorded none (never into .osr/.qr files), after showing what changes."
  )
  var update = false

  @Option(help: "Check every replay under this judge instead of its own.")
  var judge: String?

  func run() throws {
    let start = DispatchTime.now().uptimeNanoseconds
    let (files, missing) = ReplayCheckInput.collect(paths)
    guard !files.isEmpty || !missing.isEmpty else {
      throw CommandFailure.report(["no replays under \(paths.joined(separator: ", "))"])
    }
    if let judge {
      do {
        _ = try JudgeOption.choice(judge, map: nil)
      } catch {
        throw CommandFailure.report(error.lines)
      }
    }
    let input = ReplayCheckInput(
      files: files, beatMapPath: beatmap, charts: ReplayChartIndex(paths: GamePaths()),
      judge: judge)
    let items = input.items
    let bar = Mutex(
      ProgressBar(label: "replays checked", isShown: isatty(STDERR_FILENO) == 1 && !json))
    let entries = ParallelWork.map(
      items, transform: Self.check,
      progress: { done in bar.withLock { $0.update(Double(done) / Double(max(1, items.count))) } })
    bar.withLock { $0.finish() }
    let notFound = missing.map {
      ReplayCheckReport.Entry(path: $0, status: "error", lines: [$0], result: nil, error: $0)
    }
    let seconds = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
    let report = ReplayCheckReport(entries: notFound + entries, seconds: seconds)
    if json {
      for line in report.jsonLines() { print(line) }
    } else {
      for line in report.textLines() { print(line) }
    }
    if let junit {
      do {
        try AtomicFile.write(Array(report.junit().utf8), to: junit)
      } catch {
        throw CommandFailure.report(["\(junit): cannot write the JUnit report (\(error))"])
      }
    }
    var updated: Set<String> = []
    if update { updated = try write(updates: zip(items, entries)) }
    // A drift that --update wrote into its replay is settled; anything else fails the run.
    if report.entries.contains(where: { $0.failed && !updated.contains($0.path) }) {
      throw CommandFailure.exitCode
    }
  }

  @Sendable static func check(_ item: ReplayCheckInput.Item) -> ReplayCheckReport.Entry {
    guard let replay = item.replay, item.error == nil else {
      let message = item.error ?? "\(item.path): unreadable"
      return .init(path: item.path, status: "error", lines: [message], result: nil, error: message)
    }
    do {
      let result = try ReplayChecker.check(replay, beatMap: item.map)
      let figures = ReplayCheckReport.gameFigures(of: replay, result.actual).map { [$0] } ?? []
      return .init(
        path: item.path, status: result.status.rawValue,
        lines: [item.path] + result.drift.lines() + figures, result: result, error: nil)
    } catch {
      let message = "\(item.path): \(error)"
      return .init(path: item.path, status: "error", lines: [message], result: nil, error: message)
    }
  }

  /// `--update`: our replays that drifted or recorded nothing get the outcome just reached.
  private func write(
    updates: Zip2Sequence<[ReplayCheckInput.Item], [ReplayCheckReport.Entry]>
  ) throws -> Set<String> {
    var written: Set<String> = []
    for (item, entry) in updates {
      guard !item.isForeign, let checked = item.replay, let result = entry.result,
        result.status != .passed
      else { continue }
      let replay = ReplayChecker.recording(result, in: checked)
      do {
        try AtomicFile.write(ReplayCodec.encode(replay), to: item.path)
        written.insert(item.path)
        if !json { print("updated \(item.path)") }
      } catch {
        throw CommandFailure.report(["\(item.path): cannot write the replay (\(error))"])
      }
    }
    if !json { print("--update: \(written.count) replays written") }
    return written
  }
}
