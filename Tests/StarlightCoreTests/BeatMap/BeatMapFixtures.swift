import Foundation

@testable import StarlightCore

/// Beat map v1 fixtures, built as JSON objects so each test changes exactly one thing.
enum BeatMapFixtures {
  static let fileName = "fixture.json"
  static let audioFile = "song.wav"
  /// The audio duration the parse tests inject: 10 s, i.e. beat 20 at 120 BPM.
  static let audioDuration = Nanoseconds.seconds(10)

  /// A valid map: 120 BPM, four lanes, three notes (one chord).
  static func valid() -> [String: Any] {
    [
      "format": "starlight-beatmap",
      "version": 1,
      "metadata": ["title": "Fixture", "artist": "Tests", "difficulty": "Easy"],
      "audio": ["file": audioFile],
      "offsetMs": 0,
      "lanes": 4,
      "tempo": [["beat": 0, "bpm": 120]],
      "notes": [
        ["beat": 1, "lane": 0],
        ["beat": 2, "lane": 1],
        ["beat": 2, "lane": 3],
      ],
    ]
  }

  static func encode(_ object: [String: Any]) -> [UInt8] {
    [UInt8](try! JSONSerialization.data(withJSONObject: object, options: [.sortedKeys]))
  }

  static func bytes(_ edit: (inout [String: Any]) -> Void = { _ in }) -> [UInt8] {
    var object = valid()
    edit(&object)
    return encode(object)
  }

  /// Parses with the audio duration injected.
  static func parse(
    _ bytes: [UInt8], audioDuration: Nanoseconds = audioDuration
  ) -> Result<BeatMap, BeatMapError> {
    Result { () throws(BeatMapError) in
      try BeatMapLoader.parse(
        data: bytes, fileName: fileName, audioDuration: { _ in .success(audioDuration) })
    }
  }

  static func problems(_ edit: (inout [String: Any]) -> Void) -> [BeatMapProblem] {
    problems(in: bytes(edit))
  }

  static func problems(in bytes: [UInt8]) -> [BeatMapProblem] {
    switch parse(bytes) {
    case .success: []
    case .failure(let error): error.problems
    }
  }

  static func setNote(_ index: Int, in object: inout [String: Any], to note: Any) {
    var notes = object["notes"] as! [Any]
    notes[index] = note
    object["notes"] = notes
  }

  static func editNote(_ index: Int, in object: inout [String: Any], _ key: String, _ value: Any?) {
    var notes = object["notes"] as! [[String: Any]]
    notes[index][key] = value
    object["notes"] = notes
  }

  static func editTempo(_ index: Int, in object: inout [String: Any], _ key: String, _ value: Any?)
  {
    var tempo = object["tempo"] as! [[String: Any]]
    tempo[index][key] = value
    object["tempo"] = tempo
  }

  static func editNested(
    _ key: String, in object: inout [String: Any], _ field: String, _ value: Any?
  ) {
    var nested = object[key] as! [String: Any]
    nested[field] = value
    object[key] = nested
  }
}

extension BeatMapProblem {
  /// A problem in the fixture file, for comparing with what the loader reports.
  static func fixture(_ location: String, _ message: String) -> BeatMapProblem {
    BeatMapProblem(file: BeatMapFixtures.fileName, location: location, message: message)
  }
}
