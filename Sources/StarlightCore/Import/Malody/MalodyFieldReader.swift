/// Reads a Malody chart's JSON into a `MalodyFile`, field by field, recording each problem
/// with its JSON path (`note[12].beat`) instead of stopping at the first.
struct MalodyFieldReader {
  var fields: JSONFieldReader

  mutating func file(_ root: JSONObject) -> MalodyFile {
    var file = MalodyFile()
    if let meta = fields.object(root, "meta", path: "meta") {
      readMeta(meta, into: &file)
    }
    // A chart of another mode is refused by its mode alone: its notes are not read.
    guard file.mode == MalodyImporter.keyMode else { return file }
    if let time = fields.array(root, "time", path: "time") {
      guard time.count <= BeatMapLimits.maxTimingEvents else {
        fields.problems.add(
          "time",
          "\(time.count) BPM changes; the most this game reads is \(BeatMapLimits.maxTimingEvents)")
        return file
      }
      for (index, value) in time.enumerated() {
        if let point = timePoint(value, path: "time[\(index)]") { file.timePoints.append(point) }
      }
    }
    if let notes = fields.array(root, "note", path: "note") {
      guard notes.count <= BeatMapLimits.maxNotes else {
        fields.problems.add(
          "note", "\(notes.count) notes; the most this game reads is \(BeatMapLimits.maxNotes)")
        return file
      }
      for (index, value) in notes.enumerated() {
        if let note = note(value, path: "note[\(index)]") { file.notes.append(note) }
      }
    }
    file.effectCount = root["effect"]?.array?.count ?? 0
    return file
  }

  private mutating func readMeta(_ meta: JSONObject, into file: inout MalodyFile) {
    file.mode = fields.integer(meta, "mode", path: "meta.mode")
    file.version = meta["version"]?.string ?? ""
    file.background = meta["background"]?.string ?? ""
    file.previewMs = meta["preview"]?.number.flatMap { $0.isFinite && $0 >= 0 ? $0 : nil }
    if let song = meta["song"]?.object {
      file.title = song["title"]?.string ?? ""
      file.artist = song["artist"]?.string ?? ""
      file.titleOriginal = song["titleorg"]?.string ?? ""
      file.artistOriginal = song["artistorg"]?.string ?? ""
    }
    guard file.mode == MalodyImporter.keyMode else { return }
    if let modeExt = fields.object(meta, "mode_ext", path: "meta.mode_ext") {
      file.columns = fields.integer(modeExt, "column", path: "meta.mode_ext.column")
    }
  }

  private mutating func timePoint(_ value: JSONValue, path: String) -> MalodyFile.TimePoint? {
    guard let object = value.object else {
      fields.problems.add(path, "must be an object")
      return nil
    }
    let beat = self.beat(object, "beat", path: "\(path).beat")
    let bpm = fields.number(object, "bpm", path: "\(path).bpm")
    if let bpm, !(bpm.isFinite && bpm > 0) {
      fields.problems.add("\(path).bpm", "BPM \(bpm) must be above 0")
      return nil
    }
    guard let beat, let bpm else { return nil }
    return MalodyFile.TimePoint(beat: beat, bpm: bpm, location: path)
  }

  private mutating func note(_ value: JSONValue, path: String) -> MalodyFile.Note? {
    guard let object = value.object else {
      fields.problems.add(path, "must be an object")
      return nil
    }
    let beat = self.beat(object, "beat", path: "\(path).beat")
    let endBeat =
      object["endbeat"] == nil ? nil : self.beat(object, "endbeat", path: "\(path).endbeat")
    let column =
      object["column"] == nil ? nil : fields.integer(object, "column", path: "\(path).column")
    let type = object["type"] == nil ? 0 : fields.integer(object, "type", path: "\(path).type")
    let offset = object["offset"]?.number ?? 0
    guard let beat, let type else { return nil }
    return MalodyFile.Note(
      beat: beat, endBeat: endBeat, column: column, type: type, sound: object["sound"]?.string,
      offsetMs: offset.isFinite ? offset : 0, location: path)
  }

  /// `[beat, numerator, denominator]` as a number of beats.
  private mutating func beat(_ object: JSONObject, _ key: String, path: String) -> Double? {
    guard let array = fields.array(object, key, path: path) else { return nil }
    let parts = array.count == 3 ? array.map { $0.number } : []
    guard parts.count == 3, let whole = parts[0], let numerator = parts[1],
      let denominator = parts[2],
      [whole, numerator, denominator].allSatisfy({ $0.rounded() == $0 && abs($0) < 1e9 })
    else {
      fields.problems.add(path, "must be [beat, numerator, denominator], three whole numbers")
      return nil
    }
    guard denominator != 0 else {
      fields.problems.add(path, "denominator is 0")
      return nil
    }
    return whole + numerator / denominator
  }
}
