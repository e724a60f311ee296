/// Imports a chart of any registered format (`ChartFormats.all`) into a beat map document.
/// Malformed input is refused with every problem found, each naming the file and the line;
/// nothing here traps, loops without bound or grows without a cap.
public enum BeatMapImporter {
  public static func importChart(
    data: [UInt8], fileName: String, format: ChartFormat, chart: ChartSelector?
  ) throws(BeatMapError) -> ImportedChart {
    guard data.count <= BeatMapLimits.maxFileBytes else {
      throw BeatMapError(problems: [
        BeatMapProblem(
          file: fileName, location: "file",
          message: "is larger than \(BeatMapLimits.maxFileBytes) bytes, the most this game reads")
      ])
    }
    let imported = try format.reader.importChart(data: data, fileName: fileName, chart: chart)
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

    public init(index: Int, summary: String, isPlayable: Bool) {
      self.index = index
      self.summary = summary
      self.isPlayable = isPlayable
    }
  }

  /// The charts of a file in file order.
  public static func charts(data: [UInt8], format: ChartFormat) -> [ChartListing] {
    format.reader.charts(data: data)
  }
}
