/// Reads the `notes` list: a beat and a lane each, and for a hold (version 2) an end beat.
/// Version 2 adds an optional `kind` (tap, hold, roll, mine, lift, fake); without one a note
/// is a hold if it has an end beat, else a tap, so maps written before kinds load unchanged.
struct BeatMapNotesReader {
  /// The notes read, with where each came from (`notes[i]`, for messages), built side by
  /// side so a map at the note cap makes no third copy.
  struct AuthoredNotes {
    var notes: [BeatMapNote] = []
    var locations: [String] = []
  }

  var fields: JSONFieldReader
  let isVersion1: Bool

  mutating func read(_ root: JSONObject, lanes: Int?) -> AuthoredNotes {
    var authored = AuthoredNotes()
    guard let entries = fields.array(root, "notes", path: "notes") else { return authored }
    guard entries.count <= BeatMapLimits.maxNotes else {
      fields.problems.add(
        "notes", "\(entries.count) notes; at most \(BeatMapLimits.maxNotes) allowed")
      return authored
    }
    authored.notes.reserveCapacity(entries.count)
    authored.locations.reserveCapacity(entries.count)
    for (index, entry) in entries.enumerated() {
      let path = "notes[\(index)]"
      guard let object = entry.object else {
        fields.problems.add(path, "must be an object with beat and lane")
        continue
      }
      let beat = readBeat(object, path: path)
      let lane = fields.integer(object, "lane", path: "\(path).lane")
      if let lane, let lanes, !(0..<lanes).contains(lane) {
        fields.problems.add("\(path).lane", "lane \(lane) out of range 0...\(lanes - 1)")
      }
      let endBeat = readEndBeat(object, path: path, beat: beat)
      let kind = readKind(object, path: path, hasTail: object["endBeat"] != nil)
      if let beat, let lane, let kind {
        authored.notes.append(BeatMapNote(beat: beat, lane: lane, endBeat: endBeat, kind: kind))
        authored.locations.append(path)
      }
    }
    return authored
  }

  private mutating func readBeat(_ object: JSONObject, path: String) -> Double? {
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

  private mutating func readEndBeat(_ object: JSONObject, path: String, beat: Double?)
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

  /// The note's kind, checked against its tail: a roll needs one, a mine or a lift cannot
  /// have one. Nil (with a problem) when the kind is unknown or does not fit.
  private mutating func readKind(_ object: JSONObject, path: String, hasTail: Bool)
    -> NoteKind?
  {
    guard object["kind"] != nil else { return .implied(hasTail: hasTail) }
    if isVersion1 {
      fields.problems.add("\(path).kind", "note kinds need format version 2")
      return nil
    }
    guard let name = fields.string(object, "kind", path: "\(path).kind") else { return nil }
    guard let kind = NoteKind(rawValue: name) else {
      let names = NoteKind.allCases.map(\.rawValue).joined(separator: ", ")
      fields.problems.add("\(path).kind", "unknown kind '\(name)'; kinds are \(names)")
      return nil
    }
    switch (kind.tail, hasTail) {
    case (.required, false):
      fields.problems.add("\(path).kind", "a \(name) needs an endBeat (its tail)")
      return nil
    case (.forbidden, true):
      fields.problems.add("\(path).kind", "a \(name) cannot have an endBeat (it has no tail)")
      return nil
    default:
      return kind
    }
  }
}
