import Foundation

/// Reads beat maps and checks the seed's invariants (001, "Beat Map Format"): BPMs and
/// beats finite and positive, lanes in range, note times strictly increasing within a lane,
/// none beyond the audio's duration. Every problem is reported at once.
///
/// Beat map JSON (versions 1 and 2) is read here; other games' charts (`ChartFormats.all`) go
/// through `BeatMapImporter` first and are then checked the same way.
public enum BeatMapLoader {
  public static let formatName = BeatMapJSONReader.formatName
  /// The version this game writes; every version in `BeatMapJSONReader.supportedVersions`
  /// is read.
  public static let supportedVersion = 2

  /// Looks up an audio file's duration; the message of a failure names the problem.
  public typealias AudioDurationLookup =
    @Sendable (_ path: String) -> Result<Nanoseconds, AudioLookupFailure>

  public struct AudioLookupFailure: Error, Sendable {
    public let message: String
    public init(_ message: String) { self.message = message }
  }

  /// Loads the map at `path`, resolving its audio file relative to the map's folder. A chart
  /// file of a registered format is imported first (`chart` picks which of its charts).
  public static func load(path: String, chart: ChartSelector? = nil) throws(BeatMapError)
    -> BeatMap
  {
    let data = try readFile(path: path)
    let folder = (path as NSString).deletingLastPathComponent
    let lookup: AudioDurationLookup = { audioPath in fileDuration(resolving: audioPath, in: folder)
    }
    if let format = ChartFormat(path: path) {
      let imported = try BeatMapImporter.importChart(
        data: data, fileName: path, format: format, chart: chart)
      return try assemble(imported, audioDuration: lookup)
    }
    return try parse(data: data, fileName: path, audioDuration: lookup)
  }

  /// Reads a map file with the size cap, as one problem at `file` when it cannot be read.
  public static func readFile(path: String) throws(BeatMapError) -> [UInt8] {
    // A chart is read as text, a beat map through a JSON tree: each has its own cap.
    let limit =
      ChartFormat(path: path) == nil
      ? BeatMapLimits.maxJSONFileBytes : BeatMapLimits.maxFileBytes
    switch BoundedFileReader.read(path: path, limit: limit) {
    case .success(let bytes):
      return bytes
    case .failure(let failure):
      let message: String
      switch failure {
      case .notFound: message = "beat map file not found"
      case .isDirectory, .notRegularFile, .unreadable, .tooLarge:
        message = "beat map file \(failure)"
      }
      throw BeatMapError(problems: [
        BeatMapProblem(file: path, location: "file", message: message)
      ])
    }
  }

  /// The full path of a map's audio file, which the map gives relative to itself.
  public static func resolve(audioFile: String, relativeTo mapPath: String) -> String {
    audioFile.hasPrefix("/")
      ? audioFile
      : ((mapPath as NSString).deletingLastPathComponent as NSString).appendingPathComponent(
        audioFile)
  }

  /// Bytes read from each end of a long audio file to learn its length (an Ogg page is at
  /// most 64 KB; a WAV header, with its extra chunks, well under this).
  static let audioProbeEdgeBytes = 256 * 1024

  public static func fileDuration(resolving audioPath: String, in folder: String) -> Result<
    Nanoseconds, AudioLookupFailure
  > {
    guard !audioPath.isEmpty else {
      return .failure(AudioLookupFailure("no audio file is named"))
    }
    let full =
      audioPath.hasPrefix("/") ? audioPath : (folder as NSString).appendingPathComponent(audioPath)
    // Ogg and WAV say their length at their ends: a long song is not read whole for it.
    if case .success(let ends) = BoundedFileReader.readEnds(
      path: full, limit: BeatMapLimits.maxAudioFileBytes, edge: audioProbeEdgeBytes),
      let tail = ends.tail
    {
      do {
        if let duration = try AudioDurationProbe.duration(
          head: ends.head, tail: tail, fileSize: ends.size)
        {
          return .success(duration)
        }
      } catch {
        return .failure(AudioLookupFailure("audio file '\(audioPath)': \(error)"))
      }
    }
    let bytes: [UInt8]
    switch BoundedFileReader.read(path: full, limit: BeatMapLimits.maxAudioFileBytes) {
    case .success(let read):
      bytes = read
    case .failure(.notFound):
      return .failure(AudioLookupFailure("audio file '\(audioPath)' not found at \(full)"))
    case .failure(let failure):
      return .failure(AudioLookupFailure("audio file '\(audioPath)' \(failure)"))
    }
    do {
      return .success(try AudioDurationProbe.duration(of: bytes))
    } catch {
      return .failure(AudioLookupFailure("audio file '\(audioPath)': \(error)"))
    }
  }

