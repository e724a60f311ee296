import Testing

@testable import StarlightCore

/// The tempo model's StepMania features one at a time and together, every expected time
/// worked out by hand in the comments (120 BPM is 500 ms a beat, 60 BPM 1 s, 240 BPM 250 ms).
@Suite("Tempo features: BPM changes, stops, delays, warps")
struct TempoFeatureTests {
  private static func ms(_ value: Double) -> Nanoseconds { Nanoseconds.fromMilliseconds(value) }

  @Test("a BPM change inside a measure")
  func bpmChangeInsideAMeasure() {
    // 120 BPM, then 180 BPM (333.333 ms a beat) from beat 2.5, half-way through a beat of
    // the first measure.
    let tempo = TempoMap(
      points: [TempoPoint(beat: 0, bpm: 120), TempoPoint(beat: 2.5, bpm: 180)],
      offsetNanoseconds: 0)
    #expect(tempo.time(ofBeat: 2) == Self.ms(1_000))
    #expect(tempo.time(ofBeat: 2.5) == Self.ms(1_250))
    // 1250 + 333.333333 = 1583.333333 ms
    #expect(tempo.time(ofBeat: 3.5) == 1_583_333_333)
    // 1250 + 1.5 x 333.333 = 1750 ms
    #expect(tempo.time(ofBeat: 4) == Self.ms(1_750))
  }

  @Test("a stop pauses after the notes on its beat")
  func stop() {
    let tempo = TempoMap(
      points: [TempoPoint(beat: 0, bpm: 120)], stops: [TempoPause(beat: 4, seconds: 0.5)],
      offsetNanoseconds: 0)
    #expect(tempo.time(ofBeat: 3.5) == Self.ms(1_750))
    #expect(tempo.time(ofBeat: 4) == Self.ms(2_000))  // on the stop: before the pause
    #expect(tempo.time(ofBeat: 4.5) == Self.ms(2_750))  // 2000 + 500 + 250
  }

  @Test("a delay pauses before the notes on its beat")
  func delay() {
    let tempo = TempoMap(
      points: [TempoPoint(beat: 0, bpm: 120)], delays: [TempoPause(beat: 4, seconds: 0.5)],
      offsetNanoseconds: 0)
    #expect(tempo.time(ofBeat: 3.5) == Self.ms(1_750))
    #expect(tempo.time(ofBeat: 4) == Self.ms(2_500))  // on the delay: after the pause
    #expect(tempo.time(ofBeat: 4.5) == Self.ms(2_750))
  }

  @Test("a delay and a stop on one beat: the note sits between them")
  func delayAndStopOnOneBeat() {
    let tempo = TempoMap(
      points: [TempoPoint(beat: 0, bpm: 120)], stops: [TempoPause(beat: 4, seconds: 0.5)],
      delays: [TempoPause(beat: 4, seconds: 0.25)], offsetNanoseconds: 0)
    #expect(tempo.time(ofBeat: 4) == Self.ms(2_250))  // 2000 + delay 250
    #expect(tempo.time(ofBeat: 5) == Self.ms(3_250))  // + stop 500 + one beat 500
  }

  @Test("a warp skips its beats in no time; notes inside it cannot be hit")
  func warp() {
    let tempo = TempoMap(
      points: [TempoPoint(beat: 0, bpm: 120)], warps: [TempoWarp(beat: 4, endBeat: 6)],
      offsetNanoseconds: 0)
    #expect(tempo.time(ofBeat: 4) == Self.ms(2_000))
    #expect(tempo.time(ofBeat: 5) == Self.ms(2_000))
    #expect(tempo.time(ofBeat: 6) == Self.ms(2_000))
    #expect(tempo.time(ofBeat: 7) == Self.ms(2_500))
    #expect(tempo.isWarped(beat: 4))  // the start is inside
    #expect(tempo.isWarped(beat: 5.5))
    #expect(!tempo.isWarped(beat: 6))  // the end is not
    #expect(!tempo.isWarped(beat: 3.99))
  }

