import Foundation
import StarlightCore

/// What `beatmap info` says of a chart: the facts a player choosing it wants (its names,
/// lanes, notes and holds, length, BPM, the judge it gets by default) and osu!mania's star
/// rating at the rate asked for.
struct ChartInfo: Encodable, Equatable {
  let file: String
  let title: String
  let artist: String
  let difficulty: String
  let lanes: Int
  /// Notes the player acts on (fakes and notes lost in warps left out), holds and rolls among them.
  let notes: Int
  let holds: Int
  let mines: Int
  /// The audio's length when it can be read beside the chart, else the time of the last note.
  let lengthMs: Double
  let lengthIsAudio: Bool
  /// As the song list says it ("120", "120-180 (150)" for osu!'s most common); "?" for none.
  let bpm: String
  let defaultJudge: String
  let rate: Double
  let starRating: Double

  init(map: BeatMap, file: String, rate: Double) {
    self.file = file
    title = map.metadata.title
    artist = map.metadata.artist
    difficulty = map.metadata.difficulty
    lanes = map.laneCount
    let played = map.notes.filter { $0.kind.isPlayable && $0.kind != .mine }
    notes = played.count
    holds = played.count { $0.kind == .hold || $0.kind == .roll }
    mines = map.notes.count { $0.kind == .mine }
    let folder = (file as NSString).deletingLastPathComponent
    let audio = try? BeatMapLoader.fileDuration(resolving: map.audioFile, in: folder).get()
    lengthIsAudio = audio != nil
    lengthMs = (audio ?? map.lastNoteTime ?? 0).milliseconds
    let lastBeat = map.tempo.beat(atTime: map.lastNoteTime ?? 0)
    bpm = DisplayBPM.text(
      tag: "", heard: DisplayBPM.heard(map.tempo.points, lastBeat: lastBeat),
      showsCommon: map.metadata.origin == .osu)
    defaultJudge = JudgeID.defaultJudge(for: map.metadata.origin).rawValue
    self.rate = rate
    starRating = StarRating.of(map, rate: rate)
  }

  /// The facts as lines for a terminal, the rating to two decimals (`--json` has every digit).
  func textLines() -> [String] {
    let rated = rate == 1 ? "" : String(format: " at %.2fx", rate)
    return [
      "File:        \(file)",
      "Title:       \(title.isEmpty ? "-" : title)",
      "Artist:      \(artist.isEmpty ? "-" : artist)",
      "Difficulty:  \(difficulty.isEmpty ? "-" : difficulty)",
      "Lanes:       \(lanes)",
      "Notes:       \(notes) (\(holds) holds\(mines > 0 ? ", \(mines) mines besides" : ""))",
      "Length:      \(Self.clock(lengthMs))\(lengthIsAudio ? "" : " (to the last note)")",
      "BPM:         \(bpm)",
      "Judge:       \(defaultJudge) (by default)",
      "Star rating: \(String(format: "%.2f", starRating))\(rated) (osu!mania's)",
    ]
  }

  func json() -> String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
    return (try? String(decoding: encoder.encode(self), as: UTF8.self)) ?? "{}"
  }

  /// "1:05" for 65 seconds.
  static func clock(_ milliseconds: Double) -> String {
    let seconds = Int(milliseconds / 1000)
    return String(format: "%d:%02d", seconds / 60, seconds % 60)
  }
}
