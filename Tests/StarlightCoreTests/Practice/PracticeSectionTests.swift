import Testing

@testable import StarlightCore

/// Sections of a map: notes re-indexed, holds across the end kept whole, holds from before
/// the start left out, and bad sections refused with the limit.
@Suite("Practice sections")
struct PracticeSectionTests {
  /// 120 BPM: beat b at b / 2 s. Taps at beats 2, 4, 6, 8; a hold from beat 3 to 9 (across
  /// a 4-8 section's start) and one from 7 to 11 (across its end). Song: 9 s (last head + 5).
  static let map = makeBeatMap(notes: [
    BeatMapNote(beat: 2, lane: 0), BeatMapNote(beat: 3, lane: 1, endBeat: 9),
    BeatMapNote(beat: 4, lane: 2), BeatMapNote(beat: 6, lane: 3),
    BeatMapNote(beat: 7, lane: 0, endBeat: 11), BeatMapNote(beat: 8, lane: 2),
  ])

  @Test("beats 4 to 8: the heads inside, re-indexed from 0; the end is open")
  func notesReindexed() throws {
    let section = try PracticeSection.beats(4, to: 8, in: Self.map)
    let notes = section.notes(of: Self.map)
    #expect(notes.map(\.time) == [ms(2_000), ms(3_000), ms(3_500)])
    #expect(notes.map(\.index) == [0, 1, 2])
    #expect(notes.map(\.lane) == [2, 3, 0])
  }

  @Test("a hold crossing the end is kept whole and the pass runs to its tail")
  func holdAcrossTheEnd() throws {
    let section = try PracticeSection.beats(4, to: 8, in: Self.map)
    #expect(section.notes(of: Self.map).last?.endTime == ms(5_500))
    #expect(section.playEnd(of: Self.map) == ms(5_500))
    let plain = try PracticeSection.beats(1, to: 3, in: Self.map)
    #expect(plain.playEnd(of: Self.map) == ms(1_500))
  }

  @Test("a hold whose head is before the start is left out")
  func holdFromBefore() throws {
    let section = try PracticeSection.beats(4, to: 8, in: Self.map)
    #expect(!section.notes(of: Self.map).contains { $0.time == ms(1_500) })
  }

  @Test("measures count from 1, four beats each")
  func measures() throws {
    let section = try PracticeSection.measures(2, through: 2, in: Self.map)
    #expect(section.start == ms(2_000))
    #expect(section.end == ms(4_000))
  }

  @Test(
    "a section outside the song, empty, or without notes is refused with the limit",
    arguments: [
      (-1.0, 2.0, "section -1 s to 2 s is outside the song (0 s to 9 s)"),
      (2.0, 11.0, "section 2 s to 11 s is outside the song (0 s to 9 s)"),
      (3.0, 3.0, "section 3 s to 3 s is empty: its end must come after its start"),
      (4.0, 2.0, "section 4 s to 2 s is empty: its end must come after its start"),
      (5.0, 8.0, "section 5 s to 8 s holds no note to play"),
    ])
  func refused(from: Double, to: Double, message: String) {
    #expect(throws: PracticeError(message)) {
      try PracticeSection.seconds(from, to: to, in: Self.map)
    }
  }

  @Test("the density graph counts the notes in each slice of the song")
  func density() {
    let density = ChartDensity(Self.map, slices: 6)
    // Slices of 1.5 s: heads at 1, 1.5, 2, 3, 3.5, 4 s.
    #expect(density.sliceDuration == ms(1_500))
    #expect(density.counts == [1, 2, 3, 0, 0, 0])
    #expect(density.peak == 3)
    #expect(density.time(ofSlice: 2) == ms(3_000))
  }
}

@Suite("Section edges as typed")
struct SectionBoundTests {
  static let map = makeBeatMap(notes: (0..<32).map { BeatMapNote(beat: Double($0), lane: 0) })

  @Test(
    "beats, seconds and measures",
    arguments: [
      ("16", SectionBound.beat(16)), ("16.5", .beat(16.5)), ("8s", .seconds(8)),
      ("m5", .measure(5)), (" M2 ", .measure(2)),
    ])
  func parses(text: String, bound: SectionBound) throws {
    #expect(try SectionBound.parse(text) == bound)
  }

  @Test(
    "anything else is refused with the forms it takes", arguments: ["", "x", "m0", "5ms", "nan"])
  func refuses(text: String) {
    #expect(throws: PracticeError.self) { try SectionBound.parse(text) }
  }

  @Test("measure 2 runs from beat 4 to beat 8; seconds are song time")
  func times() throws {
    let section = try PracticeSection.between(.measure(2), .measure(2), in: Self.map)
    #expect(section.start == ms(2_000) && section.end == ms(4_000))
    let seconds = try PracticeSection.between(.seconds(1), .beat(6), in: Self.map)
    #expect(seconds.start == ms(1_000) && seconds.end == ms(3_000))
    let whole = try PracticeSection.between(nil, nil, in: Self.map)
    #expect(whole.start == 0 && whole.end == Self.map.audioDuration)
  }
}
