import StarlightCore
import StarlightPlatform

/// A chart given on the command line (`play --beatmap`), as Free Play's one-chart scene
/// takes it: an entry made from the loaded map, and its audio beside the file.
enum CommandLineChart {
  /// Plays `map` (from `path`) under `judge` to Free Play's result screen.
  static func play(
    _ map: BeatMap, path: String, judge: JudgeChoice, setup: ChapterSetup, on host: SceneHost
  ) {
    let audioPath = BeatMapLoader.resolve(audioFile: map.audioFile, relativeTo: path)
    host.runChart(
      entry(map, path: path, audioPath: audioPath),
      chart: FreePlayChart(map: map, audioPath: audioPath), judge: judge, setup: setup)
  }

  static func entry(_ map: BeatMap, path: String, audioPath: String) -> LibraryEntry {
    let tempos = map.tempo.points.map(\.bpm).filter { $0 > 0 }
    let low = tempos.min() ?? 0
    return LibraryEntry(
      chartHash: map.contentHash, fileHash: map.contentHash, chartFile: path, chartIndex: 0,
      sourcePath: path, title: map.metadata.title, artist: map.metadata.artist,
      chartName: map.metadata.difficulty, meter: nil, bpmRange: low...max(low, tempos.max() ?? 0),
      length: map.songLength, laneCount: map.laneCount, noteCount: map.notes.count,
      previewStart: map.metadata.previewStart ?? 0, audioFile: audioPath)
  }
}
