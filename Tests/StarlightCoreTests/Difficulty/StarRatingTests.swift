import Foundation
import Testing

@testable import StarlightCore

/// osu!mania's star rating, checked against osu!'s own published test values and against
/// small charts worked out by hand.
@Suite("Star rating")
struct StarRatingTests {
  static let fixture = repositoryRoot().appendingPathComponent(
    "Tests/Fixtures/Osu/diffcalc-test.osu")

  static func fixtureMap() throws -> BeatMap {
    try BeatMapLoader.loadForJudging(path: fixture.path)
  }

  @Test("osu!'s diffcalc-test rates 2.3493769750220914, as ppy/osu's test publishes")
  func publishedValue() throws {
    let rating = StarRating.of(try Self.fixtureMap())
    #expect(abs(rating - 2.3493769750220914) < 1e-9, "got \(rating)")
  }

  @Test("with Double Time (rate 1.5) it rates 2.797245912537965, as published")
  func publishedDoubleTime() throws {
    let rating = StarRating.of(try Self.fixtureMap(), rate: 1.5)
    #expect(abs(rating - 2.797245912537965) < 1e-9, "got \(rating)")
  }

  @Test("the rate moves the rating: Half Time is easier, Double Time harder")
  func rateChangesRating() throws {
    let map = try Self.fixtureMap()
    let half = StarRating.of(map, rate: 0.75)
    let normal = StarRating.of(map)
    let double = StarRating.of(map, rate: 1.5)
    #expect(half < normal)
    #expect(normal < double)
  }

  @Test("our import places diffcalc-test's 137 objects on osu!'s exact milliseconds")
  func importMatchesOsuTimes() throws {
    let text = try String(contentsOf: Self.fixture, encoding: .utf8)
    let expected = Self.objects(inOsuText: text).sorted {
      ($0.startMs, $0.lane) < ($1.startMs, $1.lane)
    }
    let imported = StarRatingNote.notes(of: try Self.fixtureMap())
    #expect(expected.count == 137)
    #expect(imported == expected)
  }

  @Test("an empty chart, a one-note chart and a bad rate rate 0")
  func nothingToRate() {
    #expect(StarRating.of(notes: [], laneCount: 4) == 0)
    #expect(StarRating.of(notes: [StarRatingNote(lane: 2, startMs: 1000)], laneCount: 4) == 0)
    let two = [StarRatingNote(lane: 0, startMs: 0), StarRatingNote(lane: 1, startMs: 100)]
    #expect(StarRating.of(notes: two, laneCount: 4, rate: 0) == 0)
    #expect(StarRating.of(notes: two, laneCount: 4, rate: .nan) == 0)
  }

  @Test("two notes: the first only opens the chart, the second is rated alone")
  func twoNotes() {
    let notes = [StarRatingNote(lane: 0, startMs: 0), StarRatingNote(lane: 1, startMs: 100)]
    // Lane 1's strain: 2. The shared strain: 1 decayed over 100 ms, plus 1. One section.
    let strain = 2 + pow(0.3, 0.1) + 1
    let rating = StarRating.of(notes: notes, laneCount: 4)
    #expect(abs(rating - strain * 0.018) < 1e-12, "got \(rating)")
  }

  @Test("a chord first: osu!'s sort leaves lane 0's note in, so lane 0 is already strained")
  func openingChord() {
    let notes = [
      StarRatingNote(lane: 0, startMs: 0), StarRatingNote(lane: 1, startMs: 0),
      StarRatingNote(lane: 0, startMs: 500),
    ]
    // osu!'s unstable sort puts lane 1's note first, and that one is left out. Lane 0 at 0:
    // column 2, shared 1 + 1, strain 4 in the section ending at 0. The section to 400 opens
    // at that 4 (no time has passed). Lane 0 at 500: column 2 decayed 500 ms plus 2, shared
    // 2 decayed 500 ms plus 1.
    let last = 2 * pow(0.125, 0.5) + 2 + 2 * pow(0.3, 0.5) + 1
    let expected = (last + 4 * 0.9 + 4 * 0.81) * 0.018
    let rating = StarRating.of(notes: notes, laneCount: 4)
    #expect(abs(rating - expected) < 1e-12, "got \(rating)")
  }

  @Test("a hold under which a note is played adds strain")
  func holdAddsStrain() {
    let taps = [
      StarRatingNote(lane: 0, startMs: 0), StarRatingNote(lane: 0, startMs: 100),
      StarRatingNote(lane: 1, startMs: 200), StarRatingNote(lane: 1, startMs: 300),
    ]
    var held = taps
    held[1] = StarRatingNote(lane: 0, startMs: 100, endMs: 400)
    #expect(StarRating.of(notes: held, laneCount: 2) > StarRating.of(notes: taps, laneCount: 2))
  }

  @Test("taps, lifts, holds and rolls are rated; mines, fakes and warped notes are not")
  func whichNotesCount() {
    let notes = [
      TimedNote(index: 0, lane: 0, time: .milliseconds(0), kind: .tap),
      TimedNote(index: 1, lane: 1, time: .milliseconds(100), kind: .mine),
      TimedNote(index: 2, lane: 2, time: .milliseconds(200), kind: .lift),
      TimedNote(index: 3, lane: 3, time: .milliseconds(300), kind: .fake),
      TimedNote(
        index: 4, lane: 0, time: .milliseconds(400), endTime: .milliseconds(900), kind: .roll),
      TimedNote(index: 5, lane: 1, time: .milliseconds(500), hittable: false, kind: .tap),
      TimedNote(
        index: 6, lane: 2, time: .milliseconds(600), endTime: .milliseconds(700), kind: .hold),
    ]
    let map = BeatMap(
      metadata: BeatMapMetadata(title: "Kinds", artist: "", difficulty: ""), audioFile: "",
      audioDuration: .seconds(1), laneCount: 4,
      tempo: TempoMap(points: [TempoPoint(beat: 0, bpm: 120)], offsetNanoseconds: 0),
      notes: notes, contentHash: "kinds")
    #expect(
      StarRatingNote.notes(of: map) == [
        StarRatingNote(lane: 0, startMs: 0), StarRatingNote(lane: 2, startMs: 200),
        StarRatingNote(lane: 0, startMs: 400, endMs: 900),
        StarRatingNote(lane: 2, startMs: 600, endMs: 700),
      ])
  }

  /// The fixture's objects read straight from its text (x to column as osu!mania does).
  static func objects(inOsuText text: String) -> [StarRatingNote] {
    let lines = text.split(whereSeparator: \.isNewline)
    guard let start = lines.firstIndex(of: "[HitObjects]") else { return [] }
    return lines[(start + 1)...].compactMap { line in
      let fields = line.split(separator: ",")
      guard fields.count >= 6, let x = Double(fields[0]), let time = Double(fields[2]),
        let type = Int(fields[3])
      else { return nil }
      let end = type & 128 != 0 ? fields[5].split(separator: ":").first.flatMap { Double($0) } : nil
      return StarRatingNote(lane: Int(x * 4 / 512), startMs: time, endMs: end)
    }
  }
}
