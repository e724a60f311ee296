import Testing

@testable import StarlightCore

/// The practice loop's state machine on a manual clock: every transition, the count-in's
/// clicks on their beats, passes that end on their last sample at any rate, repeat counts,
/// gaps, pause (in a gap too), resume, restart, seek and leave.
@Suite("Practice playback")
struct PracticePlaybackTests {
  /// 120 BPM (a beat is 500 ms); section beats 4 to 8 = song 2 s to 4 s, taps only.
  static let map = makeBeatMap(notes: (4..<8).map { BeatMapNote(beat: Double($0), lane: 0) })

  static func playback(
    loops: PracticePlan.Loops = .times(2), gapMs: Int64 = 1_000, countIn: Int = 2,
    rate: Double = 1
  ) throws -> PracticePlayback {
    let plan = try PracticePlan(
      section: PracticeSection.beats(4, to: 8, in: map), loops: loops, gap: ms(gapMs),
      countInBeats: countIn, rate: PlaybackRate.parse(rate))
    return PracticePlayback(plan: plan, map: map)
  }

  typealias Event = PracticePlayback.Event

  @Test("start counts in: a click a beat, then the pass plays from the section's first sample")
  func countInThenPlay() throws {
    var playback = try Self.playback()
    #expect(playback.state == .idle)
    let first = playback.start(now: ms(10_000))
    #expect(first == [Event(effect: .click, at: ms(10_000))])
    #expect(playback.state == .countIn(pass: 1, from: ms(2_000), endsAt: ms(11_000)))
    #expect(playback.advance(to: ms(10_499)) == [])
    #expect(playback.advance(to: ms(10_500)) == [Event(effect: .click, at: ms(10_500))])
    #expect(playback.songTime(at: ms(10_500)) == ms(1_500))
    #expect(
      playback.advance(to: ms(11_000)) == [
        Event(effect: .passStarted(1), at: ms(11_000)),
        Event(effect: .playSong(from: ms(2_000)), at: ms(11_000)),
      ])
    #expect(playback.state == .playing(pass: 1, songStart: ms(2_000), realStart: ms(11_000)))
    #expect(playback.songTime(at: ms(12_250)) == ms(3_250))
  }

  @Test(
    "a pass ends on its last sample at any rate, then the gap, then the next count-in",
    arguments: [(1.0, Int64(2_000)), (2.0, 1_000), (0.5, 4_000), (1.25, 1_600)])
  func passAtARate(rate: Double, passMs: Int64) throws {
    var playback = try Self.playback(countIn: 0, rate: rate)
    _ = playback.start(now: 0)
    #expect(playback.advance(to: ms(passMs) - 1) == [])
    #expect(
      playback.advance(to: ms(passMs)) == [
        Event(effect: .stopSong, at: ms(passMs)), Event(effect: .passEnded(1), at: ms(passMs)),
      ])
    #expect(playback.state == .gap(afterPass: 1, endsAt: ms(passMs + 1_000)))
    let next = playback.advance(to: ms(passMs + 1_000))
    #expect(next.map(\.effect) == [.passStarted(2), .playSong(from: ms(2_000))])
  }

  @Test("the last of N passes finishes; forever never does")
  func repeatCounts() throws {
    var twice = try Self.playback(countIn: 0)
    _ = twice.start(now: 0)
    let events = twice.advance(to: ms(60_000))
    #expect(events.filter { $0.effect == .passEnded(2) }.count == 1)
    #expect(events.last == Event(effect: .finished, at: ms(5_000)))
    #expect(twice.state == .finished(passes: 2))

    var forever = try Self.playback(loops: .forever, countIn: 0)
    _ = forever.start(now: 0)
    let many = forever.advance(to: ms(60_000))
    // A pass of 2 s and a gap of 1 s: pass 21 starts at 60 s.
    #expect(many.filter { if case .passEnded = $0.effect { true } else { false } }.count == 20)
    #expect(!many.contains { $0.effect == .finished })
  }

  @Test("paused mid-pass, resumed: a count-in, then on from where it stood")
  func pauseMidPass() throws {
    var playback = try Self.playback(countIn: 2)
    _ = playback.start(now: 0)
    _ = playback.advance(to: ms(1_500))
    #expect(playback.pause(now: ms(1_700)) == [Event(effect: .stopSong, at: ms(1_700))])
    #expect(playback.state == .paused(.pass(1, at: ms(2_700))))
    #expect(playback.advance(to: ms(9_000)) == [])
    _ = playback.resume(now: ms(9_000))
    #expect(playback.state == .countIn(pass: 1, from: ms(2_700), endsAt: ms(10_000)))
    let going = playback.advance(to: ms(10_000))
    #expect(going.map(\.effect) == [.click, .playSong(from: ms(2_700))])
  }

  @Test("paused in a gap, resumed: the rest of the gap, then the next pass")
  func pauseInAGap() throws {
    var playback = try Self.playback(countIn: 0)
    _ = playback.start(now: 0)
    _ = playback.advance(to: ms(2_400))
    #expect(playback.pause(now: ms(2_400)) == [])
    #expect(playback.state == .paused(.gap(afterPass: 1, remaining: ms(600))))
    _ = playback.resume(now: ms(7_000))
    #expect(playback.state == .gap(afterPass: 1, endsAt: ms(7_600)))
    #expect(
      playback.advance(to: ms(7_600)).map(\.effect) == [
        .passStarted(2), .playSong(from: ms(2_000)),
      ])
  }

  @Test("paused in a count-in: resumed, it counts in from the start again")
  func pauseInACountIn() throws {
    var playback = try Self.playback(countIn: 2)
    _ = playback.start(now: 0)
    #expect(playback.pause(now: ms(600)) == [])
    _ = playback.resume(now: ms(5_000))
    #expect(playback.state == .countIn(pass: 1, from: ms(2_000), endsAt: ms(6_000)))
  }

  @Test("restart goes back to the section's start, the same pass; from a gap, the next")
  func restart() throws {
    var playback = try Self.playback(countIn: 0)
    _ = playback.start(now: 0)
    _ = playback.advance(to: ms(1_000))
    let again = playback.restartSection(now: ms(1_000))
    #expect(again.map(\.effect) == [.stopSong, .passStarted(1), .playSong(from: ms(2_000))])
    _ = playback.advance(to: ms(3_500))
    #expect(playback.state == .gap(afterPass: 1, endsAt: ms(4_000)))
    #expect(
      playback.restartSection(now: ms(3_500)).map(\.effect) == [
        .passStarted(2), .playSong(from: ms(2_000)),
      ])
  }

  @Test("seek moves the pass inside the section; leave goes back to idle")
  func seekAndLeave() throws {
    var playback = try Self.playback(countIn: 0)
    _ = playback.start(now: 0)
    #expect(
      playback.seek(to: ms(3_000), now: ms(500)) == [
        Event(effect: .playSong(from: ms(3_000)), at: ms(500))
      ])
    #expect(playback.songTime(at: ms(900)) == ms(3_400))
    #expect(
      playback.seek(to: ms(-5_000), now: ms(900)).map(\.effect) == [.playSong(from: ms(2_000))])
    #expect(playback.leave(now: ms(1_000)) == [Event(effect: .stopSong, at: ms(1_000))])
    #expect(playback.state == .idle)
    #expect(playback.advance(to: ms(10_000)) == [])
  }

  @Test("plans out of range are refused with the limit")
  func badPlans() throws {
    let section = try PracticeSection.beats(4, to: 8, in: Self.map)
    #expect(throws: PracticeError("loops 0 is not 1 to 999 (or forever)")) {
      try PracticePlan(section: section, loops: .times(0))
    }
    #expect(throws: PracticeError("gap -1 ms is not 0 to 60 s")) {
      try PracticePlan(section: section, gap: ms(-1))
    }
    #expect(throws: PracticeError("count-in 17 beats is not 0 to 16")) {
      try PracticePlan(section: section, countInBeats: 17)
    }
  }
}
