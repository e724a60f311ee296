import Foundation

/// Reads beat map v1 JSON and checks the seed's invariants (001, "Beat Map Format"):
/// BPMs and beats finite and positive, lanes in range, note times strictly increasing
/// within a lane, none beyond the audio's duration. Every problem is reported at once.
public enum BeatMapLoader {
  public static let formatName = "starlight-beatmap"
  public static let supportedVersion = 1

  /// Looks up an audio file's duration; the message of a failure names the problem.
  public typealias AudioDurationLookup =
    @Sendable (_ path: String) -> Result<Nanoseconds, AudioLookupFailure>

  public struct AudioLookupFailure: Error, Sendable {
    public let message: String
    public init(_ message: String) { self.message = message }
  }

  /// Loads the map at `path`, resolving its audio file relative to the map's folder.
  public static func load(path: String) throws(BeatMapError) -> BeatMap {
    let fileName = path
    guard let data = FileManager.default.contents(atPath: path) else {
      let reason = FileManager.default.fileExists(atPath: path) ? "cannot be read" : "not found"
      throw BeatMapError(problems: [
        BeatMapProblem(file: fileName, location: "file", message: "beat map file \(reason)")
      ])
    }
    let folder = (path as NSString).deletingLastPathComponent
    return try parse(
      data: [UInt8](data), fileName: fileName,
      audioDuration: { audioPath in fileDuration(resolving: audioPath, in: folder) })
  }

  /// The full path of a map's audio file, which the map gives relative to itself.
  public static func resolve(audioFile: String, relativeTo mapPath: String) -> String {
    audioFile.hasPrefix("/")
      ? audioFile
      : ((mapPath as NSString).deletingLastPathComponent as NSString).appendingPathComponent(
        audioFile)
  }

  public static func fileDuration(resolving audioPath: String, in folder: String) -> Result<
    Nanoseconds, AudioLookupFailure
  > {
    let full =
      audioPath.hasPrefix("/") ? audioPath : (folder as NSString).appendingPathComponent(audioPath)
    guard let bytes = FileManager.default.contents(atPath: full) else {
      return .failure(AudioLookupFailure("audio file '\(audioPath)' not found at \(full)"))
    }
    do {
      return .success(try AudioDurationProbe.duration(of: [UInt8](bytes)))
    } catch {
      return .failure(AudioLookupFailure("audio file '\(audioPath)': \(error)"))
    }
  }

  public static func parse(
    data: [UInt8], fileName: String, audioDuration: AudioDurationLookup
  ) throws(BeatMapError) -> BeatMap {
    let problems = BeatMapProblemList(file: fileName)
    let root: [String: Any]
    do {
      guard let object = try JSONSerialization.jsonObject(with: Data(data)) as? [String: Any]
      else {
        throw BeatMapError(problems: [problems.make("file", "top level is not a JSON object")])
      }
      root = object
    } catch let error as BeatMapError {
      throw error
    } catch {
      throw BeatMapError(problems: [
        problems.make("file", "not valid JSON (\(error.localizedDescription))")
      ])
    }

    var fields = JSONFieldReader(problems: problems)
    if let format = fields.string(root, "format", path: "format"), format != formatName {
      fields.problems.add("format", "must be \"\(formatName)\"")
    }
    if let version = fields.integer(root, "version", path: "version"), version != supportedVersion {
      fields.problems.add(
        "version", "unsupported version \(version) (this game reads \(supportedVersion))")
    }
    let metadataObject = fields.object(root, "metadata", path: "metadata")
    let title = metadataObject.flatMap { fields.string($0, "title", path: "metadata.title") }
    let artist = metadataObject.flatMap {
      fields.optionalString($0, "artist", path: "metadata.artist")
    }
    let difficulty = metadataObject.flatMap {
      fields.optionalString($0, "difficulty", path: "metadata.difficulty")
    }
    let audioObject = fields.object(root, "audio", path: "audio")
    let audioFile = audioObject.flatMap { fields.string($0, "file", path: "audio.file") }
    var duration: Nanoseconds?
    if let audioFile {
      switch audioDuration(audioFile) {
      case .success(let value): duration = value
      case .failure(let failure): fields.problems.add("audio.file", failure.message)
      }
    }
    let offsetMs = fields.number(root, "offsetMs", path: "offsetMs")
    if let offsetMs, !offsetMs.isFinite {
      fields.problems.add("offsetMs", "must be a finite number")
    }
    let lanes = fields.integer(root, "lanes", path: "lanes")
    if let lanes, !BeatMap.laneRange.contains(lanes) {
      fields.problems.add(
        "lanes",
        "lane count \(lanes) out of range \(BeatMap.laneRange.lowerBound)...\(BeatMap.laneRange.upperBound)"
      )
    }
    let tempoPoints = readTempo(root, &fields)
    // Note lanes are checked only against a lane count that is itself valid.
    let authored = readNotes(
      root, lanes: lanes.flatMap { BeatMap.laneRange.contains($0) ? $0 : nil }, &fields)

    // Timing needs a sound tempo map; with one, timing problems are reported alongside
    // the others so an author sees everything in one pass.
    var tempo: TempoMap?
    if let tempoPoints, let offsetMs, offsetMs.isFinite {
      tempo = TempoMap(
        points: tempoPoints, offsetNanoseconds: Nanoseconds.fromMilliseconds(offsetMs))
    }
    if let tempo, let duration {
      checkTiming(authored, tempo: tempo, audioDuration: duration, &fields.problems)
    }
    guard fields.problems.isEmpty, let title, let audioFile, let duration, let lanes, let tempo
    else {
      throw BeatMapError(problems: fields.problems.all)
    }
    return BeatMap(
      metadata: BeatMapMetadata(title: title, artist: artist ?? "", difficulty: difficulty ?? ""),
      audioFile: audioFile, audioDuration: duration, laneCount: lanes, tempo: tempo,
      notes: BeatMap.timedNotes(authored.map(\.note), tempo: tempo),
      contentHash: SHA256.hexDigest(of: data))
  }

