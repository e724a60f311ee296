/// Reads the `notes` list: a beat and a lane each, and for a hold (version 2) an end beat.
struct BeatMapNotesReader {
  struct AuthoredNote {
    let note: BeatMapNote
    let index: Int
  }

  var fields: JSONFieldReader
  let isVersion1: Bool

  mutating func read(_ root: [String: Any], lanes: Int?) -> [AuthoredNote] {
    guard let entries = fields.array(root, "notes", path: "notes") else { return [] }
    guard entries.count <= BeatMapLimits.maxNotes else {
      fields.problems.add(
        "notes", "\(entries.count) notes; at most \(BeatMapLimits.maxNotes) allowed")
      return []
    }
    var notes: [AuthoredNote] = []
    notes.reserveCapacity(entries.count)
    for (index, entry) in entries.enumerated() {
      let path = "notes[\(index)]"
      guard let object = entry as? [String: Any] else {
        fields.problems.add(path, "must be an object with beat and lane")
        continue
      }
      let beat = readBeat(object, path: path)
      let lane = fields.integer(object, "lane", path: "\(path).lane")
      if let lane, let lanes, !(0..<lanes).contains(lane) {
        fields.problems.add("\(path).lane", "lane \(lane) out of range 0...\(lanes - 1)")
      }
      let endBeat = readEndBeat(object, path: path, beat: beat)
      if let beat, let lane {
        notes.append(
          AuthoredNote(note: BeatMapNote(beat: beat, lane: lane, endBeat: endBeat), index: index))
      }
    }
    return notes
  }

  private mutating func readBeat(_ object: [String: Any], path: String) -> Double? {
    guard let beat = fields.number(object, "beat", path: "\(path).beat") else { return nil }
    // Version 1 kept notes off beat 0; version 2 allows it (imported charts start there).
    let valid = beat.isFinite && (isVersion1 ? beat > 0 : beat >= 0)
    guard valid else {
      fields.problems.add(
        "\(path).beat",
        "beat must be finite and \(isVersion1 ? "positive" : "not negative"), got \(beat)")
      return nil
    }
    return beat
  }

  private mutating func readEndBeat(_ object: [String: Any], path: String, beat: Double?)
    -> Double?
  {
    guard object["endBeat"] != nil else { return nil }
    if isVersion1 {
      fields.problems.add("\(path).endBeat", "hold notes need format version 2")
      return nil
    }
    guard let endBeat = fields.number(object, "endBeat", path: "\(path).endBeat") else {
      return nil
    }
    if let beat, !(endBeat.isFinite && endBeat > beat) {
      fields.problems.add(
        "\(path).endBeat", "a hold must end after its beat (\(beat)), got \(endBeat)")
      return nil
    }
    return endBeat
  }
}
