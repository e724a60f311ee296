import Foundation
import Testing

@testable import StarlightCore

/// One failing fixture per invariant of beat map v1, each with its expected problems
/// (location and message). The audio duration is injected: 10 s, beat 20 at 120 BPM.
@Suite("Beat map validation")
struct BeatMapValidationTests {
  typealias Edit = @Sendable (inout [String: Any]) -> Void

  struct Fixture: Sendable, CustomStringConvertible {
    let description: String
    let edit: Edit
    let expected: [BeatMapProblem]

    init(_ description: String, _ expected: [(String, String)], edit: @escaping Edit) {
      self.description = description
      self.edit = edit
      self.expected = expected.map { BeatMapProblem.fixture($0.0, $0.1) }
    }
  }

  private static let increasing = "note times must strictly increase within a lane"

  static let invariants: [Fixture] = [
    Fixture(
      "two notes at the same time in one lane",
      [
        (
          "notes[2]",
          "lane 0: note at 500.000 ms is not after notes[0] at 500.000 ms; \(increasing)"
        )
      ]
    ) { BeatMapFixtures.setNote(2, in: &$0, to: ["beat": 1, "lane": 0]) },
    Fixture(
      "a note earlier than the one before it in its lane",
      [
        (
          "notes[2]",
          "lane 0: note at 250.000 ms is not after notes[0] at 500.000 ms; \(increasing)"
        )
      ]
    ) { BeatMapFixtures.setNote(2, in: &$0, to: ["beat": 0.5, "lane": 0]) },
    Fixture(
      "a note beyond the end of the audio",
      [("notes[2]", "note at 10250.000 ms is beyond the end of the audio (10000.000 ms)")]
    ) { BeatMapFixtures.setNote(2, in: &$0, to: ["beat": 20.5, "lane": 3]) },
    Fixture(
      "a note before the start of the audio",
      [("notes[0]", "note at -100.000 ms is before the start of the audio")]
    ) { $0["offsetMs"] = -600 },
    Fixture(
      "a note at beat 0",
      [("notes[0].beat", "beat must be finite and positive, got 0.0")]
    ) { BeatMapFixtures.editNote(0, in: &$0, "beat", 0) },
    Fixture(
      "a note at a negative beat",
      [("notes[0].beat", "beat must be finite and positive, got -1.5")]
    ) { BeatMapFixtures.editNote(0, in: &$0, "beat", -1.5) },
    Fixture(
      "a BPM of zero",
      [("tempo[0].bpm", "BPM must be finite and positive, got 0.0")]
    ) { BeatMapFixtures.editTempo(0, in: &$0, "bpm", 0) },
    Fixture(
      "a negative BPM",
      [("tempo[0].bpm", "BPM must be finite and positive, got -120.0")]
    ) { BeatMapFixtures.editTempo(0, in: &$0, "bpm", -120) },
    Fixture(
      "a lane past the last",
      [("notes[0].lane", "lane 4 out of range 0...3")]
    ) { BeatMapFixtures.editNote(0, in: &$0, "lane", 4) },
    Fixture(
      "a negative lane",
      [("notes[1].lane", "lane -1 out of range 0...3")]
    ) { BeatMapFixtures.editNote(1, in: &$0, "lane", -1) },
    Fixture(
      "a lane past a two-lane map's last",
      [("notes[2].lane", "lane 3 out of range 0...1")]
    ) { $0["lanes"] = 2 },
    Fixture(
      "zero lanes",
      [("lanes", "lane count 0 out of range 1...10")]
    ) { $0["lanes"] = 0 },
    Fixture(
      "eleven lanes",
      [("lanes", "lane count 11 out of range 1...10")]
    ) { $0["lanes"] = 11 },
    Fixture(
      "tempo not starting at beat 0",
      [("tempo[0].beat", "the first tempo point must be at beat 0")]
    ) { BeatMapFixtures.editTempo(0, in: &$0, "beat", 1) },
    Fixture(
      "tempo points out of order",
      [("tempo[2].beat", "tempo points must be in increasing beat order")]
    ) {
      $0["tempo"] = [["beat": 0, "bpm": 120], ["beat": 4, "bpm": 100], ["beat": 2, "bpm": 90]]
    },
    Fixture(
      "no tempo at all",
      [("tempo", "needs at least one tempo point")]
    ) { $0["tempo"] = [Any]() },
    Fixture(
      "an unsupported version",
      [("version", "unsupported version 3 (this game reads versions 1 and 2)")]
    ) { $0["version"] = 3 },
    Fixture(
      "another format",
      [("format", "must be \"starlight-beatmap\"")]
    ) { $0["format"] = "osu-beatmap" },
  ]

