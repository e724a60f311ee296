import Foundation
import Testing

@testable import StarlightCore

/// Beat map format version 2: stops, delays, warps, hold notes, preview start, up to 10
/// lanes; version 1 files still load, and version 2 fields in them are named as the problem.
@Suite("Beat map version 2")
struct BeatMapVersion2Tests {
  static let fileName = "v2.json"

  /// 120 BPM, 10 lanes; a stop on beat 4, a delay on beat 8, a warp from 12 to 14, a hold.
  static func map() -> [String: Any] {
    [
      "format": "starlight-beatmap",
      "version": 2,
      "metadata": ["title": "Version 2", "artist": "Tests", "difficulty": "Hard"],
      "audio": ["file": "song.ogg", "previewStartMs": 1_500],
      "offsetMs": 0,
      "lanes": 10,
      "tempo": [["beat": 0, "bpm": 120]],
      "stops": [["beat": 4, "seconds": 0.5]],
      "delays": [["beat": 8, "seconds": 0.25]],
      "warps": [["beat": 12, "endBeat": 14]],
      "notes": [
        ["beat": 0, "lane": 9],
        ["beat": 4, "lane": 0, "endBeat": 6],
        ["beat": 8, "lane": 1],
        ["beat": 12, "lane": 2],
        ["beat": 13, "lane": 2],
        ["beat": 14, "lane": 2],
      ],
    ]
  }

  static func parse(_ object: [String: Any], duration: Nanoseconds = .seconds(60)) -> Result<
    BeatMap, BeatMapError
  > {
    let data = [UInt8](try! JSONSerialization.data(withJSONObject: object, options: [.sortedKeys]))
    return Result { () throws(BeatMapError) in
      try BeatMapLoader.parse(
        data: data, fileName: fileName, audioDuration: { _ in .success(duration) })
    }
  }

  static func problems(_ edit: (inout [String: Any]) -> Void) -> [String] {
    var object = map()
    edit(&object)
    switch parse(object) {
    case .success: return []
    case .failure(let error): return error.problems.map { "\($0.location): \($0.message)" }
    }
  }

  static func setNote(_ index: Int, _ key: String, _ value: Any?, in object: inout [String: Any]) {
    var notes = object["notes"] as! [[String: Any]]
    notes[index][key] = value
    object["notes"] = notes
  }

