/// A validated beat map: what the loader returns and the rules play.
public struct BeatMap: Sendable, Equatable {
  /// Lane counts the game can lay out (StepMania's dance-double and pump-double need 8
  /// and 10). Nothing else in the game assumes four.
  public static let laneRange = 1...10

  public let metadata: BeatMapMetadata
  /// Audio file path as written in the map (relative to the map's folder).
  public let audioFile: String
  public let audioDuration: Nanoseconds
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
    allNotes = notes.enumerated().map { $0.element.reindexed($0.offset) }
    self.notes = notes.filter(\.hittable).enumerated().map { $0.element.reindexed($0.offset) }
    self.contentHash = contentHash
  }

  /// Places authored notes in time and orders them by time, then lane (then as authored).
  /// Notes inside a warp come out with `hittable` false.
  public static func timedNotes(_ notes: [BeatMapNote], tempo: TempoMap) -> [TimedNote] {
    notes.enumerated()
      .map { authored, note in
        (
          authored: authored,
          note: TimedNote(
            index: 0, lane: note.lane, time: tempo.time(ofBeat: note.beat),
            endTime: note.endBeat.map { tempo.time(ofBeat: $0) },
            hittable: !tempo.isWarped(beat: note.beat), kind: note.kind)
        )
      }
      .sorted {
        ($0.note.time, $0.note.lane, $0.authored) < ($1.note.time, $1.note.lane, $1.authored)
      }
      .enumerated()
      .map { $0.element.note.reindexed($0.offset) }
  }

  /// The last instant any playable note matters (a hold's tail, else a head); fakes aside.
  public var lastNoteTime: Nanoseconds? {
    notes.lazy.filter(\.kind.isPlayable).map(\.lastTime).max()
  }
}
