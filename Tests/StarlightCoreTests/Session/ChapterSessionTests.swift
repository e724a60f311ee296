import Testing

@testable import StarlightCore

/// One attempt at a chapter on the media clock, shown with Chapter 4: stamps, the audio
/// offset, pause with a count-in, restart, quit, the outro before the result.
@Suite("Chapter session")
struct ChapterSessionTests {
  /// Media-clock instant at which the session starts (song time -lead-in).
  static let start = Nanoseconds.seconds(1_000)
  static let countIn = StoryTuning.defaults.countInDuration
  static let outro = StoryTuning.defaults.outroDuration

  /// Notes at 1 s, 2 s and 3 s in lanes 0, 1, 2.
  static let threeNotes = makeBeatMap(notes: [
    BeatMapNote(beat: 2, lane: 0), BeatMapNote(beat: 4, lane: 1), BeatMapNote(beat: 6, lane: 2),
  ])

  /// Twelve notes in lane 0, every half second from 1 s: ten misses empty the firewall.
  static let twelveNotes = makeBeatMap(
    notes: (1...12).map { BeatMapNote(beat: Double($0 + 1), lane: 0) })

  /// The media instant of song time `song`, with no pause since `start`.
  static func media(_ song: Nanoseconds) -> Nanoseconds { start + GameConstants.leadIn + song }

  static func makeSession(
    _ beatMap: BeatMap = threeNotes, audioOffset: Nanoseconds = 0, autoAssist: Bool = false,
    inputSource: ChapterSession.InputSource = .player
  ) -> ChapterSession {
    // Chapter 4 with a map always has its rules.
    try! ChapterSession(
      chapter: .firewall, context: ChapterContext(autoAssist: autoAssist, beatMap: beatMap),
      inputSource: inputSource, audioOffset: audioOffset, now: start)
  }

  static func run(_ session: ChapterSession) -> FirewallRun {
    session.stepper.rules(as: FirewallRun.self)!
  }

