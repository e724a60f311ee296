/// A validated beat map: what the loader returns and the rules play.
public struct BeatMap: Sendable, Equatable {
  /// Lane counts the game can lay out. Nothing else in the game assumes four.
  public static let laneRange = 1...4

  public let metadata: BeatMapMetadata
  /// Audio file path as written in the map (relative to the map's folder).
  public let audioFile: String
  public let audioDuration: Nanoseconds
  public let laneCount: Int
  public let tempo: TempoMap
  /// Notes in note order: by time, then lane.
  public let notes: [TimedNote]
  /// SHA-256 of the map file's bytes: its identity for replays.
  public let contentHash: String

  public init(
    metadata: BeatMapMetadata, audioFile: String, audioDuration: Nanoseconds, laneCount: Int,
    tempo: TempoMap, notes: [TimedNote], contentHash: String
  ) {
    self.metadata = metadata
    self.audioFile = audioFile
    self.audioDuration = audioDuration
    self.laneCount = laneCount
    self.tempo = tempo
    self.notes = notes
    self.contentHash = contentHash
  }

  /// Places authored notes in time and orders them by time, then lane.
  public static func timedNotes(_ notes: [BeatMapNote], tempo: TempoMap) -> [TimedNote] {
    notes.map { (time: tempo.time(ofBeat: $0.beat), lane: $0.lane) }
      .sorted { ($0.time, $0.lane) < ($1.time, $1.lane) }
      .enumerated()
      .map { TimedNote(index: $0.offset, lane: $0.element.lane, time: $0.element.time) }
  }
}
