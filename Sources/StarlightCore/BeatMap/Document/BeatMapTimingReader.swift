/// Reads version 2's optional `stops`, `delays` and `warps` lists. Each list is sorted by
/// beat with no two entries on one beat, so the tempo walk can merge them in one pass.
struct BeatMapTimingReader {
  var fields: JSONFieldReader

  /// The pauses under `key` (absent means none), or nil when any entry is wrong.
  mutating func pauses(_ root: JSONObject, key: String) -> [TempoPause]? {
    guard let entries = list(root, key: key) else { return root[key] == nil ? [] : nil }
    let problemsBefore = fields.problems.all.count
    var pauses: [TempoPause] = []
    for (index, entry) in entries.enumerated() {
      let path = "\(key)[\(index)]"
      guard let object = entry.object else {
        fields.problems.add(path, "must be an object with beat and seconds")
        continue
      }
      let beat = readBeat(object, path: path, after: pauses.last?.beat)
      let seconds = fields.number(object, "seconds", path: "\(path).seconds")
      if let seconds, !(seconds.isFinite && seconds > 0) {
        fields.problems.add(
          "\(path).seconds", "a pause must last a finite, positive time, got \(seconds)")
      }
      if let beat, let seconds { pauses.append(TempoPause(beat: beat, seconds: seconds)) }
    }
    return fields.problems.all.count == problemsBefore ? pauses : nil
  }

  /// The warps (absent means none), or nil when any entry is wrong.
  mutating func warps(_ root: JSONObject) -> [TempoWarp]? {
    guard let entries = list(root, key: "warps") else { return root["warps"] == nil ? [] : nil }
    let problemsBefore = fields.problems.all.count
    var warps: [TempoWarp] = []
    for (index, entry) in entries.enumerated() {
      let path = "warps[\(index)]"
      guard let object = entry.object else {
        fields.problems.add(path, "must be an object with beat and endBeat")
        continue
      }
      let beat = readBeat(object, path: path, after: warps.last?.beat)
      let endBeat = fields.number(object, "endBeat", path: "\(path).endBeat")
      if let beat, let endBeat, !(endBeat.isFinite && endBeat > beat) {
        fields.problems.add(
          "\(path).endBeat", "a warp must end after it starts (beat \(beat)), got \(endBeat)")
      }
      if let beat, let endBeat { warps.append(TempoWarp(beat: beat, endBeat: endBeat)) }
    }
    return fields.problems.all.count == problemsBefore ? warps : nil
  }

  private mutating func list(_ root: JSONObject, key: String) -> JSONArray? {
    guard root[key] != nil else { return nil }
    guard let entries = fields.array(root, key, path: key) else { return nil }
    if entries.count > BeatMapLimits.maxTimingEvents {
      fields.problems.add(
        key, "\(entries.count) entries; at most \(BeatMapLimits.maxTimingEvents) allowed")
      return nil
    }
    return entries
  }

  private mutating func readBeat(_ object: JSONObject, path: String, after previous: Double?)
    -> Double?
  {
    guard let beat = fields.number(object, "beat", path: "\(path).beat") else { return nil }
    guard beat.isFinite, beat >= 0 else {
      fields.problems.add("\(path).beat", "beat must be finite and not negative, got \(beat)")
      return nil
    }
    if let previous, beat <= previous {
      fields.problems.add("\(path).beat", "entries must be in increasing beat order")
    }
    return beat
  }
}