  @Test("starts playing, with the song cross-faded in for the lead-in")
  func start() {
    let session = Self.makeSession()
    #expect(session.phase == .playing)
    #expect(session.chapterTime(at: Self.start) == -GameConstants.leadIn)
    #expect(
      session.startEffects(now: Self.start)
        == [
          // The rate is said every time, so a run after a faster one is heard at 1x again.
          .music(.setRate(.normal, pitch: .kept)),
          .music(.crossFade(to: .chapterSong, from: -GameConstants.leadIn)),
        ])
    #expect(!Self.run(session).autoAssist)
    #expect(Self.run(session).windows == GameConstants.standardWindows)
  }

  @Test("Auto-Assist from the context widens the outer window")
  func autoAssist() {
    let session = Self.makeSession(autoAssist: true)
    #expect(Self.run(session).windows == GameConstants.autoAssistWindows)
    #expect(session.currentReplay.autoAssist)
  }

  @Test("a press is judged at its stamp's song time, not the update's")
  func judgedAtStamp() {
    var session = Self.makeSession()
    _ = session.update(now: Self.media(ms(900)))
    session.input(.lane(0, .press), stamp: Self.media(ms(1_020)))
    // The frame gets to it 130 ms later.
    let effects = session.update(now: Self.media(ms(1_150)))
    #expect(effects == [.sound(.shieldImpact, at: ms(1_020)), .rumble(.start(.thud, handle: nil))])
    #expect(Self.run(session).judgements[0] == .hit(tier: Tier.perfect, offset: ms(20)))
    #expect(session.recordedActions == [press(ms(1_020))])
  }

  @Test("a press is judged at its stamp even when the update comes seconds later")
  func judgedAtStampAfterAStall() {
    var session = Self.makeSession()
    session.input(.lane(0, .press), stamp: Self.media(ms(1_020)))
    session.input(.lane(0, .release), stamp: Self.media(ms(1_070)))
    _ = session.update(now: Self.media(ms(6_000)))
    #expect(
      Self.run(session).judgements == [.hit(tier: Tier.perfect, offset: ms(20)), .miss, .miss])
  }

  @Test("the audio offset moves every stamp and the simulation together")
  func audioOffset() {
    var session = Self.makeSession(audioOffset: ms(30))
    session.input(.lane(0, .press), stamp: Self.media(ms(1_050)))
    _ = session.update(now: Self.media(ms(1_100)))
    #expect(session.recordedActions == [press(ms(1_020))])
    #expect(Self.run(session).judgements[0] == .hit(tier: Tier.perfect, offset: ms(20)))
    // The simulation runs 30 ms behind the music: at music 2.179 s the 2 s note is in reach.
    _ = session.update(now: Self.media(ms(2_179)))
    #expect(Self.run(session).judgements[1] == nil)
    _ = session.update(now: Self.media(ms(2_181)))
    #expect(Self.run(session).judgements[1] == .miss)
  }

  @Test("pause keeps the song position and ignores presses; resume counts in, then carries on")
  func pauseAndResume() {
    let clock = ManualClock(start: Self.start)
    var session = Self.makeSession()
    clock.set(Self.media(ms(700)))
    _ = session.update(now: clock.now())
    #expect(session.command(.pause, now: clock.now()) == [.music(.pause), .rumble(.stopAll)])
    #expect(session.phase == .paused(selection: .resume))

    clock.advance(by: .seconds(30))
    session.input(.lane(0, .press), stamp: clock.now())
    #expect(session.update(now: clock.now()).isEmpty)
    #expect(session.recordedActions.isEmpty)
    #expect(Self.run(session).judgements == [nil, nil, nil], "no note passed during the pause")
    #expect(session.chapterTime(at: clock.now()) == ms(700))

    let resumeAt = clock.now() + Self.countIn
    #expect(session.command(.confirm, now: clock.now()).isEmpty)
    #expect(session.phase == .countIn(resumeAt: resumeAt))
    #expect(session.countInSeconds(at: clock.now()) == 3)
    #expect(session.countInSeconds(at: resumeAt - 1) == 1)
    // During the count-in the song stands still and presses are not taken.
    session.input(.lane(0, .press), stamp: resumeAt - ms(10))
    #expect(session.update(now: resumeAt - 1).isEmpty)
    #expect(session.chapterTime(at: resumeAt - 1) == ms(700))
    #expect(session.update(now: resumeAt) == [.music(.resume(at: ms(700)))])
    #expect(session.phase == .playing)
    #expect(session.timeline.anchor == resumeAt - ms(700))
    session.input(.lane(0, .press), stamp: resumeAt + ms(300))
    _ = session.update(now: resumeAt + ms(305))
    #expect(session.recordedActions == [press(ms(1_000))])
    #expect(Self.run(session).judgements[0] == .hit(tier: Tier.perfect, offset: 0))
  }

  @Test("a press stamped during a pause but delivered after resuming is ignored")
  func stampedWhilePausedDeliveredLater() {
    var session = Self.makeSession()
    _ = session.update(now: Self.media(ms(990)))
    let pausedAt = Self.media(ms(1_000))
    _ = session.command(.pause, now: pausedAt)
    _ = session.command(.pause, now: pausedAt + .seconds(10))  // Esc again resumes
    let resumedAt = pausedAt + .seconds(10) + Self.countIn
    _ = session.update(now: resumedAt)
    #expect(session.phase == .playing)
    // A press made during the pause can arrive now, stamped before the resume.
    session.input(.lane(0, .press), stamp: resumedAt - ms(5))
    _ = session.update(now: resumedAt + ms(10))
    #expect(session.recordedActions.isEmpty)
    #expect(Self.run(session).judgements[0] == nil)
  }

  @Test("pause menu navigation wraps around")
  func pauseMenu() {
    var session = Self.makeSession()
    let now = Self.media(ms(500))
    _ = session.command(.pause, now: now)
    var seen: [ChapterPhase] = []
    for command in [MenuCommand.down, .down, .down, .up, .up, .up] {
      #expect(session.command(command, now: now).isEmpty)
      seen.append(session.phase)
    }
    #expect(
      seen == [
        .paused(selection: .restart), .paused(selection: .quit), .paused(selection: .resume),
        .paused(selection: .quit), .paused(selection: .restart), .paused(selection: .resume),
      ])
    // Pause (or back) again resumes, after the count-in; Esc during the count-in pauses.
    _ = session.command(.back, now: now)
    #expect(session.phase == .countIn(resumeAt: now + Self.countIn))
    _ = session.command(.back, now: now + ms(1))
    #expect(session.phase == .paused(selection: .resume))
  }

  @Test("input the chapter does not read is not recorded, so the replay still loads")
  func foreignInputIgnored() throws {
    var session = Self.makeSession()
    session.input(.axis(.rightTrigger, 800), stamp: Self.media(ms(500)))
    session.input(.lane(7, .press), stamp: Self.media(ms(600)))
    session.input(.lane(1, .press), stamp: Self.media(ms(700)))
    let replay = session.currentReplay
    #expect(replay.actions == [press(ms(700), lane: 1)])
    _ = try ReplaySimulator(replay, beatMap: Self.threeNotes)
  }

  @Test("quit from the pause menu saves the abandoned attempt where it stopped")
  func quitFromPause() {
    var session = Self.makeSession()
    session.input(.lane(0, .press), stamp: Self.media(ms(1_000)))
    let now = Self.media(ms(1_500))
    _ = session.update(now: now)
    _ = session.command(.pause, now: now)
    _ = session.command(.up, now: now)
    let effects = session.command(.confirm, now: now)
    guard case .attemptFinished(let replay, let summary) = effects.first else {
      Issue.record("no attempt reported")
      return
    }
    #expect(effects.dropFirst() == [.rumble(.stopAll)])
    #expect(replay.stoppedAt == ms(1_500))
    // The pause let go of the lane still held.
    #expect(replay.actions == [press(ms(1_000)), release(ms(1_500))])
    #expect(summary.outcome == .playing)
    #expect(session.phase == .quit)
    #expect(session.command(.confirm, now: now).isEmpty, "nothing happens once quit")
  }

  @Test("restart gives a fresh run and reports the abandoned attempt")
  func restart() {
    var session = Self.makeSession()
    session.input(.lane(0, .press), stamp: Self.media(ms(1_010)))
    _ = session.update(now: Self.media(ms(2_400)))
    #expect(Self.run(session).resolvedCount == 2)
    #expect(session.currentReplay.actions == [press(ms(1_010))])
    #expect(session.currentReplay.source == .live)

    let now = Self.media(ms(2_500))
    _ = session.command(.pause, now: now)
    _ = session.command(.down, now: now)
    var replay = session.currentReplay
    let summary = session.summary()
    #expect(replay.actions == [press(ms(1_010)), release(ms(2_500))])
    replay.stoppedAt = ms(2_400)
    replay.ending = .restarted
    #expect(
      session.command(.confirm, now: now + ms(1))
        == [
          .attemptFinished(replay, summary), .rumble(.stopAll),
          .music(.play(.chapterSong, from: -GameConstants.leadIn)),
        ])
    #expect(session.phase == .playing)
    #expect(Self.run(session).judgements == [nil, nil, nil])
    #expect(Self.run(session).integrity == GameConstants.maxIntegrity)
    #expect(Self.run(session).scoring.judgedCount == 0)
    #expect(session.recordedActions.isEmpty)
    #expect(session.currentReplay.stoppedAt == nil)
    #expect(session.chapterTime(at: now + ms(1)) == -GameConstants.leadIn)
    session.input(.lane(0, .press), stamp: now)
    #expect(session.recordedActions.isEmpty, "a press from before the restart is dropped")

    // The new attempt runs on its own timeline.
    let restartedAt = now + ms(1)
    session.input(
      .lane(0, .press), stamp: restartedAt + GameConstants.leadIn + ms(1_000) - ms(3))
    _ = session.update(now: restartedAt + GameConstants.leadIn + ms(1_100))
    #expect(Self.run(session).judgements[0] == .hit(tier: Tier.perfect, offset: ms(-3)))
  }

  @Test("a failed run is handed over once the outro has played, reported once")
  func failedRun() {
    var session = Self.makeSession(Self.twelveNotes)
    let effects = session.update(now: Self.media(ms(6_000)))
    #expect(effects.contains(.chapterEnded(.firewall, .failed)))
    #expect(Self.run(session).outcome == .failed)
    #expect(session.phase == .playing, "the outro plays first")
    let failedAt = try! #require(Self.run(session).endTime)
    let outroEnd = Self.media(failedAt + Self.outro)
    #expect(session.update(now: outroEnd - ms(1)).isEmpty)
    let handOver = session.update(now: outroEnd)
    #expect(session.phase == .finished(.failed))
    guard case .attemptFinished(let replay, let summary)? = handOver.last else {
      Issue.record("no attempt reported")
      return
    }
    #expect(handOver.first == .rumble(.stopAll))
    #expect(summary.outcome == .failed)
    #expect(!replay.autoAssist)
    #expect(session.update(now: outroEnd + .seconds(5)).isEmpty, "reported once")
  }

  @Test("a cleared run is handed over once the outro has played")
  func clearedRun() {
    var session = Self.makeSession()
    for (index, lane) in [0, 1, 2].enumerated() {
      let noteTime = ms(Int64(index + 1) * 1_000)
      session.input(.lane(lane, .press), stamp: Self.media(noteTime))
      session.input(.lane(lane, .release), stamp: Self.media(noteTime + ms(50)))
    }
    let effects = session.update(now: Self.media(ms(3_200)))
    #expect(effects.last == .chapterEnded(.firewall, .cleared))
    #expect(Self.run(session).outcome == .cleared)
    #expect(Self.run(session).endTime == ms(3_000))

    let outroEnd = Self.media(ms(3_000) + Self.outro)
    #expect(session.update(now: outroEnd - ms(1)).isEmpty)
    #expect(session.phase == .playing)
    var replay = session.currentReplay
    replay.ending = .cleared
    let atOutroEnd = session.update(now: outroEnd)
    #expect(session.phase == .finished(.cleared))
    #expect(atOutroEnd == [.rumble(.stopAll), .attemptFinished(replay, session.summary())])
    #expect(replay.actions.count == 6)
    #expect(session.summary().firewall?.accuracy == 1)
  }

  @Test("losing focus pauses a playing session and nothing else")
  func interrupt() {
    var session = Self.makeSession()
    let now = Self.media(ms(200))
    #expect(session.interrupt(now: now) == [.music(.pause), .rumble(.stopAll)])
    #expect(session.phase == .paused(selection: .resume))
    #expect(session.interrupt(now: now + ms(10)).isEmpty)
    #expect(session.chapterTime(at: now + .seconds(9)) == ms(200))
  }

  @Test("a scripted session plays its actions and ignores the player")
  func scripted() {
    let actions = Autoplay(offset: ms(12)).actions(for: Self.threeNotes.notes)
    var session = Self.makeSession(inputSource: .scripted(.autoplay, actions))
    session.input(.lane(1, .press), stamp: Self.media(ms(2_000)))
    _ = session.update(now: Self.media(ms(3_500)))
    #expect(session.recordedActions.isEmpty)
    #expect(
      Self.run(session).judgements.allSatisfy { $0 == .hit(tier: Tier.perfect, offset: ms(12)) })
    #expect(session.currentReplay.source == .autoplay)
    #expect(session.currentReplay.actions == actions)
  }
}

