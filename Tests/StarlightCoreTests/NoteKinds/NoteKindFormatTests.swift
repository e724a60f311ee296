import Testing

@testable import StarlightCore

/// The beat map format's optional note `kind`: a map without kinds reads as before (a hold
/// when it has an end beat, else a tap); a kind must be known and fit its tail.
@Suite("Note kinds in the beat map format")
struct NoteKindFormatTests {
  static func json(version: Int = 2, notes: String) -> [UInt8] {
    Array(
      """
      {"format": "starlight-beatmap", "version": \(version),
       "metadata": {"title": "T"}, "audio": {"file": "a.ogg"}, "offsetMs": 0, "lanes": 4,
       "tempo": [{"beat": 0, "bpm": 120}], "notes": [\(notes)]}
      """.utf8)
  }

  static func problems(_ bytes: [UInt8]) -> [String] {
    do {
      _ = try BeatMapLoader.document(data: bytes, fileName: "k.json")
      return []
    } catch {
      return error.problems.map { "\($0.location): \($0.message)" }
    }
  }

  @Test("without a kind a note is a tap, or a hold with an end beat")
  func implied() throws {
    let document = try BeatMapLoader.document(
      data: Self.json(notes: #"{"beat": 1, "lane": 0}, {"beat": 2, "lane": 1, "endBeat": 3}"#),
      fileName: "k.json")
    #expect(document.notes.map(\.kind) == [.tap, .hold])
  }

  @Test(
    "each kind reads, with or without its tail as it needs",
    arguments: [
      (#""kind": "tap""#, NoteKind.tap), (#""kind": "mine""#, .mine), (#""kind": "lift""#, .lift),
      (#""kind": "fake""#, .fake), (#""kind": "fake", "endBeat": 2"#, .fake),
      (#""kind": "roll", "endBeat": 2"#, .roll), (#""kind": "hold", "endBeat": 2"#, .hold),
    ])
  func kinds(fields: String, kind: NoteKind) throws {
    let document = try BeatMapLoader.document(
      data: Self.json(notes: #"{"beat": 1, "lane": 0, \#(fields)}"#), fileName: "k.json")
    #expect(document.notes.map(\.kind) == [kind])
  }

  @Test(
    "a kind that does not fit its tail, or is unknown, is named with its path",
    arguments: [
      (#""kind": "roll""#, "notes[0].kind: a roll needs an endBeat (its tail)"),
      (#""kind": "hold""#, "notes[0].kind: a hold needs an endBeat (its tail)"),
      (
        #""kind": "mine", "endBeat": 2"#,
        "notes[0].kind: a mine cannot have an endBeat (it has no tail)"
      ),
      (
        #""kind": "lift", "endBeat": 2"#,
        "notes[0].kind: a lift cannot have an endBeat (it has no tail)"
      ),
      (
        #""kind": "tap", "endBeat": 2"#,
        "notes[0].kind: a tap cannot have an endBeat (it has no tail)"
      ),
      (
        #""kind": "bomb""#,
        "notes[0].kind: unknown kind 'bomb'; kinds are tap, hold, roll, mine, lift, fake"
      ),
      (#""kind": 3"#, "notes[0].kind: must be a string"),
    ])
  func refused(fields: String, problem: String) {
    #expect(Self.problems(Self.json(notes: #"{"beat": 1, "lane": 0, \#(fields)}"#)) == [problem])
  }

  @Test("kinds need format version 2")
  func version1() {
    #expect(
      Self.problems(Self.json(version: 1, notes: #"{"beat": 1, "lane": 0, "kind": "mine"}"#))
        == ["notes[0].kind: note kinds need format version 2"])
  }

  @Test("the writer leaves implied kinds out and writes the others")
  func writer() {
    let document = BeatMapDocument(
      metadata: BeatMapMetadata(title: "T", artist: "", difficulty: ""), audioFile: "a.ogg",
      offsetMs: 0, laneCount: 4, tempo: [TempoPoint(beat: 0, bpm: 120)],
      notes: [
        BeatMapNote(beat: 1, lane: 0), BeatMapNote(beat: 2, lane: 0, endBeat: 3),
        BeatMapNote(beat: 4, lane: 1, kind: .mine),
        BeatMapNote(beat: 5, lane: 1, endBeat: 6, kind: .roll),
      ])
    let lines = BeatMapJSONWriter.json(document).split(separator: "\n").filter {
      $0.contains("\"lane\"")
    }
    #expect(
      lines == [
        #"    { "beat": 1, "lane": 0 },"#, #"    { "beat": 2, "lane": 0, "endBeat": 3 },"#,
        #"    { "beat": 4, "lane": 1, "kind": "mine" },"#,
        #"    { "beat": 5, "lane": 1, "endBeat": 6, "kind": "roll" }"#,
      ])
  }
}
