/// One chart in the player's library, with what the song list shows of it. Keyed by the
/// chart's content hash (SHA-256 of its file's bytes and its index in the file, the hash
/// replays name), so the same chart imported twice is one entry.
public struct LibraryEntry: Sendable, Equatable, Codable {
  public var chartHash: String
  /// SHA-256 of the whole chart file: a file seen before is skipped unread.
  public var fileHash: String
  /// The chart file's copy in the library, relative to the library folder.
  public var chartFile: String
  public var chartIndex: Int
  /// Where it was imported from (shown when the audio is missing, for the player to fix).
  public var sourcePath: String
  public var title: String
  public var artist: String
  /// The chart's own name: its difficulty name ("Hard"), an `.ssc` chart name, or an
  /// osu! version name.
  public var chartName: String
  /// StepMania's meter (1, 2, ... 20+); osu! files state none.
  public var meter: Int?
  public var bpmRange: ClosedRange<Double>
  /// The audio's length when it could be read, else the time of the last note.
  public var length: Nanoseconds
  public var laneCount: Int
  public var noteCount: Int
  /// Where the song list's preview starts (the chart's sample start, else a third in).
  public var previewStart: Nanoseconds
  /// The audio in the library, relative to the library folder; nil when it was missing.
  public var audioFile: String?
  /// Its bests, one per judge and rate (`BestKey`), in no particular order.
  public var bests: [BestResult]
  /// The song list's further facts (names, art, pack, steps type, display BPM).
  public var details: ChartDetails
  /// The player's offset for this chart (0: none), applied on top of the global audio
  /// offset when it is played (`ChartOffsetEditor`). Kept by the library, not the file.
  public var offset: Nanoseconds = 0

  public init(
    chartHash: String, fileHash: String, chartFile: String, chartIndex: Int, sourcePath: String,
    title: String, artist: String, chartName: String, meter: Int?, bpmRange: ClosedRange<Double>,
    length: Nanoseconds, laneCount: Int, noteCount: Int, previewStart: Nanoseconds,
    audioFile: String?, bests: [BestResult] = [], details: ChartDetails = .unknown,
    offset: Nanoseconds = 0
  ) {
    self.offset = offset
    self.details = details
    self.chartHash = chartHash
    self.fileHash = fileHash
    self.chartFile = chartFile
    self.chartIndex = chartIndex
    self.sourcePath = sourcePath
    self.title = title
    self.artist = artist
    self.chartName = chartName
    self.meter = meter
    self.bpmRange = bpmRange
    self.length = length
    self.laneCount = laneCount
    self.noteCount = noteCount
    self.previewStart = previewStart
    self.audioFile = audioFile
    self.bests = bests
  }

  /// Its best under `key`'s judge and rate.
  public func best(under key: BestKey) -> BestResult? { bests.first { $0.key == key } }

  /// Keeps `best` in place of the one under the same judge and rate.
  public mutating func keep(_ best: BestResult) {
    bests.removeAll { $0.key == best.key }
    bests.append(best)
  }

  public var isAudioMissing: Bool { audioFile == nil }

  /// Whether it can be played: its audio is there. Notes that outlast the audio
  /// (`details.audioOverrun`) play on in silence, as StepMania plays them.
  public var isPlayable: Bool { audioFile != nil }

  /// Why it cannot be played, in a few words for the list; nil when it can.
  public var unplayableReason: String? {
    if audioFile == nil { return "no audio" }
    return nil
  }

  /// Notes per second over the chart's length: a difficulty for charts with no meter.
  public var density: Double {
    length > 0 ? Double(noteCount) / (Double(length) / Double(Nanoseconds.perSecond)) : 0
  }

  /// What "sort by difficulty" orders by: the meter where the file gives one, else the
  /// density rounded, which lands osu! charts among StepMania ones of similar feel.
  public var difficultyRank: Double { meter.map(Double.init) ?? density.rounded() }

  /// Its StepMania difficulty class, read from its name; nil for a name of none.
  public var difficultyClass: DifficultyClass? { DifficultyClass(chartName: chartName) }
}
