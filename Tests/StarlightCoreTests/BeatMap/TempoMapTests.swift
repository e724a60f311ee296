import Testing

@testable import StarlightCore

@Suite("Tempo map")
struct TempoMapTests {
  /// 120 BPM (500 ms a beat) until beat 8, then 60 BPM (1 s a beat).
  static let halving = TempoMap(
    points: [TempoPoint(beat: 0, bpm: 120), TempoPoint(beat: 8, bpm: 60)], offsetNanoseconds: 0)

  @Test(
    "times across a BPM change, worked by hand",
    arguments: [
      (0.0, ms(0)),
      (1.0, ms(500)),
      (4.0, ms(2_000)),
      (7.5, ms(3_750)),
      (8.0, ms(4_000)),  // the change itself
      (8.5, ms(4_500)),
      (10.0, ms(6_000)),
      (9.25, ms(5_250)),
    ])
  func acrossAChange(beat: Double, expected: Nanoseconds) {
    #expect(Self.halving.time(ofBeat: beat) == expected)
  }

  @Test("a change at a fractional beat, three tempos, and an offset")
  func fractionalChange() {
    // 150 BPM = 400 ms a beat until 2.5 (1 s), 90 BPM = 666.67 ms a beat until 4 (2 s),
    // then 128 BPM = 468.75 ms a beat. Everything 25 ms late.
    let tempo = TempoMap(
      points: [
        TempoPoint(beat: 0, bpm: 150), TempoPoint(beat: 2.5, bpm: 90),
        TempoPoint(beat: 4, bpm: 128),
      ],
      offsetNanoseconds: ms(25))
    #expect(tempo.time(ofBeat: 0) == ms(25))
    #expect(tempo.time(ofBeat: 2.5) == ms(1_025))
    #expect(tempo.time(ofBeat: 3) == ms(1_025) + 333_333_333)
    #expect(tempo.time(ofBeat: 4) == ms(2_025))
    #expect(tempo.time(ofBeat: 6) == ms(2_025) + ms(937) + 500_000)
    #expect(tempo.bpm(atBeat: 1) == 150)
    #expect(tempo.bpm(atBeat: 2.5) == 90)
    #expect(tempo.bpm(atBeat: 100) == 128)
  }

  @Test("no rounding error builds up over many segments")
  func manySegments() {
    // 1000 changes between 180 and 90 BPM, each lasting one beat: 500 x (1/3 + 2/3) s.
    let points = (0..<1_000).map {
      TempoPoint(beat: Double($0), bpm: $0.isMultiple(of: 2) ? 180 : 90)
    }
    let tempo = TempoMap(points: points, offsetNanoseconds: 0)
    #expect(tempo.time(ofBeat: 1_000) == .seconds(500))
  }

  @Test("a beat before the first point extends the first tempo backwards")
  func beforeTheStart() {
    #expect(Self.halving.time(ofBeat: -1) == ms(-500))
  }

  @Test("the generated Chapter 4 tempo: 120 BPM, then 140 from beat 96")
  func chapterFourTempo() {
    let tempo = TempoMap(
      points: [TempoPoint(beat: 0, bpm: 120), TempoPoint(beat: 96, bpm: 140)],
      offsetNanoseconds: 0)
    #expect(tempo.time(ofBeat: 96) == .seconds(48))
    // 112 beats at 140 BPM = 48 s.
    #expect(tempo.time(ofBeat: 208) == .seconds(96))
  }
}
