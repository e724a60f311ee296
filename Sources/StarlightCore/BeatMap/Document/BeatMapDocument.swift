/// A beat map as authored, whatever file it came from (beat map JSON, StepMania, osu!):
/// beats, not times. `BeatMapAssembler` places it in time and checks it; the JSON writer
/// saves it as beat map version 2.
public struct BeatMapDocument: Sendable, Equatable {
  public var metadata: BeatMapMetadata
  /// The audio file, relative to the map's folder (or absolute).
  public var audioFile: String
  /// Where a preview would start, in milliseconds of audio.
  public var previewStartMs: Double?
  /// Where beat 0 falls in the audio, in milliseconds.
  public var offsetMs: Double
  public var laneCount: Int
  public var tempo: [TempoPoint]
  public var stops: [TempoPause]
  public var delays: [TempoPause]
  public var warps: [TempoWarp]
  public var notes: [BeatMapNote]
  /// Where each note came from, for messages: a JSON path (`notes[3]`) or a line of the
  /// source file (`line 42`). Same count as `notes`.
  public var noteLocations: [String]

  public init(
    metadata: BeatMapMetadata, audioFile: String, previewStartMs: Double? = nil,
    offsetMs: Double, laneCount: Int, tempo: [TempoPoint], stops: [TempoPause] = [],
    delays: [TempoPause] = [], warps: [TempoWarp] = [], notes: [BeatMapNote],
    noteLocations: [String]? = nil
  ) {
    self.metadata = metadata
    self.audioFile = audioFile
    self.previewStartMs = previewStartMs
    self.offsetMs = offsetMs
    self.laneCount = laneCount
    self.tempo = tempo
    self.stops = stops
    self.delays = delays
    self.warps = warps
    self.notes = notes
    self.noteLocations = noteLocations ?? notes.indices.map { "notes[\($0)]" }
  }

  public var tempoMap: TempoMap {
    TempoMap(
      points: tempo, stops: stops, delays: delays, warps: warps,
      offsetNanoseconds: Nanoseconds.fromMilliseconds(offsetMs))
  }
}