  static let missingFields: [Fixture] = {
    let removals: [(String, Edit)] = [
      ("version", { $0["version"] = nil }),
      ("metadata", { $0["metadata"] = nil }),
      ("metadata.title", { BeatMapFixtures.editNested("metadata", in: &$0, "title", nil) }),
      ("audio", { $0["audio"] = nil }),
      ("audio.file", { BeatMapFixtures.editNested("audio", in: &$0, "file", nil) }),
      ("offsetMs", { $0["offsetMs"] = nil }),
      ("offsetMs", { $0["offsetMs"] = NSNull() }),
      ("lanes", { $0["lanes"] = nil }),
      ("tempo", { $0["tempo"] = nil }),
      ("tempo[0].beat", { BeatMapFixtures.editTempo(0, in: &$0, "beat", nil) }),
      ("tempo[0].bpm", { BeatMapFixtures.editTempo(0, in: &$0, "bpm", nil) }),
      ("notes", { $0["notes"] = nil }),
      ("notes[1].beat", { BeatMapFixtures.editNote(1, in: &$0, "beat", nil) }),
      ("notes[1].lane", { BeatMapFixtures.editNote(1, in: &$0, "lane", nil) }),
    ]
    return removals.map { location, edit in
      Fixture("missing \(location)", [(location, "missing")], edit: edit)
    }
  }()

  static let wrongTypes: [Fixture] = [
    Fixture("version as a string", [("version", "must be a number")]) { $0["version"] = "1" },
    Fixture("lanes as a string", [("lanes", "must be a number")]) { $0["lanes"] = "four" },
    Fixture("lanes as a boolean", [("lanes", "must be a number")]) { $0["lanes"] = true },
    Fixture("lanes as a fraction", [("lanes", "must be a whole number, got 2.5")]) {
      $0["lanes"] = 2.5
    },
    Fixture("offsetMs as a string", [("offsetMs", "must be a number")]) { $0["offsetMs"] = "0" },
    Fixture("metadata as an array", [("metadata", "must be an object")]) {
      $0["metadata"] = [Any]()
    },
    Fixture("title as a number", [("metadata.title", "must be a string")]) {
      BeatMapFixtures.editNested("metadata", in: &$0, "title", 5)
    },
    Fixture("artist as a number", [("metadata.artist", "must be a string")]) {
      BeatMapFixtures.editNested("metadata", in: &$0, "artist", 5)
    },
    Fixture("audio as a string", [("audio", "must be an object")]) { $0["audio"] = "song.wav" },
    Fixture("notes as an object", [("notes", "must be an array")]) {
      $0["notes"] = [String: Any]()
    },
    Fixture("tempo as a number", [("tempo", "must be an array")]) { $0["tempo"] = 120 },
    Fixture("a note as a number", [("notes[1]", "must be an object with beat and lane")]) {
      BeatMapFixtures.setNote(1, in: &$0, to: 5)
    },
    Fixture("a tempo point as a string", [("tempo[0]", "must be an object with beat and bpm")]) {
      $0["tempo"] = ["fast"]
    },
    Fixture("a beat as a string", [("notes[0].beat", "must be a number")]) {
      BeatMapFixtures.editNote(0, in: &$0, "beat", "1")
    },
    Fixture("a lane as a fraction", [("notes[0].lane", "must be a whole number, got 0.5")]) {
      BeatMapFixtures.editNote(0, in: &$0, "lane", 0.5)
    },
    Fixture("a BPM as an array", [("tempo[0].bpm", "must be a number")]) {
      BeatMapFixtures.editTempo(0, in: &$0, "bpm", [120])
    },
  ]

