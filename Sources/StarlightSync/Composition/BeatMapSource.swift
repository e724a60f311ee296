import Foundation
import StarlightCore
import StarlightLibrary

/// Reads any beat map file the commands accept (beat map JSON, StepMania, osu!mania) for
/// validating, importing and printing times, with every failure as `file: where: message`
/// lines. Import warnings go to stderr, so a command's stdout stays what it promises.
enum BeatMapSource {
  struct Failure: Error {
    let lines: [String]
  }

  /// The lines to print for a valid file (one per chart checked, plus what was skipped).
  static func validate(path: String, chart: ChartSelector?) -> Result<[String], Failure> {
    let data: [UInt8]
    do {
      data = try BeatMapLoader.readFile(path: path)
    } catch {
      return .failure(Failure(lines: error.problems.map(\.description)))
    }
    let lookup = audioLookup(for: path)
    guard let format = ChartFormat(path: path) else {
      do {
        let map = try BeatMapLoader.parse(data: data, fileName: path, audioDuration: lookup)
        return .success(["\(path): ok (\(describe(map)))"])
      } catch {
        return .failure(Failure(lines: error.problems.map(\.description)))
      }
    }
    let listings = BeatMapImporter.charts(data: data, format: format)
    let selectors: [ChartSelector?] =
      chart.map { [$0] }
      ?? (listings.contains(where: \.isPlayable)
        ? listings.filter(\.isPlayable).map { .index($0.index) } : [nil])
    var lines: [String] = []
    var problems: [String] = []
    for selector in selectors {
      do {
        let imported = try BeatMapImporter.importChart(
          data: data, fileName: path, format: format, chart: selector)
        warn(imported.report.warnings)
        let map = try BeatMapLoader.assemble(imported, audioDuration: lookup)
        let report = imported.report
        lines.append(
          "\(path): chart \(report.chartIndex) (\(report.chartDescription)): ok (\(describe(map)))")
        lines += report.summaryLines.map { "  \($0)" }
      } catch {
        problems += error.problems.map(\.description)
      }
    }
    if chart == nil {
      for listing in listings where !listing.isPlayable {
        lines.append(
          "\(path): chart \(listing.index) (\(listing.summary)) skipped: not playable here")
      }
    }
    return problems.isEmpty ? .success(lines) : .failure(Failure(lines: problems))
  }

  /// An imported chart checked for writing: its structure and timing must be sound; trouble
  /// with its audio is only warned about (the audio may be converted or put in place later).
  static func importForWriting(path: String, chart: ChartSelector?) throws(Failure) -> (
    ImportedChart, BeatMap
  ) {
    guard let format = ChartFormat(path: path) else {
      var isFolder: ObjCBool = false
      if FileManager.default.fileExists(atPath: path, isDirectory: &isFolder), isFolder.boolValue {
        throw Failure(lines: [
          "\(path): is a folder; --out converts one chart file (to import a folder into the library, leave --out out)"
        ])
      }
      if ChartArchives.isArchive(path) {
        throw Failure(lines: [
          "\(path): is an archive of charts; --out converts one chart file (to import the archive into the library, leave --out out)"
        ])
      }
      let kind = ChartFormats.notAChart()
      throw Failure(lines: ["\(path): \(kind) (a beat map .json needs no converting)"])
    }
    do {
      let data = try BeatMapLoader.readFile(path: path)
      let imported = try BeatMapImporter.importChart(
        data: data, fileName: path, format: format, chart: chart)
      warn(imported.report.warnings)
      let map = try BeatMapLoader.assemble(imported, audioDuration: nil)
      // Written as beat map JSON, the chart follows this game's own rule (every note within
      // its audio) whatever game it came from: checked, and warned, as that file will be read.
      var asWritten = imported
      asWritten.document.metadata.origin = .starlight
      do {
        _ = try BeatMapLoader.assemble(asWritten, audioDuration: audioLookup(for: path))
      } catch {
        warn(
          error.problems.map {
            BeatMapProblem(file: $0.file, location: $0.location, message: "warning: \($0.message)")
          })
      }
      return (imported, map)
    } catch {
      throw Failure(lines: error.problems.map(\.description))
    }
  }

  /// Any supported file, timed without its audio.
  static func mapForTimes(path: String, chart: ChartSelector?) throws(Failure) -> BeatMap {
    do {
      let data = try BeatMapLoader.readFile(path: path)
      guard let format = ChartFormat(path: path) else {
        return try BeatMapLoader.parse(data: data, fileName: path) { _ in .success(.max) }
      }
      let imported = try BeatMapImporter.importChart(
        data: data, fileName: path, format: format, chart: chart)
      warn(imported.report.warnings)
      return try BeatMapLoader.assemble(imported, audioDuration: nil)
    } catch {
      throw Failure(lines: error.problems.map(\.description))
    }
  }

  /// Any supported file, fully checked with its audio, as the game would load it.
  static func load(path: String, chart: ChartSelector?) throws(Failure) -> BeatMap {
    do {
      return try BeatMapLoader.load(path: path, chart: chart)
    } catch {
      throw Failure(lines: error.problems.map(\.description))
    }
  }

  private static func audioLookup(for path: String) -> BeatMapLoader.AudioDurationLookup {
    let folder = (path as NSString).deletingLastPathComponent
    return { audio in BeatMapLoader.fileDuration(resolving: audio, in: folder) }
  }

  private static func describe(_ map: BeatMap) -> String {
    let unhittable = map.allNotes.count - map.notes.count
    var text = "\(map.notes.count) notes"
    // Every kind but taps, by name: "(40 holds, 12 mines)".
    let kinds = NoteKind.allCases.filter { $0 != .tap }.compactMap { kind in
      let count = map.notes.count { $0.kind == kind }
      return count > 0 ? "\(count) \(kind.rawValue)s" : nil
    }
    if !kinds.isEmpty { text += " (\(kinds.joined(separator: ", ")))" }
    if unhittable > 0 { text += ", \(unhittable) unhittable in warps" }
    return text + ", \(map.laneCount) lanes, \(map.metadata.title)"
  }

  private static func warn(_ problems: [BeatMapProblem]) {
    for line in MessageLimit.grouped(problems.map(\.description)) {
      FileHandle.standardError.write(Data("starlight-sync: \(line)\n".utf8))
    }
  }
}