  private static func readTempo(_ root: [String: Any], _ fields: inout JSONFieldReader)
    -> [TempoPoint]?
  {
    guard let entries = fields.array(root, "tempo", path: "tempo") else { return nil }
    let problemsBefore = fields.problems.all.count
    if entries.isEmpty { fields.problems.add("tempo", "needs at least one tempo point") }
    var points: [TempoPoint] = []
    for (index, entry) in entries.enumerated() {
      let path = "tempo[\(index)]"
      guard let object = entry as? [String: Any] else {
        fields.problems.add(path, "must be an object with beat and bpm")
        continue
      }
      let beat = fields.number(object, "beat", path: "\(path).beat")
      let bpm = fields.number(object, "bpm", path: "\(path).bpm")
      if let bpm, !(bpm.isFinite && bpm > 0) {
        fields.problems.add("\(path).bpm", "BPM must be finite and positive, got \(bpm)")
      }
      if let beat, !(beat.isFinite && beat >= 0) {
        fields.problems.add("\(path).beat", "beat must be finite and not negative, got \(beat)")
      }
      if index == 0, let beat, beat != 0 {
        fields.problems.add("\(path).beat", "the first tempo point must be at beat 0")
      }
      if let beat, let previous = points.last?.beat, beat <= previous {
        fields.problems.add("\(path).beat", "tempo points must be in increasing beat order")
      }
      if let beat, let bpm { points.append(TempoPoint(beat: beat, bpm: bpm)) }
    }
    return fields.problems.all.count == problemsBefore ? points : nil
  }

  private struct AuthoredNote {
    let note: BeatMapNote
    let index: Int
  }

  private static func readNotes(_ root: [String: Any], lanes: Int?, _ fields: inout JSONFieldReader)
    -> [AuthoredNote]
  {
    guard let entries = fields.array(root, "notes", path: "notes") else { return [] }
    var notes: [AuthoredNote] = []
    for (index, entry) in entries.enumerated() {
      let path = "notes[\(index)]"
      guard let object = entry as? [String: Any] else {
        fields.problems.add(path, "must be an object with beat and lane")
        continue
      }
      let beat = fields.number(object, "beat", path: "\(path).beat")
      let lane = fields.integer(object, "lane", path: "\(path).lane")
      if let beat, !(beat.isFinite && beat > 0) {
        fields.problems.add("\(path).beat", "beat must be finite and positive, got \(beat)")
      }
      if let lane, let lanes, !(0..<lanes).contains(lane) {
        fields.problems.add("\(path).lane", "lane \(lane) out of range 0...\(lanes - 1)")
      }
      if let beat, let lane, beat.isFinite, beat > 0 {
        notes.append(AuthoredNote(note: BeatMapNote(beat: beat, lane: lane), index: index))
      }
    }
    return notes
  }

  private static func checkTiming(
    _ notes: [AuthoredNote], tempo: TempoMap, audioDuration: Nanoseconds,
    _ problems: inout BeatMapProblemList
  ) {
    var lastTimeInLane: [Int: (time: Nanoseconds, index: Int)] = [:]
    for authored in notes {
      let path = "notes[\(authored.index)]"
      let time = tempo.time(ofBeat: authored.note.beat)
      if time > audioDuration {
        problems.add(
          path,
          "note at \(formatMs(time)) is beyond the end of the audio (\(formatMs(audioDuration)))")
      }
      if time < 0 {
        problems.add(path, "note at \(formatMs(time)) is before the start of the audio")
      }
      if let previous = lastTimeInLane[authored.note.lane], time <= previous.time {
        problems.add(
          path,
          "lane \(authored.note.lane): note at \(formatMs(time)) is not after notes[\(previous.index)] at \(formatMs(previous.time)); note times must strictly increase within a lane"
        )
      }
      lastTimeInLane[authored.note.lane] = (time, authored.index)
    }
  }

  private static func formatMs(_ time: Nanoseconds) -> String {
    String(format: "%.3f ms", time.milliseconds)
  }
}
