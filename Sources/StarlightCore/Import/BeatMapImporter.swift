/// Imports a chart from a StepMania (`.sm`, `.ssc`), osu!mania (`.osu`) or Quaver (`.qua`) file into a beat
/// map document. Malformed input is refused with every problem found, each naming the
/// file and the line; nothing here traps, loops without bound or grows without a cap.
public enum BeatMapImporter {
  public enum SourceFormat: Sendable, Equatable {
    case stepMania
    case stepManiaSSC
    case osu
    case quaver

    /// The chart files that import, as messages name them.
    public static let chartKinds = ["StepMania (.sm, .ssc)", "osu!mania (.osu)", "Quaver (.qua)"]

    /// "not a StepMania (.sm, .ssc), osu!mania (.osu) or Quaver (.qua) file", with `others`
    /// (such as beat map JSON) in the list where they are read too.
    public static func notAChart(others: [String] = []) -> String {
      let kinds = chartKinds + others
      let list = kinds.dropLast().joined(separator: ", ") + " or " + (kinds.last ?? "")
      return "not a \(list) file"
    }

    /// The format a file name's extension names, or nil for beat map JSON (or anything else).
    public init?(path: String) {
      let lowered = path.lowercased()
      if lowered.hasSuffix(".sm") {
        self = .stepMania
      } else if lowered.hasSuffix(".ssc") {
        self = .stepManiaSSC
      } else if lowered.hasSuffix(".osu") {
        self = .osu
      } else if lowered.hasSuffix(".qua") {
        self = .quaver
      } else {
        return nil
      }
    }
  }

  public static func importChart(
    data: [UInt8], fileName: String, format: SourceFormat, chart: ChartSelector?
  ) throws(BeatMapError) -> ImportedChart {
    guard data.count <= BeatMapLimits.maxFileBytes else {
      throw BeatMapError(problems: [
        BeatMapProblem(
          file: fileName, location: "file",
          message: "is larger than \(BeatMapLimits.maxFileBytes) bytes, the most this game reads")
      ])
    }
    let imported: (document: BeatMapDocument, report: ImportReport)
    switch format {
    case .stepMania, .stepManiaSSC:
      imported = try StepManiaImporter(
        data: data, fileName: fileName, isSSC: format == .stepManiaSSC
      ).importChart(chart)
    case .osu:
      imported = try OsuImporter(data: data, fileName: fileName).importChart(chart)
    case .quaver:
      imported = try QuaverImporter(data: data, fileName: fileName).importChart(chart)
    }
    var report = imported.report
    let tempo = imported.document.tempoMap
    report.warpedNotes = imported.document.notes.count { tempo.isWarped(beat: $0.beat) }
    return ImportedChart(
      document: imported.document, report: report, fileName: fileName,
      contentHash: SHA256.hexDigest(of: data + Array("\nchart \(report.chartIndex)".utf8)))
  }
}

extension BeatMapImporter {
  /// One chart of a file, as listed before importing it.
  public struct ChartListing: Sendable, Equatable {
    public let index: Int
    /// "dance-single Hard (meter 9)".
    public let summary: String
    /// Whether this game can play it (a supported steps type, with notes).
    public let isPlayable: Bool
  }

  /// The charts of a file in file order. An `.osu` file always has exactly one.
  public static func charts(data: [UInt8], format: SourceFormat) -> [ChartListing] {
    switch format {
    case .osu:
      return [ChartListing(index: 0, summary: "osu!mania chart", isPlayable: true)]
    case .quaver:
      return [ChartListing(index: 0, summary: "Quaver chart", isPlayable: true)]
    case .stepMania, .stepManiaSSC:
      let song = StepManiaSong(file: MSDFile(data), isSSC: format == .stepManiaSSC)
      return song.charts.enumerated().map {
        ChartListing(
          index: $0.offset, summary: $0.element.summary,
          isPlayable: $0.element.columnCount != nil && $0.element.notes != nil)
      }
    }
  }
}
