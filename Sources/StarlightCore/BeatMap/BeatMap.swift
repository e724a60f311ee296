/// A validated beat map: what the loader returns and the rules play.
public struct BeatMap: Sendable, Equatable {
  /// Lane counts the game can lay out (StepMania's dance-double and pump-double need 8
  /// and 10). Nothing else in the game assumes four.
  public static let laneRange = 1...10

  public let metadata: BeatMapMetadata
  /// Audio file path as written in the map (relative to the map's folder).
  public let audioFile: String
  public let audioDuration: Nanoseconds
  /// How long the song lasts: its audio, or on to the end of its last note when a chart made
  /// for another game runs past its audio (played on in silence, as StepMania plays it).
  public let songLength: Nanoseconds
  public let laneCount: Int
  public let tempo: TempoMap
  /// The notes the rules play, in note order: by time, then lane. Each `index` is its
  /// position here.
  public let notes: [TimedNote]
  /// Every note in note order, the unhittable ones (inside warps) included, each `index`
  /// its position here. What `beatmap times` prints.
  public let allNotes: [TimedNote]
  /// SHA-256 of the map file's bytes: its identity for replays.
  public let contentHash: String

  /// `notes` in note order; any that are not hittable are kept in `allNotes` only.
  public init(
    metadata: BeatMapMetadata, audioFile: String, audioDuration: Nanoseconds, laneCount: Int,
    tempo: TempoMap, notes: [TimedNote], contentHash: String
  ) {
    self.metadata = metadata
    self.audioFile = audioFile
    self.audioDuration = audioDuration
    self.laneCount = laneCount
    self.tempo = tempo
    // Numbered already (as the loader's notes are) and all hittable (as most maps are),
    // both lists share one array: a map at the note cap is not held three times.
    let numbered = notes.indices.allSatisfy { notes[$0].index == $0 }
    allNotes = numbered ? notes : notes.enumerated().map { $0.element.reindexed($0.offset) }
    self.notes =
      allNotes.allSatisfy(\.hittable)
      ? allNotes
      : allNotes.filter(\.hittable).enumerated().map { $0.element.reindexed($0.offset) }
    self.contentHash = contentHash
    songLength = max(
      audioDuration, self.notes.lazy.filter(\.kind.isPlayable).map(\.lastTime).max() ?? 0)
  }

  /// Places authored notes in time and orders them by time, then lane (then as authored).
  /// Notes inside a warp come out with `hittable` false.
  public static func timedNotes(_ notes: [BeatMapNote], tempo: TempoMap) -> [TimedNote] {
    // One array, sorted and renumbered in place: at the note cap each copy is 12 MB, and
    // the map/sort/map chain this replaced held three at once.
    var timed = notes.enumerated().map { authored, note in
      TimedNote(
        index: authored, lane: note.lane, time: tempo.time(ofBeat: note.beat),
        endTime: note.endBeat.map { tempo.time(ofBeat: $0) },
        hittable: !tempo.isWarped(beat: note.beat), kind: note.kind, beat: note.beat)
    }
    // The authored index breaks ties, so the order is the one the authored list implies.
    timed.sort { ($0.time, $0.lane, $0.index) < ($1.time, $1.lane, $1.index) }
    for offset in timed.indices { timed[offset] = timed[offset].reindexed(offset) }
    return timed
  }

  /// The last instant any playable note matters (a hold's tail, else a head); fakes aside.
  public var lastNoteTime: Nanoseconds? {
    notes.lazy.filter(\.kind.isPlayable).map(\.lastTime).max()
  }
}
