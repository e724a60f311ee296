import Testing

@testable import StarlightCore

/// The practice loop with its passes judged, on a manual clock: the music it asks for,
/// every pass recorded, the replay re-simulating each pass exactly, the menu.
@Suite("Practice session")
struct PracticeSessionTests {
  /// 120 BPM; notes on every beat 0..<16; the section is beats 4 to 8 (song 2 s to 4 s).
  static let map = makeBeatMap(notes: (0..<16).map { BeatMapNote(beat: Double($0), lane: $0 % 4) })

  static func plan(loops: Int = 3, rate: Int = 150, countIn: Int = 2) throws -> PracticePlan {
    try PracticePlan(
      section: PracticeSection.beats(4, to: 8, in: map), loops: .times(loops), gap: .seconds(1),
      countInBeats: countIn, rate: try #require(PlaybackRate(hundredths: rate)))
  }

  static func botPasses(_ plan: PracticePlan, count: Int) -> [PracticePass] {
    let context = ChapterContext(
      beatMap: map, playback: ChapterPlayback(rate: plan.rate, section: plan.section))
    let actions = FirewallRun.botActions(context: context)
    return (1...count).map { PracticePass(number: $0, start: plan.section.start, actions: actions) }
  }

  /// Runs `session` in 16 ms frames from `start` until `until` is true (or 5 minutes pass).
  static func run(
    _ session: inout PracticeSession, from start: Nanoseconds, every frame: Nanoseconds = ms(16),
    until done: (PracticeSession) -> Bool,
    each: (inout PracticeSession, Nanoseconds) -> Void = {
      _, _ in
    }
  ) -> (effects: [GameEffect], now: Nanoseconds) {
    var effects: [GameEffect] = []
    var now = start
    while !done(session), now < start + .seconds(300) {
      now += frame
      each(&session, now)
      effects += session.update(now: now)
    }
    return (effects, now)
  }

  @Test("a bot's 3 loops at 1.5x: three passes, each all top tier, then the summary")
  func botLoops() throws {
    let plan = try Self.plan()
    var session = PracticeSession(
      plan: plan, map: Self.map, inputSource: .scripted(.autoplay, Self.botPasses(plan, count: 3)))
    let start = session.start(now: 0)
    #expect(start.prefix(2) == [.music(.stop), .music(.setRate(plan.rate, pitch: .kept))])
    #expect(start.contains(.sound(.click)))
    let (effects, now) = Self.run(&session, from: 0) { $0.phase == .finished && $0.closing == nil }
    #expect(session.results.map(\.number) == [1, 2, 3])
    #expect(session.results.allSatisfy { $0.accuracy == 1 })
    #expect(session.results.allSatisfy { $0.figures?.hits.allSatisfy { $0.offset == 0 } == true })
    let plays = effects.filter { if case .music(.play) = $0 { true } else { false } }
    #expect(plays.count == 3)
    let leave = session.command(.back, now: now)
    guard case .attemptFinished(let replay, let summary)? = leave.last else {
      Issue.record("leaving records the run")
      return
    }
    #expect(replay.practice?.passes.count == 3)
    #expect(summary.details.map(\.label) == ["Pass 1", "Pass 2", "Pass 3"])
    #expect(session.phase == .exited(.leave))
  }

  @Test("the song starts on the section's first sample when the count-in ends, at the rate")
  func songOnCountInEnd() throws {
    let plan = try Self.plan(loops: 1)
    var session = PracticeSession(plan: plan, map: Self.map)
    _ = session.start(now: 0)
    // Two beats of count-in at 120 BPM and 1.5x: 2 x (500 ms / 1.5, rounded up to the ns).
    let countIn = 2 * plan.rate.realDuration(ofSong: ms(500))
    #expect(
      session.update(now: countIn - 1).contains {
        $0 == .music(.play(.chapterSong, from: ms(2_000)))
      } == false)
    let effects = session.update(now: countIn)
    #expect(effects.contains(.music(.play(.chapterSong, from: ms(2_000)))))
    #expect(session.songTime(at: countIn) == ms(2_000))
    #expect(session.songTime(at: countIn + .seconds(1)) == ms(3_500))
    #expect(!session.isAtNaturalStop)
    // The pass is 2 s of song: 1.333 s real; then the song stops and the gap is a natural stop.
    let end = countIn + plan.rate.realDuration(ofSong: .seconds(2))
    #expect(session.update(now: end).contains(.music(.stop)))
    #expect(session.isAtNaturalStop)
  }

