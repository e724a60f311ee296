/// One chart format the game reads, describing itself: the file extensions it claims, the
/// game it comes from, the judge its charts get when the player has chosen none, the steps
/// types it gives, its fuzz harness and its reader. Each lives in its format's own folder
/// (`Import/Osu/OsuFormat.swift`...) and is registered by one line in `ChartFormats.all`,
/// which import, the library, Free Play, the commands' help, the fuzz scripts and the
/// hardening document all read.
public struct ChartFormat: Sendable, Hashable, CustomStringConvertible {
  /// Short name, lower case: `beatmap formats` lists it, and it names the fuzz harness and
  /// its seeds (`Fuzz/corpus/ID`).
  public let id: String
  /// The game's name as messages say it ("osu!mania"). Formats of one game (StepMania's
  /// `.sm` and `.ssc`) share it and are listed together.
  public let game: String
  /// File extensions, lower case, without the dot.
  public let extensions: [String]
  /// Extensions of zip archives of the game's song folders (osu!'s `.osz`), which import
  /// like the folder they hold.
  public let archiveExtensions: [String]
  public let origin: ChartOrigin
  /// The judge a chart gets when the player has chosen none: its own game's.
  public let defaultJudge: JudgeID
  /// The steps types its charts become, as the song list names them ("osu!mania 1K to 10K").
  public let stepsTypes: String
  public let reader: any ChartFormatReader

  public init(
    id: String, game: String, extensions: [String], archiveExtensions: [String] = [],
    origin: ChartOrigin, defaultJudge: JudgeID, stepsTypes: String,
    reader: any ChartFormatReader
  ) {
    self.id = id
    self.game = game
    self.extensions = extensions
    self.archiveExtensions = archiveExtensions
    self.origin = origin
    self.defaultJudge = defaultJudge
    self.stepsTypes = stepsTypes
    self.reader = reader
  }

  /// The format a file name's extension names, or nil for beat map JSON (or anything else).
  public init?(path: String) {
    guard let format = ChartFormats.format(forPath: path) else { return nil }
    self = format
  }

  /// Its libFuzzer harness, built from `Fuzz/Harnesses/chart-format.swift` for each format.
  public var fuzzHarness: String { id }

  /// "osu!mania (.osu)".
  public var kind: String { "\(game) (\(extensions.map { ".\($0)" }.joined(separator: ", ")))" }

  public var description: String { id }

  public static func == (lhs: ChartFormat, rhs: ChartFormat) -> Bool { lhs.id == rhs.id }

  public func hash(into hasher: inout Hasher) { hasher.combine(id) }
}

/// What a chart format's folder provides to read its files. Everything reads bytes already
/// read under the chart caps; nothing here touches the file system.
public protocol ChartFormatReader: Sendable {
  /// One chart of the file as a beat map document, with what was left out or changed.
  func importChart(data: [UInt8], fileName: String, chart: ChartSelector?) throws(BeatMapError)
    -> (document: BeatMapDocument, report: ImportReport)
  /// The charts of a file in file order, each said playable or not.
  func charts(data: [UInt8]) -> [BeatMapImporter.ChartListing]
  /// The song-level facts the song list shows (names, art, each chart's steps type).
  func songFacts(data: [UInt8]) -> SongFacts
  /// Each chart's meter by index where the format states one; empty when it states none.
  func meters(data: [UInt8]) -> [Int?]
}

extension ChartFormatReader {
  public func meters(data: [UInt8]) -> [Int?] { [] }
}