  @Test("a stop on a beat inside a warp makes that beat hittable, and still pauses")
  func stopInsideAWarp() {
    let tempo = TempoMap(
      points: [TempoPoint(beat: 0, bpm: 120)], stops: [TempoPause(beat: 5, seconds: 1)],
      warps: [TempoWarp(beat: 4, endBeat: 6)], offsetNanoseconds: 0)
    #expect(!tempo.isWarped(beat: 5))
    #expect(tempo.isWarped(beat: 4.5))
    #expect(tempo.time(ofBeat: 5) == Self.ms(2_000))
    #expect(tempo.time(ofBeat: 6) == Self.ms(3_000))  // the stop's second still passes
  }

  @Test("overlapping warps end at the furthest end")
  func overlappingWarps() {
    let tempo = TempoMap(
      points: [TempoPoint(beat: 0, bpm: 120)],
      warps: [TempoWarp(beat: 2, endBeat: 5), TempoWarp(beat: 3, endBeat: 4)],
      offsetNanoseconds: 0)
    #expect(tempo.time(ofBeat: 5) == Self.ms(1_000))
    #expect(tempo.time(ofBeat: 6) == Self.ms(1_500))
    // StepMania looks only at the last warp starting at or before the beat.
    #expect(!tempo.isWarped(beat: 4.5))
    #expect(tempo.isWarped(beat: 3.5))
  }

  @Test("positive and negative offsets move every note by the same amount")
  func offsets() {
    for offset in [Self.ms(100), Self.ms(-100), Self.ms(0.5)] {
      let tempo = TempoMap(
        points: [TempoPoint(beat: 0, bpm: 120)], stops: [TempoPause(beat: 1, seconds: 0.5)],
        offsetNanoseconds: offset)
      #expect(tempo.time(ofBeat: 0) == offset)
      #expect(tempo.time(ofBeat: 2) == offset + Self.ms(1_500))
    }
  }

  @Test("everything at once, worked by hand")
  func combined() {
    // 120 BPM; 60 BPM from beat 2; a 0.25 s stop on beat 3; a 0.5 s delay on beat 5; a warp
    // from beat 6 to 7 with a change to 240 BPM inside it; beat 0 at -50 ms.
    let tempo = TempoMap(
      points: [
        TempoPoint(beat: 0, bpm: 120), TempoPoint(beat: 2, bpm: 60),
        TempoPoint(beat: 6.5, bpm: 240),
      ],
      stops: [TempoPause(beat: 3, seconds: 0.25)], delays: [TempoPause(beat: 5, seconds: 0.5)],
      warps: [TempoWarp(beat: 6, endBeat: 7)], offsetNanoseconds: Self.ms(-50))
    let expected: [(beat: Double, ms: Double, hittable: Bool)] = [
      (1, 450, true),  // 500 - 50
      (2, 950, true),  // 1000 - 50
      (3, 1_950, true),  // + 1 beat at 60; the stop comes after
      (4, 3_200, true),  // + 250 stop + 1000
      (5, 4_700, true),  // + 1000 + 500 delay before the note
      (6, 5_700, false),  // + 1000; the warp starts here
      (6.5, 5_700, false),  // inside the warp
      (7, 5_700, true),  // the warp's end: hittable, no time passed
      (8, 5_950, true),  // one beat at 240 BPM (set inside the warp)
    ]
    for row in expected {
      #expect(tempo.time(ofBeat: row.beat) == Self.ms(row.ms), "beat \(row.beat)")
      #expect(tempo.isWarped(beat: row.beat) == !row.hittable, "beat \(row.beat)")
    }
  }

  @Test("times across many events come from one walk, with no drift")
  func manyEvents() {
    // 2000 beats, a 10 ms stop on every one: beat n is at n x 500 ms + n x 10 ms.
    let stops = (0..<2_000).map { TempoPause(beat: Double($0), seconds: 0.01) }
    let tempo = TempoMap(
      points: [TempoPoint(beat: 0, bpm: 120)], stops: stops, offsetNanoseconds: 0)
    #expect(tempo.time(ofBeat: 2_000) == Self.ms(1_000_000 + 20_000))
    #expect(tempo.time(ofBeat: 1) == Self.ms(510))
  }
}
