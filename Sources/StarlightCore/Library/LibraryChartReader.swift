/// Reads every playable chart of one chart file (any registered format) for the library, through the
/// same importer `beatmap import` uses, and says why each other chart was left out.
public enum LibraryChartReader {
  /// A chart that imported and placed in time (its audio not yet consulted).
  public struct Chart: Sendable {
    public let imported: ImportedChart
    public let map: BeatMap
    /// StepMania's meter when the chart states a whole number.
    public let meter: Int?
    /// "dance-single", "osu!mania 7K"...
    public let stepsType: String
    /// The song's facts, shared by the charts of the file.
    public let facts: SongFacts
  }

  public struct Outcome: Sendable {
    public var charts: [Chart] = []
    /// One line per chart that could not be imported, with its problems.
    public var problems: [String] = []
    /// Charts this game does not play (another steps type, no notes), by summary.
    public var unplayable: [String] = []
  }

  public static func read(data: [UInt8], fileName: String, format: LibraryChartFormat)
    -> Outcome
  {
    var outcome = Outcome()
    let meters = Self.meters(data: data, format: format)
    let facts = SongFacts.read(data: data, format: format)
    for listing in format.charts(data: data) {
      guard listing.isPlayable else {
        outcome.unplayable.append("chart \(listing.index) (\(listing.summary))")
        continue
      }
      do {
        let imported = try format.importChart(
          data: data, fileName: fileName, chart: listing.index)
        let map = try BeatMapLoader.assemble(imported, audioDuration: nil)
        outcome.charts.append(
          Chart(
            imported: imported, map: map,
            meter: meters.indices.contains(listing.index) ? meters[listing.index] : nil,
            stepsType: facts.stepsTypes.indices.contains(listing.index)
              ? facts.stepsTypes[listing.index] : "", facts: facts))
      } catch {
        outcome.problems += error.problems.map(\.description)
      }
    }
    return outcome
  }

  /// The meter of each chart by index, where the format states meters.
  private static func meters(data: [UInt8], format: LibraryChartFormat) -> [Int?] {
    guard case .imported(let source) = format else { return [] }
    return source.reader.meters(data: data)
  }
}

/// Values the library uses where a chart says nothing.
public enum LibraryDefaults {
  /// With no sample start, the preview starts a third of the way into the song.
  public static let previewFractionDivisor: Nanoseconds = 3
}
