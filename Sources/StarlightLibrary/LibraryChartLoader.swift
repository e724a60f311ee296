import Foundation
import StarlightCore

/// A library chart made ready to play: read from its copy in the library, its audio from
/// the library folder, checked like any map. A chart whose audio was missing at import is
/// refused here with a message that says what to do.
public enum LibraryChartLoader {
  public struct Loaded: Sendable {
    public let map: BeatMap
    /// The audio file's full path, for the music player.
    public let audioPath: String
  }

  /// - Parameter needsAudio: false to judge a replay headless, which needs no audio: a
  ///   chart whose audio is missing then loads with its length from its last note.
  public static func load(_ entry: LibraryEntry, layout: LibraryLayout, needsAudio: Bool = true)
    -> Result<Loaded, LibraryPlayRefusal>
  {
    if entry.audioFile == nil, !needsAudio {
      return loadWithoutAudio(entry, layout: layout)
    }
    guard let audio = entry.audioFile else {
      return .failure(
        LibraryPlayRefusal(lines: [
          "\"\(entry.title)\" (\(entry.chartName)) has no audio: it was missing when the chart was imported from \(entry.sourcePath).",
          "Put the audio file beside the chart and import the folder again.",
        ]))
    }
    let chartPath = layout.path(entry.chartFile)
    let audioPath = layout.path(audio)
    do {
      guard let format = LibraryChartFormat(path: chartPath) else {
        return .failure(LibraryPlayRefusal(lines: ["\(chartPath): not a chart file"]))
      }
      let bytes = try BeatMapLoader.readFile(path: chartPath)
      var imported = try format.importChart(
        data: bytes, fileName: chartPath, chart: entry.chartIndex)
      imported.document.audioFile = audioPath
      let map = try BeatMapLoader.assemble(imported) { path in
        BeatMapLoader.fileDuration(resolving: path, in: "/")
      }
      return .success(Loaded(map: map, audioPath: audioPath))
    } catch {
      return .failure(LibraryPlayRefusal(lines: error.problems.map(\.description)))
    }
  }
}

extension LibraryChartLoader {
  fileprivate static func loadWithoutAudio(_ entry: LibraryEntry, layout: LibraryLayout)
    -> Result<Loaded, LibraryPlayRefusal>
  {
    let chartPath = layout.path(entry.chartFile)
    do {
      guard let format = LibraryChartFormat(path: chartPath) else {
        return .failure(LibraryPlayRefusal(lines: ["\(chartPath): not a chart file"]))
      }
      let bytes = try BeatMapLoader.readFile(path: chartPath)
      let imported = try format.importChart(
        data: bytes, fileName: chartPath, chart: entry.chartIndex)
      let map = try BeatMapLoader.assemble(imported, audioDuration: nil)
      return .success(Loaded(map: map, audioPath: ""))
    } catch {
      return .failure(LibraryPlayRefusal(lines: error.problems.map(\.description)))
    }
  }
}

/// Why a library chart cannot be played, in lines for the error screen.
public struct LibraryPlayRefusal: Error, Sendable, Equatable {
  public let lines: [String]
}