  /// Parses beat map JSON; the audio's duration comes from `audioDuration`.
  public static func parse(
    data: [UInt8], fileName: String, audioDuration: AudioDurationLookup
  ) throws(BeatMapError) -> BeatMap {
    var problems = BeatMapProblemList(file: fileName)
    // Refused from the text before the tape is made: the count is a cheap first look.
    if let count = JSONArrayCounter.count(
      ofTopLevelArray: "notes", in: data, limit: BeatMapLimits.maxNotes),
      count > BeatMapLimits.maxNotes
    {
      throw BeatMapError(problems: [
        problems.make(
          "notes",
          "more than \(BeatMapLimits.maxNotes) notes; at most \(BeatMapLimits.maxNotes) allowed")
      ])
    }
    var duration: Nanoseconds?
    // The tape is released when this call returns, before the audio is read to learn its
    // length and before the notes are placed in time: at most one of them is held at once.
    let (document, audioCheck) = try readDocument(data, problems: &problems)
    if let audioCheck {
      switch audioDuration(audioCheck.file) {
      case .success(let value): duration = value
      case .failure(let failure):
        problems.insert("audio.file", failure.message, at: audioCheck.problemIndex)
      }
    }
    // Timing needs a sound document; with one, timing problems are reported alongside
    // the others so an author sees everything in one pass.
    guard let document, let duration else { throw BeatMapError(problems: problems.all) }
    guard
      let map = BeatMapAssembler.assemble(
        document, audioDuration: duration, contentHash: SHA256.hexDigest(of: data),
        problems: &problems)
    else { throw BeatMapError(problems: problems.all) }
    return map
  }

  private static func readDocument(_ data: [UInt8], problems: inout BeatMapProblemList)
    throws(BeatMapError) -> (
      document: BeatMapDocument?, audioCheck: (file: String, problemIndex: Int)?
    )
  {
    let root = try jsonObject(data, problems: problems)
    var reader = BeatMapJSONReader(fields: JSONFieldReader(problems: problems))
    let document = reader.read(root)
    problems = reader.fields.problems
    return (document, reader.audioCheck)
  }

  /// Parses beat map JSON into its document (beats, not times), for tools that rewrite it.
  public static func document(data: [UInt8], fileName: String) throws(BeatMapError)
    -> BeatMapDocument
  {
    let problems = BeatMapProblemList(file: fileName)
    let root = try jsonObject(data, problems: problems)
    var reader = BeatMapJSONReader(fields: JSONFieldReader(problems: problems))
    let document = reader.read(root)
    guard let document, reader.fields.problems.isEmpty else {
      throw BeatMapError(problems: reader.fields.problems.all)
    }
    return document
  }

  /// Places an imported chart in time and checks it like a JSON map. Without a lookup,
  /// the audio is not consulted (for printing times).
  public static func assemble(_ imported: ImportedChart, audioDuration: AudioDurationLookup?)
    throws(BeatMapError) -> BeatMap
  {
    var problems = BeatMapProblemList(file: imported.fileName)
    var duration: Nanoseconds?
    if let audioDuration {
      switch audioDuration(imported.document.audioFile) {
      case .success(let value): duration = value
      case .failure(let failure): problems.add("audio", failure.message)
      }
    }
    guard
      let map = BeatMapAssembler.assemble(
        imported.document, audioDuration: duration, contentHash: imported.contentHash,
        problems: &problems)
    else { throw BeatMapError(problems: problems.all) }
    return map
  }

  /// The top-level object on a tape of `data`: the tape costs about two bytes per byte of
  /// text where Foundation's tree cost a hundred (see `JSONTape`). Text that is no JSON is
  /// said to be so, after `kind` ("not a Malody chart: ") for a format read as JSON.
  static func jsonObject(_ data: [UInt8], problems: BeatMapProblemList, kind: String = "")
    throws(BeatMapError) -> JSONObject
  {
    let tape: JSONTape
    do {
      tape = try JSONTape.parse(data)
    } catch {
      let place = TextPosition(offset: error.offset, in: data)
      throw BeatMapError(problems: [
        problems.make(
          "file",
          "\(kind)not valid JSON (\(error.reason) at line \(place.line), column \(place.column))")
      ])
    }
    guard let object = tape.root.object else {
      throw BeatMapError(problems: [problems.make("file", "top level is not a JSON object")])
    }
    return object
  }
}
