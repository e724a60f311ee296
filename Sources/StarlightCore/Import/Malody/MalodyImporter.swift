/// Imports a Malody key-mode chart (`.mc`, `meta.mode` 0) of 4 to 10 columns
/// (`meta.mode_ext.column`): the `time` list as the tempo (each BPM from its beat on), notes
/// as taps and holds (`endbeat`), the song's audio and offset from the sound note (the note
/// with `type` 1, or a `sound` and no column). Malody's own timing, as the converters that
/// play its charts elsewhere read it (Quaver.API's `MalodyFile`): a note's time in the audio is
/// its time from beat 0 under the tempo, less the time to the sound note's beat, less the
/// sound note's `offset` in milliseconds (a positive offset plays every note earlier in the
/// song). A chart of another mode (catch, taiko, slide...) is refused by its mode.
struct MalodyImporter {
  static let keyMode = 0
  static let columnRange = 4...10
  /// Malody's modes by number, for refusing the others by name.
  static let modeNames = [
    0: "key", 1: "step", 2: "DJ", 3: "catch", 4: "pad", 5: "taiko", 6: "ring", 7: "slide",
    8: "live", 9: "cube",
  ]
  /// The note that carries the song rather than a key.
  static let soundNoteType = 1

  let data: [UInt8]
  let fileName: String

  static func modeName(_ mode: Int) -> String { modeNames[mode] ?? "mode \(mode)" }

  func importChart(_ selector: ChartSelector?) throws(BeatMapError) -> (
    document: BeatMapDocument, report: ImportReport
  ) {
    let problems = BeatMapProblemList(file: fileName)
    let file = try MalodyFile.parse(data, problems: problems)
    func refuse(_ location: String, _ message: String) -> BeatMapError {
      BeatMapError(problems: [problems.make(location, message)])
    }
    if let selector, selector != .index(0), selector != .name(file.version) {
      throw refuse(
        "file", "there is no \(selector); a .mc file holds one chart: 0, '\(file.version)'")
    }
    guard let mode = file.mode, mode == Self.keyMode else {
      let mode = file.mode ?? -1
      throw refuse(
        "meta.mode",
        "a Malody \(Self.modeName(mode)) chart (mode \(mode)); only key mode (mode 0) plays here")
    }
    guard let columns = file.columns, Self.columnRange.contains(columns) else {
      throw refuse(
        "meta.mode_ext.column",
        "\(file.columns.map(String.init) ?? "no") columns; Malody's key mode plays \(Self.columnRange.lowerBound) to \(Self.columnRange.upperBound)"
      )
    }
    let tempo = try self.tempo(file, refuse: refuse)
    let sound =
      file.notes.first { $0.type == Self.soundNoteType }
      ?? file.notes.first { $0.sound != nil && $0.column == nil }
    let untimed = TempoMap(points: tempo, offsetNanoseconds: 0)
    let soundStartMs = sound.map { untimed.time(ofBeat: $0.beat).milliseconds } ?? 0
    var report = ImportReport(
      sourceFormat: "Malody .mc", chartIndex: 0, chartCount: 1,
      chartDescription: "\(columns)K '\(file.version)'")
    if sound?.sound?.isEmpty ?? true {
      report.warnings.append(
        problems.make("note", "warning: no sound note; the chart names no audio"))
    }
    let playable = file.notes.enumerated().filter { _, note in
      note.type != Self.soundNoteType && note.column != nil
    }
    let outside = playable.filter { !(0..<columns).contains($0.element.column ?? -1) }
    if !outside.isEmpty {
      report.warnings.append(
        problems.make(
          outside[0].element.location,
          "warning: \(outside.count) note\(outside.count == 1 ? "" : "s") beyond the \(columns) columns left out, as Malody leaves them out"
        ))
    }
    if file.effectCount > 0 {
      report.warnings.append(
        problems.make(
          "effect",
          "warning: \(file.effectCount) scroll speed change\(file.effectCount == 1 ? "" : "s") left out (they only move notes)"
        ))
    }
    let notes = playable.filter { (0..<columns).contains($0.element.column ?? -1) }
      .sorted {
        ($0.element.beat, $0.element.column ?? 0, $0.offset) < (
          $1.element.beat, $1.element.column ?? 0, $1.offset
        )
      }
      .map(\.element)
    let document = BeatMapDocument(
      metadata: BeatMapMetadata(
        title: file.title, artist: file.artist, difficulty: file.version, origin: .malody),
      audioFile: sound?.sound ?? "", previewStartMs: file.previewMs,
      offsetMs: -(soundStartMs + (sound?.offsetMs ?? 0)), laneCount: columns, tempo: tempo,
      notes: notes.map {
        BeatMapNote(beat: $0.beat, lane: $0.column ?? 0, endBeat: $0.endBeat)
      },
      noteLocations: notes.map(\.location))
    return (document, report)
  }

  /// The BPM changes in beat order, the first moved to beat 0 (it rules before it too; Malody's
  /// editor always puts one there), the last of several on one beat kept.
  private func tempo(_ file: MalodyFile, refuse: (String, String) -> BeatMapError)
    throws(BeatMapError) -> [TempoPoint]
  {
    let sorted = file.timePoints.enumerated().sorted {
      ($0.element.beat, $0.offset) < ($1.element.beat, $1.offset)
    }.map(\.element)
    var points: [TempoPoint] = []
    for point in sorted {
      // Changes at or before beat 0 all rule from beat 0: the last of them stands.
      let beat = points.isEmpty ? 0 : max(point.beat, 0)
      if let last = points.last, last.beat == beat {
        points[points.count - 1].bpm = point.bpm
      } else {
        points.append(TempoPoint(beat: beat, bpm: point.bpm))
      }
    }
    guard !points.isEmpty else {
      throw refuse("time", "no BPM: a Malody chart needs one to place its notes")
    }
    return points
  }
}
