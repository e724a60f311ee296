import Testing

@testable import StarlightCore

/// Imports chart text the way `beatmap times` does (no audio), for tables of expected times.
enum ImportHarness {
  /// One note as `beatmap times` prints it: milliseconds (to the nanosecond), lane, hittable.
  struct Row: Equatable, CustomStringConvertible {
    let ms: Double
    let endMs: Double?
    let lane: Int
    let hittable: Bool

    init(_ ms: Double, lane: Int, end endMs: Double? = nil, hittable: Bool = true) {
      self.ms = ms
      self.endMs = endMs
      self.lane = lane
      self.hittable = hittable
    }

    var description: String {
      "\(ms) ms lane \(lane)\(endMs.map { " to \($0) ms" } ?? "")\(hittable ? "" : " (unhittable)")"
    }
  }

  static func format(_ fileName: String) -> ChartFormat {
    ChartFormat(path: fileName) ?? .stepMania
  }

  static func imported(_ text: String, file: String, chart: ChartSelector? = nil)
    throws(BeatMapError) -> ImportedChart
  {
    try BeatMapImporter.importChart(
      data: Array(text.utf8), fileName: file, format: format(file), chart: chart)
  }

  static func map(_ text: String, file: String, chart: ChartSelector? = nil)
    throws(BeatMapError) -> BeatMap
  {
    try BeatMapLoader.assemble(imported(text, file: file, chart: chart), audioDuration: nil)
  }

  /// Every note, unhittable ones included, in time then lane order.
  static func rows(_ text: String, file: String, chart: ChartSelector? = nil) throws -> [Row] {
    try map(text, file: file, chart: chart).allNotes.map {
      Row(
        Double($0.time) / 1e6, lane: $0.lane, end: $0.endTime.map { Double($0) / 1e6 },
        hittable: $0.hittable)
    }
  }

  /// The problems, as "where: message", of importing and timing `text`; [] if it is valid.
  static func problems(_ text: String, file: String, chart: ChartSelector? = nil) -> [String] {
    do {
      _ = try map(text, file: file, chart: chart)
      return []
    } catch {
      return error.problems.map { "\($0.location): \($0.message)" }
    }
  }

  static func warnings(_ text: String, file: String, chart: ChartSelector? = nil) throws
    -> [String]
  {
    try imported(text, file: file, chart: chart).report.warnings.map {
      "\($0.location): \($0.message)"
    }
  }

  /// A `.sm` file: 120 BPM unless `bpms` says otherwise, one dance-single chart of `notes`.
  static func sm(
    offset: String = "0", bpms: String = "0=120", extra: String = "", notes: String,
    type: String = "dance-single", difficulty: String = "Easy"
  ) -> String {
    """
    #TITLE:Fixture;
    #ARTIST:Tests;
    #MUSIC:song.ogg;
    #OFFSET:\(offset);
    #BPMS:\(bpms);
    \(extra)
    #NOTES:
         \(type):
         :
         \(difficulty):
         1:
         :
    \(notes)
    ;
    """
  }
}
