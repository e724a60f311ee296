import Foundation

/// Loading a map to judge a replay on it, which needs no audio: `.osu` and `.osr` files are
/// usually shared without their song. The audio's length is used when it can be read; a
/// missing or unreadable audio file leaves the map's length to its last note. Only play
/// and `--render-audio` need the audio, and they load with `load(path:)`, which says so.
extension BeatMapLoader {
  public static func loadForJudging(path: String, chart: ChartSelector? = nil)
    throws(BeatMapError) -> BeatMap
  {
    let data = try readFile(path: path)
    let folder = (path as NSString).deletingLastPathComponent
    let lookup: AudioDurationLookup = { audioPath in
      let found = fileDuration(resolving: audioPath, in: folder)
      if case .success = found { return found }
      // No length: nothing is cut at the audio's end (the assembler's own "unknown").
      return .success(.max)
    }
    if let format = ChartFormat(path: path) {
      let imported = try BeatMapImporter.importChart(
        data: data, fileName: path, format: format, chart: chart)
      return try assemble(imported, audioDuration: lookup)
    }
    return try parse(data: data, fileName: path, audioDuration: lookup)
  }
}
