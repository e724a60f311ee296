import Testing

@testable import StarlightCore

/// Scroll models as pure functions of song time on a chart with a BPM change, a stop and a
/// warp: 120 BPM to beat 8 (4 s), 240 BPM after; a 1 s stop on beat 12 (song 5 s to 6 s); a
/// warp from beat 16 (7 s) to beat 20.
@Suite("Scroll models")
struct ScrollModelTests {
  static let tempo = TempoMap(
    points: [TempoPoint(beat: 0, bpm: 120), TempoPoint(beat: 8, bpm: 240)],
    stops: [TempoPause(beat: 12, seconds: 1)], warps: [TempoWarp(beat: 16, endBeat: 20)],
    offsetNanoseconds: 0)

  static func ms(_ value: Int64) -> Nanoseconds { .milliseconds(value) }

  @Test("The beat at a time: the tempo runs, a stop holds the beat, a warp skips its beats")
  func beatAtTime() {
    let tempo = Self.tempo
    let expected: [(Int64, Double)] = [
      (-500, -1), (0, 0), (2_000, 4), (4_000, 8), (4_500, 10), (5_000, 12), (5_500, 12),
      (6_000, 12), (6_250, 13), (6_999, 15.996), (7_000, 20), (7_250, 21),
    ]
    for (time, beat) in expected {
      #expect(abs(tempo.beat(atTime: Self.ms(time)) - beat) < 1e-9, "at \(time) ms")
    }
    // Every hittable beat comes back from its own time.
    for beat in stride(from: 0.0, through: 24, by: 0.25) where !tempo.isWarped(beat: beat) {
      let back = tempo.beat(atTime: tempo.time(ofBeat: beat))
      #expect(abs(back - beat) < 1e-6, "beat \(beat)")
    }
    #expect(tempo.highestBPM == 240)
  }

  @Test("Constant: the same real time on screen at any tempo, rate x as much song at a rate")
  func constant() {
    let model = ScrollModel(speed: .constant(visible: Self.ms(1_000)), tempo: Self.tempo)
    #expect(model.distance(noteTime: Self.ms(2_000), at: Self.ms(1_000)) == 1)
    #expect(model.distance(noteTime: Self.ms(6_500), at: Self.ms(6_000)) == 0.5)
    #expect(model.distance(noteTime: Self.ms(2_000), at: Self.ms(2_250)) == -0.25)
    let fast = ScrollModel(
      speed: .constant(visible: Self.ms(1_000)), tempo: Self.tempo,
      rate: PlaybackRate(hundredths: 150) ?? .normal)
    #expect(abs(fast.distance(noteTime: Self.ms(2_500), at: Self.ms(1_000)) - 1) < 1e-12)
  }

  @Test("XMod follows the beats: slower at 120, still through the stop, a jump at the warp")
  func xMod() {
    let model = ScrollModel(speed: .beats(multiplier: 2), tempo: Self.tempo)
    let beat13 = Self.tempo.time(ofBeat: 13)
    // One beat away is 2 / 6.25 of the lane, whether it is 0.5 s (120) or 0.25 s (240) away.
    #expect(abs(model.distance(noteTime: Self.ms(2_500), at: Self.ms(2_000)) - 0.32) < 1e-9)
    #expect(abs(model.distance(noteTime: beat13, noteBeat: 13, at: Self.ms(5_000)) - 0.32) < 1e-9)
    // Through the stop the note stands still.
    for now in [5_000, 5_400, 5_999, 6_000] as [Int64] {
      #expect(abs(model.distance(noteTime: beat13, noteBeat: 13, at: Self.ms(now)) - 0.32) < 1e-9)
    }
    // Across the warp a note on beat 21 jumps from 5 beats to 1 beat away.
    let beat21 = Self.tempo.time(ofBeat: 21)
    let before = model.distance(noteTime: beat21, noteBeat: 21, at: Self.ms(6_999))
    let after = model.distance(noteTime: beat21, noteBeat: 21, at: Self.ms(7_000))
    #expect(abs(before - 5.004 * 2 / 6.25) < 1e-9)
    #expect(abs(after - 2 / 6.25) < 1e-9)
  }

  @Test("MMod scrolls the chart's top BPM at the target: m480 on a 240 BPM top is x2")
  func mMod() {
    let model = ScrollModel(speed: .topBPM(480), tempo: Self.tempo)
    #expect(model.beatMultiplier == 2)
    let xTwo = ScrollModel(speed: .beats(multiplier: 2), tempo: Self.tempo)
    for now in stride(from: Int64(0), through: 8_000, by: 250) {
      #expect(
        model.distance(noteTime: Self.ms(7_500), at: Self.ms(now))
          == xTwo.distance(noteTime: Self.ms(7_500), at: Self.ms(now)))
    }
  }

  @Test("Scroll speeds read from text, and out of range ones say their limits")
  func text() {
    #expect(ScrollSpeed(text: "C700") == .constant(visible: Self.ms(700)))
    #expect(ScrollSpeed(text: "450ms") == .constant(visible: Self.ms(450)))
    #expect(ScrollSpeed(text: "x2.5") == .beats(multiplier: 2.5))
    #expect(ScrollSpeed(text: "1.5x") == .beats(multiplier: 1.5))
    #expect(ScrollSpeed(text: "m600") == .topBPM(600))
    #expect(ScrollSpeed(text: "fast") == nil)
    #expect(ScrollSpeed(text: "x2.5")?.text == "x2.5")
    #expect(ScrollSpeed.beats(multiplier: 40).problem?.contains("0.25x to 10x") == true)
    #expect(ScrollSpeed.constant(visible: Self.ms(20)).problem?.contains("150 to 5000") == true)
    #expect(ScrollSpeed.topBPM(600).problem == nil)
  }
}

/// Snap colours' source: each note's place in the beat, from the beat the chart gave it.
@Suite("Note snaps")
struct NoteSnapTests {
  static let beats: [(Double, NoteSnap)] = [
    (0, .quarter), (3, .quarter), (0.5, .eighth), (1.0 / 3, .twelfth), (0.25, .sixteenth),
    (1.0 / 6, .twentyFourth), (0.125, .thirtySecond), (1.0 / 12, .fortyEighth),
    (1.0 / 16, .sixtyFourth), (1.0 / 48, .finer), (2 + 2.0 / 3, .twelfth), (5.75, .sixteenth),
  ]

  @Test("Every snap from its beat")
  func snaps() {
    for (beat, snap) in Self.beats {
      #expect(NoteSnap(beat: beat) == snap, "beat \(beat)")
    }
  }

  @Test("A chart's notes keep their beats through timing, so each gets its own snap")
  func chart() {
    let notes = Self.beats.enumerated().map { index, entry in
      BeatMapNote(beat: 8 + entry.0, lane: index % 4)
    }
    let timed = BeatMap.timedNotes(notes, tempo: ScrollModelTests.tempo)
    for note in timed {
      let expected = Self.beats.first { abs(8 + $0.0 - (note.beat ?? -1)) < 1e-12 }?.1
      #expect(NoteSnap(of: note, tempo: ScrollModelTests.tempo) == expected)
    }
    // A note made in time has its snap read back from the tempo.
    let made = TimedNote(index: 0, lane: 0, time: ScrollModelTests.tempo.time(ofBeat: 9.25))
    #expect(NoteSnap(of: made, tempo: ScrollModelTests.tempo) == .sixteenth)
  }
}