  @Test("the valid fixture loads")
  func validFixture() throws {
    let map = try BeatMapFixtures.parse(BeatMapFixtures.bytes()).get()
    #expect(map.metadata == BeatMapMetadata(title: "Fixture", artist: "Tests", difficulty: "Easy"))
    #expect(map.laneCount == 4)
    #expect(map.audioFile == "song.wav")
    #expect(map.audioDuration == BeatMapFixtures.audioDuration)
    #expect(
      map.notes == [
        TimedNote(index: 0, lane: 0, time: ms(500), beat: 1),
        TimedNote(index: 1, lane: 1, time: ms(1_000), beat: 2),
        TimedNote(index: 2, lane: 3, time: ms(1_000), beat: 2),
      ])
    #expect(map.contentHash == SHA256.hexDigest(of: BeatMapFixtures.bytes()))
  }

  @Test("optional fields may be left out; notes are put in time order")
  func optionalFieldsAndOrder() throws {
    let bytes = BeatMapFixtures.bytes {
      $0["metadata"] = ["title": "Bare"]
      $0["offsetMs"] = 12.5
      $0["notes"] = [["beat": 3, "lane": 2], ["beat": 1, "lane": 1], ["beat": 3, "lane": 0]]
    }
    let map = try BeatMapFixtures.parse(bytes).get()
    #expect(map.metadata == BeatMapMetadata(title: "Bare", artist: "", difficulty: ""))
    #expect(
      map.notes == [
        TimedNote(index: 0, lane: 1, time: ms(500) + 12_500_000, beat: 1),
        TimedNote(index: 1, lane: 0, time: ms(1_500) + 12_500_000, beat: 3),
        TimedNote(index: 2, lane: 2, time: ms(1_500) + 12_500_000, beat: 3),
      ])
  }

  @Test("a note exactly at the end of the audio is allowed")
  func noteAtTheEnd() throws {
    let bytes = BeatMapFixtures.bytes {
      BeatMapFixtures.setNote(2, in: &$0, to: ["beat": 20, "lane": 3])
    }
    let map = try BeatMapFixtures.parse(bytes).get()
    #expect(map.notes.last?.time == BeatMapFixtures.audioDuration)
  }

  @Test("each invariant is checked", arguments: invariants)
  func invariant(_ fixture: Fixture) {
    #expect(BeatMapFixtures.problems(fixture.edit) == fixture.expected)
  }

  @Test("each required field is required", arguments: missingFields)
  func missingField(_ fixture: Fixture) {
    #expect(BeatMapFixtures.problems(fixture.edit) == fixture.expected)
  }

  @Test("each field has its type", arguments: wrongTypes)
  func wrongType(_ fixture: Fixture) {
    #expect(BeatMapFixtures.problems(fixture.edit) == fixture.expected)
  }

  @Test("a missing or mistyped format is reported at 'format'")
  func missingFormat() {
    let missing = BeatMapFixtures.problems { $0["format"] = nil }
    #expect(missing.contains(.fixture("format", "missing")))
    #expect(missing.allSatisfy { $0.location == "format" })
    let mistyped = BeatMapFixtures.problems { $0["format"] = 1 }
    #expect(mistyped.contains(.fixture("format", "must be a string")))
    #expect(mistyped.allSatisfy { $0.location == "format" })
  }

  @Test("an absurdly late beat is reported as out of range, not a crash")
  func absurdBeat() {
    let problems = BeatMapFixtures.problems {
      BeatMapFixtures.editNote(2, in: &$0, "beat", 1e15)
    }
    #expect(problems.map(\.location) == ["notes[2]"])
    #expect(
      problems.first?.message.hasSuffix("is out of range 0 to 86400000.000 ms") == true)
  }

  @Test("an absurd offset is reported, not a crash", arguments: [1e20, -1e20])
  func absurdOffset(offsetMs: Double) {
    let problems = BeatMapFixtures.problems { $0["offsetMs"] = offsetMs }
    #expect(problems.map(\.location) == ["notes[0]", "notes[1]", "notes[2]"])
  }

  @Test("a tempo so slow it overflows is reported, not a crash")
  func absurdTempo() {
    let problems = BeatMapFixtures.problems { BeatMapFixtures.editTempo(0, in: &$0, "bpm", 1e-300) }
    #expect(problems.map(\.location) == ["notes[0]", "notes[1]", "notes[2]"])
  }

  @Test(
    "anything that is not JSON is refused at 'file'",
    arguments: ["", "nope", "{", "{\"lanes\": 1e400}"])
  func notJSON(text: String) throws {
    let problems = BeatMapFixtures.problems(in: Array(text.utf8))
    let problem = try #require(problems.first)
    #expect(problems.count == 1)
    #expect(problem.file == BeatMapFixtures.fileName)
    #expect(problem.location == "file")
    #expect(problem.message.hasPrefix("not valid JSON ("))
  }

  @Test("JSON that is not an object is refused at 'file'")
  func notAnObject() {
    #expect(
      BeatMapFixtures.problems(in: Array("[1, 2]".utf8))
        == [.fixture("file", "top level is not a JSON object")])
  }

  @Test("the audio lookup's failure is reported at 'audio.file'")
  func audioLookupFailure() {
    let result = Result { () throws(BeatMapError) in
      try BeatMapLoader.parse(
        data: BeatMapFixtures.bytes(), fileName: BeatMapFixtures.fileName,
        audioDuration: { path in .failure(.init("cannot open '\(path)'")) })
    }
    #expect(
      result.map(\.notes)
        == .failure(
          BeatMapError(problems: [
            .fixture("audio.file", "cannot open 'song.wav'")
          ])))
  }

  @Test("several problems are reported at once, each as 'file: location: message'")
  func severalProblems() {
    let problems = BeatMapFixtures.problems {
      $0["version"] = 3
      BeatMapFixtures.editNested("metadata", in: &$0, "title", 5)
      $0["lanes"] = 11
      BeatMapFixtures.editTempo(0, in: &$0, "bpm", 0)
      BeatMapFixtures.editNote(0, in: &$0, "beat", -2)
      BeatMapFixtures.editNote(1, in: &$0, "lane", nil)
    }
    let expected = [
      "fixture.json: version: unsupported version 3 (this game reads versions 1 and 2)",
      "fixture.json: metadata.title: must be a string",
      "fixture.json: lanes: lane count 11 out of range 1...10",
      "fixture.json: tempo[0].bpm: BPM must be finite and positive, got 0.0",
      "fixture.json: notes[0].beat: beat must be finite and positive, got -2.0",
      "fixture.json: notes[1].lane: missing",
    ]
    #expect(problems.map(\.description) == expected)
    #expect(
      BeatMapError(problems: problems).description == expected.joined(separator: "\n"))
  }
}
