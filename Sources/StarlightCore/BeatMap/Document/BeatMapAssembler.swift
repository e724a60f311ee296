import Foundation

/// Places a document's notes in time and checks what only times can show: every playable
/// note inside the audio, and within a lane each note after the previous one has ended.
/// Notes inside warps cannot be hit, so they are exempt (StepMania stacks them freely).
///
/// Inside the audio is this game's own rule for its maps (seed 001: every timestamp within
/// the track). A chart made for StepMania, osu! or Quaver may run past its audio's end, and
/// StepMania plays such a chart on, in silence, to its last note (its own "MechaTribe
/// Assault" ends a hold 0.36 s after its 105 s of audio): such charts play here the same way,
/// `BeatMap.songLength` then reaching past `audioDuration`.
enum BeatMapAssembler {
  /// The map, or nil with the problems added. Without an audio duration the notes are not
  /// checked against the audio's length (for printing times of a chart with no audio).
  static func assemble(
    _ document: BeatMapDocument, audioDuration: Nanoseconds?, contentHash: String,
    problems: inout BeatMapProblemList
  ) -> BeatMap? {
    let tempo = document.tempoMap
    let timed = BeatMap.timedNotes(document.notes, tempo: tempo)
    check(document, tempo: tempo, audioDuration: audioDuration, &problems)
    guard problems.isEmpty else { return nil }
    return BeatMap(
      metadata: BeatMapMetadata(
        title: document.metadata.title, artist: document.metadata.artist,
        difficulty: document.metadata.difficulty,
        previewStart: document.previewStartMs.map { Nanoseconds.fromMilliseconds($0) },
        origin: document.metadata.origin,
        overallDifficulty: document.metadata.overallDifficulty),
      audioFile: document.audioFile, audioDuration: audioDuration ?? .max,
      laneCount: document.laneCount, tempo: tempo, notes: timed, contentHash: contentHash)
  }

  /// Checks in authored order, which for every supported source is time order per lane.
  private static func check(
    _ document: BeatMapDocument, tempo: TempoMap, audioDuration: Nanoseconds?,
    _ problems: inout BeatMapProblemList
  ) {
    var lastInLane: [Int: (time: Nanoseconds, end: Nanoseconds?, location: String)] = [:]
    let audioEnd = document.metadata.origin == .starlight ? audioDuration : nil
    for (index, note) in document.notes.enumerated() where !tempo.isWarped(beat: note.beat) {
      let location = document.noteLocations[index]
      let time = tempo.time(ofBeat: note.beat)
      let end = note.endBeat.map { tempo.time(ofBeat: $0) }
      if (end ?? time) > BeatMapLimits.maxSongTime {
        problems.add(
          location,
          "\(end == nil ? "note" : "hold end") at \(formatMs(end ?? time)) is out of range 0 to \(formatMs(BeatMapLimits.maxSongTime))"
        )
      } else if let audioEnd, (end ?? time) > audioEnd {
        let what =
          end == nil ? "note at \(formatMs(time))" : "hold ending at \(formatMs(end ?? time))"
        problems.add(
          location, "\(what) is beyond the end of the audio (\(formatMs(audioEnd)))")
      }
      if time < 0 {
        problems.add(location, "note at \(formatMs(time)) is before the start of the audio")
      }
      if let end, end <= time {
        problems.add(
          location,
          "hold ends at \(formatMs(end)), not after its start at \(formatMs(time))")
      }
      if let previous = lastInLane[note.lane] {
        if let previousEnd = previous.end, time <= previousEnd {
          problems.add(
            location,
            "lane \(note.lane): note at \(formatMs(time)) starts before the hold at \(previous.location) ends at \(formatMs(previousEnd)); a lane holds one note at a time"
          )
        } else if time <= previous.time {
          problems.add(
            location,
            "lane \(note.lane): note at \(formatMs(time)) is not after \(previous.location) at \(formatMs(previous.time)); note times must strictly increase within a lane"
          )
        }
      }
      lastInLane[note.lane] = (time, end, location)
    }
  }

  static func formatMs(_ time: Nanoseconds) -> String {
    String(format: "%.3f ms", time.milliseconds)
  }
}