@Suite("Chapter session: letting go on pause")
struct ChapterSessionLetGoTests {
  @Test("a pause lets go of held lanes and axes, so a key released meanwhile is not stuck")
  func pauseReleasesHeldInput() throws {
    let start = Nanoseconds.seconds(5)
    var session = try ChapterSession(
      chapter: .finale, context: ChapterContext(), inputSource: .player, now: start)
    session.input(.lane(0, .press), stamp: start + ms(100))
    session.input(.axis(.rightTrigger, 800), stamp: start + ms(200))
    _ = session.update(now: start + ms(500))
    _ = session.command(.pause, now: start + ms(500))
    #expect(
      session.recordedActions == [
        press(ms(100)), PlayerAction(time: ms(200), axis: .rightTrigger, value: 800),
        release(ms(500)), PlayerAction(time: ms(500), axis: .rightTrigger, value: 0),
      ])
    // Resumed: nothing is held any more, and a second pause adds nothing.
    _ = session.command(.back, now: start + .seconds(2))
    _ = session.update(now: start + .seconds(2) + StoryTuning.defaults.countInDuration + ms(5))
    let rules = try #require(session.stepper.rules(as: FinaleRules.self))
    #expect(!rules.isPushing, "the push ended where the pause began")
    _ = session.command(.pause, now: start + .seconds(6))
    #expect(session.recordedActions.count == 4)
    // The replay re-simulates to the same place.
    var simulator = try ReplaySimulator(session.currentReplay)
    _ = simulator.runToEnd()
    #expect(simulator.session.recordedActions.isEmpty)
  }
}
