import Foundation
import StarlightCore

/// What `library list` prints of the library: each chart in the song list's order (pack,
/// song, then StepMania's difficulty order), with its facts and its bests per judge and rate.
struct LibraryListing {
  struct Chart: Encodable {
    struct Best: Encodable {
      let judge: String
      let rate: Double
      let score: Int
      let headline: String
    }

    let pack: String?
    let title: String
    let artist: String
    let stepsType: String
    let difficulty: String
    let meter: Int?
    let lanes: Int
    let notes: Int
    let starRating: Double?
    let defaultJudge: String
    let chartHash: String
    let bests: [Best]
  }

  let charts: [Chart]

  init(entries: [LibraryEntry]) {
    // The song list's own order: packs, songs, then each song's charts as StepMania lists them.
    let ordered = SongList(entries: entries).visible
    charts = ordered.map { entry in
      Chart(
        pack: entry.details.pack, title: entry.title, artist: entry.artist,
        stepsType: entry.details.stepsType, difficulty: entry.chartName, meter: entry.meter,
        lanes: entry.laneCount, notes: entry.noteCount, starRating: entry.details.starRating,
        defaultJudge: JudgeID.defaultJudge(for: ChartOrigin(path: entry.sourcePath)).rawValue,
        chartHash: entry.chartHash,
        bests: entry.bests.sorted { $0.key < $1.key }.map { best in
          Chart.Best(
            judge: best.key.judge, rate: Double(best.key.rate) / 100, score: best.score,
            headline: best.headline)
        })
    }
  }

  func json() throws -> String {
    struct Document: Encodable { let charts: [Chart] }
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys]
    return String(decoding: try encoder.encode(Document(charts: charts)), as: UTF8.self)
  }

  func textLines() -> [String] {
    guard !charts.isEmpty else { return ["The library has no charts."] }
    return charts.map { chart in
      let pack = chart.pack.map { "\($0) / " } ?? ""
      let meter = chart.meter.map { " \($0)" } ?? ""
      let stars = chart.starRating.map { String(format: "  %.2f stars", $0) } ?? ""
      let bests =
        chart.bests.isEmpty
        ? "no bests"
        : "bests: "
          + chart.bests.map { best in
            let rate = best.rate == 1 ? "" : String(format: " at %.2fx", best.rate)
            return "\(best.judge)\(rate) \(best.score)"
          }.joined(separator: ", ")
      return
        "\(pack)\(chart.title) - \(chart.artist)  [\(chart.stepsType) \(chart.difficulty)\(meter), \(chart.lanes) lanes]\(stars)  judge \(chart.defaultJudge)  \(bests)"
    }
  }
}