  @Test("stops, delays, warps and a hold place the notes as worked out by hand")
  func loads() throws {
    let map = try Self.parse(Self.map()).get()
    #expect(map.laneCount == 10)
    #expect(map.metadata.previewStart == .milliseconds(1_500))
    // beat 0: 0. beat 4: 2000 (the stop comes after). hold tail, beat 6: 2000 + 500 + 1000.
    // beat 8: 3500 + 1000 + 250 delay = 4750. beat 12 (warp start): 4750 + 2000 = 6750,
    // unhittable, and 13 too. beat 14 (warp end): 6750, hittable.
    let expected: [TimedNote] = [
      TimedNote(index: 0, lane: 9, time: 0, beat: 0),
      TimedNote(
        index: 1, lane: 0, time: .milliseconds(2_000), endTime: .milliseconds(3_500), beat: 4),
      TimedNote(index: 2, lane: 1, time: .milliseconds(4_750), beat: 8),
      TimedNote(index: 3, lane: 2, time: .milliseconds(6_750), hittable: false, beat: 12),
      TimedNote(index: 4, lane: 2, time: .milliseconds(6_750), hittable: false, beat: 13),
      TimedNote(index: 5, lane: 2, time: .milliseconds(6_750), beat: 14),
    ]
    #expect(map.allNotes == expected)
    #expect(
      map.notes.map(\.time) == [
        0, .milliseconds(2_000), .milliseconds(4_750), .milliseconds(6_750),
      ])
    #expect(map.notes.map(\.index) == [0, 1, 2, 3])
    #expect(map.lastNoteTime == .milliseconds(6_750))
  }

  @Test("a version 1 file still loads, and its notes keep their times")
  func version1Loads() throws {
    var object = Self.map()
    object["version"] = 1
    object["lanes"] = 4
    object["audio"] = ["file": "song.ogg"]
    for key in ["stops", "delays", "warps"] { object[key] = nil }
    object["notes"] = [["beat": 1, "lane": 0], ["beat": 2.5, "lane": 3]]
    let map = try Self.parse(object).get()
    #expect(map.notes.map(\.time) == [.milliseconds(500), .milliseconds(1_250)])
  }

  @Test(
    "each version 2 field in a version 1 file is named",
    arguments: [
      ("stops", "stops: needs format version 2"),
      ("delays", "delays: needs format version 2"),
      ("warps", "warps: needs format version 2"),
    ])
  func version2FieldsInVersion1(key: String, expected: String) {
    let problems = Self.problems {
      $0["version"] = 1
      $0["audio"] = ["file": "song.ogg"]
      $0["notes"] = [["beat": 1, "lane": 0]]
      for other in ["stops", "delays", "warps"] where other != key { $0[other] = nil }
    }
    #expect(problems == [expected])
  }

  @Test("a hold or a preview start in a version 1 file is named")
  func holdInVersion1() {
    let problems = Self.problems {
      $0["version"] = 1
      for key in ["stops", "delays", "warps"] { $0[key] = nil }
      $0["notes"] = [["beat": 1, "lane": 0, "endBeat": 2]]
    }
    #expect(
      problems == [
        "audio.previewStartMs: needs format version 2",
        "notes[0].endBeat: hold notes need format version 2",
      ])
  }

  struct Case: CustomTestStringConvertible, Sendable {
    let name: String
    let expected: [String]
    let edit: @Sendable (inout [String: Any]) -> Void
    var testDescription: String { name }
  }

  static let malformed: [Case] = [
    Case(
      name: "a stop that is not an object",
      expected: ["stops[0]: must be an object with beat and seconds"]
    ) {
      $0["stops"] = [4]
    },
    Case(
      name: "a stop of no time",
      expected: ["stops[0].seconds: a pause must last a finite, positive time, got 0.0"]
    ) {
      $0["stops"] = [["beat": 4, "seconds": 0]]
    },
    Case(
      name: "a negative stop",
      expected: ["stops[0].seconds: a pause must last a finite, positive time, got -0.5"]
    ) {
      $0["stops"] = [["beat": 4, "seconds": -0.5]]
    },
    Case(
      name: "a delay on a negative beat",
      expected: ["delays[0].beat: beat must be finite and not negative, got -1.0"]
    ) {
      $0["delays"] = [["beat": -1, "seconds": 0.5]]
    },
    Case(
      name: "stops out of order",
      expected: ["stops[1].beat: entries must be in increasing beat order"]
    ) {
      $0["stops"] = [["beat": 4, "seconds": 0.5], ["beat": 4, "seconds": 0.5]]
    },
    Case(
      name: "a warp that ends where it starts",
      expected: ["warps[0].endBeat: a warp must end after it starts (beat 12.0), got 12.0"]
    ) {
      $0["warps"] = [["beat": 12, "endBeat": 12]]
    },
    Case(name: "a warp without an end", expected: ["warps[0].endBeat: missing"]) {
      $0["warps"] = [["beat": 12]]
    },
    Case(name: "stops that are not a list", expected: ["stops: must be an array"]) {
      $0["stops"] = "4=0.5"
    },
    Case(
      name: "a hold that ends before it starts",
      expected: ["notes[1].endBeat: a hold must end after its beat (4.0), got 3.0"]
    ) {
      setNote(1, "endBeat", 3, in: &$0)
    },
    Case(name: "a hold end that is not a number", expected: ["notes[1].endBeat: must be a number"])
    {
      setNote(1, "endBeat", "6", in: &$0)
    },
    Case(
      name: "a note inside a hold in its lane",
      expected: [
        "notes[2]: lane 0: note at 3000.000 ms starts before the hold at notes[1] ends at 3500.000 ms; a lane holds one note at a time"
      ]
    ) {
      setNote(2, "lane", 0, in: &$0)
      setNote(2, "beat", 5, in: &$0)
      var notes = $0["notes"] as! [[String: Any]]
      notes.removeSubrange(3...)
      $0["notes"] = notes
    },
    Case(
      name: "a negative preview start",
      expected: [
        "audio.previewStartMs: must be a finite number of milliseconds, 0 or more, got -1.0"
      ]
    ) {
      $0["audio"] = ["file": "song.ogg", "previewStartMs": -1]
    },
    Case(name: "eleven lanes", expected: ["lanes: lane count 11 out of range 1...10"]) {
      $0["lanes"] = 11
    },
    Case(
      name: "a negative beat",
      expected: ["notes[0].beat: beat must be finite and not negative, got -1.0"]
    ) {
      setNote(0, "beat", -1, in: &$0)
    },
  ]

  @Test("each malformed version 2 field has its message", arguments: malformed)
  func malformedFields(_ fixture: Case) {
    #expect(Self.problems(fixture.edit) == fixture.expected)
  }

  @Test("a hold ending beyond the audio is reported at the note")
  func holdBeyondAudio() {
    // 6.75 s of notes fit in 7 s of audio.
    #expect((try? Self.parse(Self.map(), duration: .milliseconds(7_000)).get()) != nil)
    switch Self.parse(Self.map(), duration: .milliseconds(3_000)) {
    case .success: Issue.record("expected a problem")
    case .failure(let error):
      #expect(
        error.problems.map { "\($0.location): \($0.message)" } == [
          "notes[1]: hold ending at 3500.000 ms is beyond the end of the audio (3000.000 ms)",
          "notes[2]: note at 4750.000 ms is beyond the end of the audio (3000.000 ms)",
          "notes[5]: note at 6750.000 ms is beyond the end of the audio (3000.000 ms)",
        ])
    }
  }

  @Test("too many notes are refused before any is read")
  func tooManyNotes() {
    let problems = Self.problems {
      $0["notes"] = Array(repeating: 0, count: BeatMapLimits.maxNotes + 1)
    }
    #expect(
      problems == [
        "notes: more than \(BeatMapLimits.maxNotes) notes; at most \(BeatMapLimits.maxNotes) allowed"
      ])
  }

  @Test("writing a document and reading it back gives the same beats and times")
  func roundTrip() throws {
    let data = [UInt8](try JSONSerialization.data(withJSONObject: Self.map()))
    var document = try BeatMapLoader.document(data: data, fileName: Self.fileName)
    // Beats that are not short decimals must survive too (a StepMania 1/3 beat is row 16).
    document.notes.append(BeatMapNote(beat: 16.0 / 48 + 20, lane: 4, endBeat: 100.0 / 48 + 20))
    document.noteLocations.append("added")
    let written = BeatMapJSONWriter.json(document)
    let reread = try BeatMapLoader.document(data: Array(written.utf8), fileName: "written.json")
    #expect(reread.notes == document.notes)
    #expect(reread.tempo == document.tempo && reread.warps == document.warps)
    #expect(reread.stops == document.stops && reread.delays == document.delays)
    #expect(reread.previewStartMs == 1_500)
    #expect(
      BeatMap.timedNotes(reread.notes, tempo: reread.tempoMap)
        == BeatMap.timedNotes(document.notes, tempo: document.tempoMap))
    #expect(written.contains("\"version\": 2,"))
  }

  @Test("a file read refuses a device that never ends, a missing file and a directory")
  func boundedRead() {
    #expect(
      BoundedFileReader.read(path: "/dev/zero", limit: 1_000)
        == .failure(.notRegularFile("a device")))
    #expect(BoundedFileReader.read(path: "/nonexistent/map.json", limit: 10) == .failure(.notFound))
    #expect(BoundedFileReader.read(path: "/tmp", limit: 10) == .failure(.isDirectory))
  }
}