  @Test("a player's 3-loop practice replay re-simulates every pass identically")
  func playerReplayResimulates() throws {
    let plan = try Self.plan()
    var session = PracticeSession(plan: plan, map: Self.map)
    _ = session.start(now: 0)
    let notes = plan.section.notes(of: Self.map)
    var pressed: Set<[Int]> = []
    let (_, now) = Self.run(&session, from: 0, every: ms(7)) {
      $0.phase == .finished && $0.closing == nil
    } each: { session, now in
      guard case .playing(let pass, let songStart, let realStart) = session.playback.state else {
        return
      }
      for note in notes where !pressed.contains([pass, note.index]) {
        // A human's spread: -60 ms to +60 ms real, different in every pass.
        let jitter = ms(Int64((note.index * 29 + pass * pass * 41) % 121) - 60)
        let due = realStart + plan.rate.realDuration(ofSong: note.time - songStart) + jitter
        guard due <= now else { continue }
        pressed.insert([pass, note.index])
        session.input(.lane(note.lane, .press), stamp: due)
        session.input(.lane(note.lane, .release), stamp: due + ms(40))
      }
    }
    #expect(session.results.count == 3)
    let replay = session.replay
    let decoded = try ReplayCodec.decode(ReplayCodec.encode(replay))
    #expect(decoded == replay)
    #expect(decoded.passReplays.count == 3)
    for (pass, result) in zip(decoded.passReplays, session.results) {
      let rules = try ReplaySimulator.simulate(pass, beatMap: Self.map)
      let run = try #require(rules as? FirewallRun)
      #expect(RunSummary(run: run) == result.figures)
      #expect(run.judgements.allSatisfy { $0 != nil && $0?.isMiss == false })
    }
    #expect(Set(session.results.map(\.accuracy)).count > 1)
    _ = now
  }

  @Test("Esc pauses into the menu; in a gap it holds the gap; restart section plays the pass again")
  func menu() throws {
    let plan = try Self.plan(countIn: 0)
    var session = PracticeSession(
      plan: plan, map: Self.map, inputSource: .scripted(.autoplay, Self.botPasses(plan, count: 3)))
    _ = session.start(now: 0)
    let passEnd = plan.rate.realDuration(ofSong: .seconds(2))
    _ = session.update(now: passEnd + ms(100))
    guard case .gap = session.playback.state else {
      Issue.record("in the gap after pass 1")
      return
    }
    _ = session.command(.pause, now: passEnd + ms(200))
    #expect(session.phase == .menu(selection: .resume))
    #expect(session.update(now: passEnd + .seconds(30)).isEmpty)
    _ = session.command(.confirm, now: passEnd + .seconds(30))
    #expect(session.phase == .running)
    // The gap had 800 ms left.
    #expect(
      !session.update(now: passEnd + .seconds(30) + ms(799)).contains(
        .music(.play(.chapterSong, from: ms(2_000)))))
    #expect(
      session.update(now: passEnd + .seconds(30) + ms(800)).contains(
        .music(.play(.chapterSong, from: ms(2_000)))))
    #expect(session.passNumber == 2)
    let now = passEnd + .seconds(31)
    #expect(session.command(.pause, now: now).contains(.music(.stop)))
    _ = session.command(.down, now: now)
    #expect(session.phase == .menu(selection: .restartSection))
    let restart = session.command(.confirm, now: now)
    #expect(restart.contains(.music(.play(.chapterSong, from: ms(2_000)))))
    #expect(session.passNumber == 2)
    #expect(session.results.last?.ending == .restarted)
  }

  @Test("change section and leave end the run with its replay, once")
  func exits() throws {
    let plan = try Self.plan(countIn: 0)
    var session = PracticeSession(plan: plan, map: Self.map)
    _ = session.start(now: 0)
    _ = session.update(now: ms(500))
    _ = session.command(.pause, now: ms(500))
    _ = session.command(.up, now: ms(500))
    _ = session.command(.up, now: ms(500))
    #expect(session.phase == .menu(selection: .changeSection))
    let effects = session.command(.confirm, now: ms(500))
    #expect(session.phase == .exited(.changeSection))
    #expect(effects.filter { if case .attemptFinished = $0 { true } else { false } }.count == 1)
    #expect(effects.contains(.music(.setRate(.normal, pitch: .kept))))
    #expect(session.abandon(now: ms(600)).isEmpty)
  }
}

@Suite("Practice seek")
struct PracticeSeekTests {
  @Test(
    "Left/Right in the menu move a paused pass a measure; resume counts in to the new place and plays a fresh pass from there"
  )
  func seekWhilePaused() throws {
    let map = PracticeSessionTests.map
    let plan = try PracticePlan(
      section: PracticeSection.beats(0, to: 12, in: map), loops: .times(1), gap: .seconds(1),
      countInBeats: 0)
    var session = PracticeSession(plan: plan, map: map)
    _ = session.start(now: 0)
    _ = session.update(now: ms(2_700))  // song 2.7 s: beat 5
    _ = session.command(.pause, now: ms(2_700))
    #expect(session.pausedPosition == ms(2_700))
    _ = session.command(.right, now: ms(2_800))  // beat 5 + 4 = beat 9
    #expect(session.pausedPosition == ms(4_500))
    _ = session.command(.left, now: ms(2_900))
    _ = session.command(.left, now: ms(3_000))  // beat 5 - 4 = beat 1
    #expect(session.pausedPosition == ms(500))
    let resumed = session.command(.back, now: ms(10_000))
    #expect(resumed.contains(.music(.play(.chapterSong, from: ms(500)))))
    #expect(session.results.last?.ending == .restarted)
    #expect(session.songTime(at: ms(10_000)) == ms(500))
    // The fresh pass judges from beat 1 on: its first note is beat 1's.
    let run = try #require(session.current?.rules as? FirewallRun)
    #expect(run.notes.first?.time == ms(500))
  }
}
