import Foundation
import StarlightCore

// Figures for the issue notes, measured here rather than in tests so a slow machine
// never fails the suite. Run: swift run -c release StarlightBenchmarks [repo root]

let chartSeconds = 180
let chartBPM = 150.0
let notesPerBeat = 2
let repetitions = 20

/// A dense synthetic chart: eighth notes at 150 BPM for three minutes, lanes cycling.
func threeMinuteChart() -> BeatMap {
  let tempo = TempoMap(points: [TempoPoint(beat: 0, bpm: chartBPM)], offsetNanoseconds: 0)
  let beats = Int(Double(chartSeconds) * chartBPM / 60)
  let notes = (notesPerBeat..<(beats * notesPerBeat)).map {
    BeatMapNote(beat: Double($0) / Double(notesPerBeat), lane: ($0 * 3) % 4)
  }
  return BeatMap(
    metadata: BeatMapMetadata(title: "Benchmark", artist: "", difficulty: ""), audioFile: "",
    audioDuration: .seconds(Int64(chartSeconds + 1)), laneCount: 4, tempo: tempo,
    notes: BeatMap.timedNotes(notes, tempo: tempo), contentHash: "benchmark")
}

func measureResimulation() throws {
  let map = threeMinuteChart()
  let replay = Autoplay(jitterStandardDeviation: .milliseconds(30), seed: 7)
    .replay(for: map, autoAssist: false)
  let clock = ContinuousClock()
  var timings: [Double] = []
  for _ in 0..<repetitions {
    let elapsed = try clock.measure { _ = try ReplaySimulator.simulate(replay, beatMap: map) }
    timings.append(
      Double(elapsed.components.attoseconds) / 1e18 + Double(elapsed.components.seconds))
  }
  timings.sort()
  let median = timings[timings.count / 2]
  print(
    String(
      format:
        "re-simulation of a %d s chart (%d notes, %d events, 1 ms steps): median %.2f ms = %.0fx realtime",
      chartSeconds, map.notes.count, replay.actions.count, median * 1000,
      Double(chartSeconds) / median))
}

func measureAutoplayError(root: String) throws {
  let folder = "\(root)/BeatMaps"
  let maps = try FileManager.default.contentsOfDirectory(atPath: folder).filter {
    $0.hasSuffix(".json") && !$0.hasSuffix(".schema.json")
  }.sorted()
  for name in maps {
    let map = try BeatMapLoader.load(path: "\(folder)/\(name)")
    for offsetMs in [0, 37] {
      let replay = Autoplay(offset: .milliseconds(Int64(offsetMs)))
        .replay(for: map, autoAssist: false)
      guard let run = try ReplaySimulator.simulate(replay, beatMap: map) as? FirewallRun else {
        continue
      }
      let errors = run.judgements.map { ($0?.offset ?? .max) - .milliseconds(Int64(offsetMs)) }
      let worst = errors.map(\.magnitude).max() ?? 0
      print(
        "autoplay \(name) offset \(offsetMs) ms: \(map.notes.count) notes, max judgement error \(worst) ns"
      )
    }
  }
}

let root = CommandLine.arguments.dropFirst().first ?? FileManager.default.currentDirectoryPath
if CommandLine.arguments.dropFirst().first == "stars" {
  // Only the star rating figure: `StarlightBenchmarks stars`.
  StarRatingBenchmark.run(chart: threeMinuteChart())
  exit(0)
}
if CommandLine.arguments.dropFirst().first == "replays" {
  do { try ReplayListBenchmark.run(chart: threeMinuteChart()) } catch { print("failed: \(error)") }
  exit(0)
}
if CommandLine.arguments.dropFirst().first == "library" {
  // Only the folder import figure: `StarlightBenchmarks library`.
  SongListBenchmark.run()
  do { try LibraryImportBenchmark.run() } catch { print("benchmark failed: \(error)") }
  exit(0)
}
do {
  try measureResimulation()
  try ChapterResimulationBenchmark.run(chart: threeMinuteChart())
  try measureAutoplayError(root: root)
  try ImportBenchmark.run()
  try LibraryImportBenchmark.run()
  SongListBenchmark.run()
  try ReplayListBenchmark.run(chart: threeMinuteChart())
  StarRatingBenchmark.run(chart: threeMinuteChart())
  CalibrationEstimatorFigures.run()
} catch {
  print("benchmark failed: \(error)")
  exit(1)
}
