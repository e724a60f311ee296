/// The chart files the library takes: another game's (any format of `ChartFormats.all`), read
/// by the importer, and the game's own beat map JSON (`BeatMaps/`), read as it is.
public enum LibraryChartFormat: Sendable, Equatable {
  case imported(ChartFormat)
  case beatMap

  /// What every beat map's JSON carries, `"format": "starlight-beatmap"`: other JSON met in
  /// a folder (its schema, a game's settings) is not taken for a chart.
  static let formatKey = Array("\"format\"".utf8)
  static let formatName = Array("\"starlight-beatmap\"".utf8)

  public init?(path: String) {
    if let format = ChartFormat(path: path) {
      self = .imported(format)
    } else if path.lowercased().hasSuffix(".json") {
      self = .beatMap
    } else {
      return nil
    }
  }

  /// Whether `data` is a chart of this format worth reading (beat map JSON names its format:
  /// the key, blanks, a colon, blanks, the name).
  public func claims(_ data: [UInt8]) -> Bool {
    guard self == .beatMap else { return true }
    let (key, name) = (Self.formatKey, Self.formatName)
    var start = 0
    while start + key.count <= data.count {
      defer { start += 1 }
      guard data[start..<(start + key.count)].elementsEqual(key) else { continue }
      var at = start + key.count
      func skipBlanks() {
        while at < data.count, [0x20, 0x09, 0x0A, 0x0D].contains(data[at]) { at += 1 }
      }
      skipBlanks()
      guard at < data.count, data[at] == UInt8(ascii: ":") else { continue }
      at += 1
      skipBlanks()
      if at + name.count <= data.count, data[at..<(at + name.count)].elementsEqual(name) {
        return true
      }
    }
    return false
  }

  /// One chart of the file as an imported chart: a beat map's document as it is, its hash
  /// the one `BeatMapLoader` gives it (its bytes'), so its replays find it.
  public func importChart(data: [UInt8], fileName: String, chart: Int) throws(BeatMapError)
    -> ImportedChart
  {
    switch self {
    case .imported(let format):
      return try BeatMapImporter.importChart(
        data: data, fileName: fileName, format: format, chart: .index(chart))
    case .beatMap:
      let document = try BeatMapLoader.document(data: data, fileName: fileName)
      return ImportedChart(
        document: document,
        report: ImportReport(
          sourceFormat: "StarlightSync beat map", chartIndex: 0, chartCount: 1,
          chartDescription: "\(document.laneCount) lanes '\(document.metadata.difficulty)'"),
        fileName: fileName, contentHash: SHA256.hexDigest(of: data))
    }
  }

  /// The charts of a file in file order.
  func charts(data: [UInt8]) -> [BeatMapImporter.ChartListing] {
    switch self {
    case .imported(let format): BeatMapImporter.charts(data: data, format: format)
    case .beatMap: [.init(index: 0, summary: "beat map", isPlayable: true)]
    }
  }
}
