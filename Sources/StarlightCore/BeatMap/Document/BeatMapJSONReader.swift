/// Reads beat map JSON (versions 1 and 2) into a `BeatMapDocument`, recording every field
/// problem with its JSON path instead of stopping at the first.
struct BeatMapJSONReader {
  static let formatName = "starlight-beatmap"
  static let supportedVersions = 1...2
  /// Fields that only version 2 may use.
  static let version2Keys = ["stops", "delays", "warps"]

  var fields: JSONFieldReader
  /// The audio file named, and where a problem with it goes among the others.
  private(set) var audioCheck: (file: String, problemIndex: Int)?

  /// The document, or nil when a field that timing needs is missing or wrong. A document
  /// may come back while other fields have problems (with placeholders for those), so that
  /// timing problems can be reported alongside; it is only usable when there are none.
  /// The audio file is not looked at here: `audioCheck` names it and says where in the
  /// problems a problem with it belongs, so the loader asks about it once the text is let go (reading
  /// a long song to learn its length while the tape is held would double the peak).
  mutating func read(_ root: JSONObject) -> BeatMapDocument? {
    if let format = fields.string(root, "format", path: "format"), format != Self.formatName {
      fields.problems.add("format", "must be \"\(Self.formatName)\"")
    }
    let version = fields.integer(root, "version", path: "version")
    if let version, !Self.supportedVersions.contains(version) {
      fields.problems.add(
        "version",
        "unsupported version \(version) (this game reads versions \(Self.supportedVersions.lowerBound) and \(Self.supportedVersions.upperBound))"
      )
    }
    // Version 2's additions are read only from a file that says it is version 2; a file
    // with a missing or unknown version is held to version 1 (and told so).
    let isVersion1 = version != 2
    let metadataObject = fields.object(root, "metadata", path: "metadata")
    let title = metadataObject.flatMap { fields.string($0, "title", path: "metadata.title") }
    let artist = metadataObject.flatMap {
      fields.optionalString($0, "artist", path: "metadata.artist")
    }
    let difficulty = metadataObject.flatMap {
      fields.optionalString($0, "difficulty", path: "metadata.difficulty")
    }
    let audioObject = fields.object(root, "audio", path: "audio")
    let audioFile = audioObject.flatMap { fields.string($0, "file", path: "audio.file") }
    if let audioFile { audioCheck = (audioFile, fields.problems.all.count) }
    let previewStartMs = audioObject.flatMap { readPreview($0, isVersion1: isVersion1) }
    let offsetMs = fields.number(root, "offsetMs", path: "offsetMs")
    if let offsetMs, !offsetMs.isFinite {
      fields.problems.add("offsetMs", "must be a finite number")
    }
    let lanes = fields.integer(root, "lanes", path: "lanes")
    if let lanes, !BeatMap.laneRange.contains(lanes) {
      fields.problems.add(
        "lanes",
        "lane count \(lanes) out of range \(BeatMap.laneRange.lowerBound)...\(BeatMap.laneRange.upperBound)"
      )
    }
    let tempo = readTempo(root)
    var timing = BeatMapTimingReader(fields: fields)
    for key in Self.version2Keys where isVersion1 && root[key] != nil {
      timing.fields.problems.add(key, "needs format version 2")
    }
    let stops = isVersion1 ? [] : timing.pauses(root, key: "stops")
    let delays = isVersion1 ? [] : timing.pauses(root, key: "delays")
    let warps = isVersion1 ? [] : timing.warps(root)
    fields = timing.fields
    // Note lanes are checked only against a lane count that is itself valid.
    var notesReader = BeatMapNotesReader(fields: fields, isVersion1: isVersion1)
    let notes = notesReader.read(
      root, lanes: lanes.flatMap { BeatMap.laneRange.contains($0) ? $0 : nil })
    fields = notesReader.fields

    guard let offsetMs, offsetMs.isFinite, let tempo, let stops, let delays, let warps else {
      return nil
    }
    return BeatMapDocument(
      metadata: BeatMapMetadata(
        title: title ?? "", artist: artist ?? "", difficulty: difficulty ?? ""),
      audioFile: audioFile ?? "", previewStartMs: previewStartMs, offsetMs: offsetMs,
      laneCount: lanes ?? BeatMap.laneRange.lowerBound,
      tempo: tempo, stops: stops, delays: delays, warps: warps, notes: notes.notes,
      noteLocations: notes.locations)
  }

  private mutating func readPreview(_ audio: JSONObject, isVersion1: Bool) -> Double? {
    guard audio["previewStartMs"] != nil else { return nil }
    if isVersion1 {
      fields.problems.add("audio.previewStartMs", "needs format version 2")
      return nil
    }
    guard let value = fields.number(audio, "previewStartMs", path: "audio.previewStartMs") else {
      return nil
    }
    guard value.isFinite, value >= 0 else {
      fields.problems.add(
        "audio.previewStartMs", "must be a finite number of milliseconds, 0 or more, got \(value)")
      return nil
    }
    return value
  }

  private mutating func readTempo(_ root: JSONObject) -> [TempoPoint]? {
    guard let entries = fields.array(root, "tempo", path: "tempo") else { return nil }
    let problemsBefore = fields.problems.all.count
    if entries.isEmpty { fields.problems.add("tempo", "needs at least one tempo point") }
    if entries.count > BeatMapLimits.maxTimingEvents {
      fields.problems.add(
        "tempo", "\(entries.count) tempo points; at most \(BeatMapLimits.maxTimingEvents) allowed")
      return nil
    }
    var points: [TempoPoint] = []
    for (index, entry) in entries.enumerated() {
      let path = "tempo[\(index)]"
      guard let object = entry.object else {
        fields.problems.add(path, "must be an object with beat and bpm")
        continue
      }
      let beat = fields.number(object, "beat", path: "\(path).beat")
      let bpm = fields.number(object, "bpm", path: "\(path).bpm")
      if let bpm, !(bpm.isFinite && bpm > 0) {
        fields.problems.add("\(path).bpm", "BPM must be finite and positive, got \(bpm)")
      }
      if let beat, !(beat.isFinite && beat >= 0) {
        fields.problems.add("\(path).beat", "beat must be finite and not negative, got \(beat)")
      }
      if index == 0, let beat, beat != 0 {
        fields.problems.add("\(path).beat", "the first tempo point must be at beat 0")
      }
      if let beat, let previous = points.last?.beat, beat <= previous {
        fields.problems.add("\(path).beat", "tempo points must be in increasing beat order")
      }
      if let beat, let bpm { points.append(TempoPoint(beat: beat, bpm: bpm)) }
    }
    return fields.problems.all.count == problemsBefore ? points : nil
  }
}
