import Foundation
import StarlightCore

/// Headless re-simulation speed of each chapter's bot replay through `ReplaySimulator`
/// (the session path of live play, 1 ms steps), as media seconds per wall second.
enum ChapterResimulationBenchmark {
  static func run(chart: BeatMap) throws {
    for chapter in ChapterCatalog.available {
      let map = chapter == .firewall ? chart : nil
      let context = ChapterContext(beatMap: map)
      let actions = ChapterCatalog.rules[chapter]?.botActions(context: context) ?? []
      let replay = Replay(
        chapter: chapter,
        beatMap: map.map { .init(title: $0.metadata.title, sha256: $0.contentHash) },
        source: .autoplay, actions: actions)
      let clock = ContinuousClock()
      var timings: [Double] = []
      var simulated: Nanoseconds = 0
      for _ in 0..<repetitions {
        var simulator = try ReplaySimulator(replay, beatMap: map)
        let elapsed = clock.measure { _ = simulator.runToEnd(frameInterval: .milliseconds(100)) }
        simulated = simulator.now
        timings.append(
          Double(elapsed.components.attoseconds) / 1e18 + Double(elapsed.components.seconds))
      }
      timings.sort()
      let median = timings[timings.count / 2]
      let seconds = Double(simulated) / 1e9
      print(
        String(
          format: "re-simulation, Chapter %d %@: %.1f s of play in %.2f ms = %.0fx realtime",
          chapter.number, chapter.title, seconds, median * 1000, seconds / median))
    }
  }
}
