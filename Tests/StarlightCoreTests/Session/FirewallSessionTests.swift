import Testing

@testable import StarlightCore

@Suite("Firewall session")
struct FirewallSessionTests {
  /// Media-clock instant at which the session starts (song time -lead-in).
  static let start = Nanoseconds.seconds(1_000)

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
    _ beatMap: BeatMap = threeNotes, audioOffset: Nanoseconds = 0, autoAssist: Bool? = nil
  ) -> FirewallSession {
    FirewallSession(
      beatMap: beatMap, inputSource: .player, audioOffset: audioOffset, autoAssist: autoAssist,
      now: start)
  }

  @Test("starts playing, with the music timed for the lead-in")
  func start() {
    let session = Self.makeSession()
    #expect(session.phase == .playing)
    #expect(session.songTime(at: Self.start) == -GameConstants.leadIn)
    #expect(session.startEffects(now: Self.start) == [.playMusic(from: -GameConstants.leadIn)])
    #expect(!session.autoAssist)
    #expect(session.run.windows == GameConstants.standardWindows)
  }

  @Test("a press is judged at its stamp's song time, not the update's")
  func judgedAtStamp() {
    var session = Self.makeSession()
    _ = session.update(now: Self.media(ms(900)))
    session.input(lane: 0, action: .press, stamp: Self.media(ms(1_020)))
    // The frame gets to it 130 ms later.
    let (game, _) = session.update(now: Self.media(ms(1_150)))
    #expect(game == blockEffects(note: 0, tier: Tier.perfect, offset: ms(20)))
    #expect(session.recordedEvents == [press(ms(1_020))])
  }

  @Test("a press is judged at its stamp even when the update comes seconds later")
  func judgedAtStampAfterAStall() {
    var session = Self.makeSession()
    session.input(lane: 0, action: .press, stamp: Self.media(ms(1_020)))
    session.input(lane: 0, action: .release, stamp: Self.media(ms(1_070)))
    let (game, session2) = session.update(now: Self.media(ms(6_000)))
    #expect(session.run.judgements == [.hit(tier: Tier.perfect, offset: ms(20)), .miss, .miss])
    #expect(game.first == .judged(noteIndex: 0, judgement: .hit(tier: 0, offset: ms(20))))
    #expect(session2.isEmpty)
  }

  @Test("the audio offset moves every stamp and the simulation together")
  func audioOffset() {
    var session = Self.makeSession(audioOffset: ms(30))
    session.input(lane: 0, action: .press, stamp: Self.media(ms(1_050)))
    _ = session.update(now: Self.media(ms(1_100)))
    #expect(session.recordedEvents == [press(ms(1_020))])
    #expect(session.run.judgements[0] == .hit(tier: Tier.perfect, offset: ms(20)))
    // The simulation runs 30 ms behind the music: at music 2.179 s the 2 s note is in reach.
    _ = session.update(now: Self.media(ms(2_179)))
    #expect(session.run.judgements[1] == nil)
    _ = session.update(now: Self.media(ms(2_181)))
    #expect(session.run.judgements[1] == .miss)
  }

  @Test("pause keeps the song position and ignores presses; resume carries on from it")
  func pauseAndResume() {
    let clock = ManualClock(start: Self.start)
    var session = FirewallSession(beatMap: Self.threeNotes, inputSource: .player, now: clock.now())
    clock.set(Self.media(ms(700)))
    _ = session.update(now: clock.now())
    #expect(session.command(.pause, now: clock.now()) == [.pauseMusic, .stopRumble])
    #expect(session.phase == .paused(selection: .resume))

    clock.advance(by: .seconds(30))
    session.input(lane: 0, action: .press, stamp: clock.now())
    let whilePaused = session.update(now: clock.now())
    #expect(whilePaused.game.isEmpty && whilePaused.session.isEmpty)
    #expect(session.recordedEvents.isEmpty)
    #expect(session.run.judgements == [nil, nil, nil], "no note passed during the pause")
    #expect(session.songTime(at: clock.now()) == ms(700))

    #expect(session.command(.confirm, now: clock.now()) == [.resumeMusic(at: ms(700))])
    #expect(session.phase == .playing)
    #expect(session.timeline.anchor == clock.now() - ms(700))
    clock.advance(by: ms(300))
    session.input(lane: 0, action: .press, stamp: clock.now())
    _ = session.update(now: clock.now() + ms(5))
    #expect(session.run.judgements[0] == .hit(tier: Tier.perfect, offset: 0))
  }

  @Test("a press stamped during a pause but delivered after resuming is ignored")
  func stampedWhilePausedDeliveredLater() {
    var session = Self.makeSession()
    _ = session.update(now: Self.media(ms(990)))
    let pausedAt = Self.media(ms(1_000))
    _ = session.command(.pause, now: pausedAt)
    let resumedAt = pausedAt + .seconds(10)
    _ = session.command(.pause, now: resumedAt)  // Esc again resumes
    #expect(session.phase == .playing)
    // The platform handles menu keys before it drains lane presses, so a press made
    // during the pause can arrive now, stamped before the resume.
    session.input(lane: 0, action: .press, stamp: resumedAt - ms(5))
    _ = session.update(now: resumedAt + ms(10))
    #expect(session.recordedEvents.isEmpty)
    #expect(session.run.judgements[0] == nil)
  }

  @Test("pause menu navigation wraps around")
  func pauseMenu() {
    var session = Self.makeSession()
    let now = Self.media(ms(500))
    _ = session.command(.pause, now: now)
    var seen: [SessionPhase] = []
    for command in [MenuCommand.down, .down, .down, .up, .up, .up] {
      #expect(session.command(command, now: now).isEmpty)
      seen.append(session.phase)
    }
    #expect(
      seen == [
        .paused(selection: .restart), .paused(selection: .quit), .paused(selection: .resume),
        .paused(selection: .quit), .paused(selection: .restart), .paused(selection: .resume),
      ])
    // Pause again resumes.
    #expect(session.command(.pause, now: now) == [.resumeMusic(at: ms(500))])
  }

  @Test("quit from the pause menu saves the abandoned attempt")
  func quitFromPause() {
    var session = Self.makeSession()
    session.input(lane: 0, action: .press, stamp: Self.media(ms(1_000)))
    let now = Self.media(ms(1_500))
    _ = session.update(now: now)
    _ = session.command(.pause, now: now)
    _ = session.command(.up, now: now)
    let attempt = SessionEffect.attemptFinished(session.currentReplay, RunSummary(run: session.run))
    #expect(
      session.command(.confirm, now: now) == [attempt, .stopMusic, .stopRumble, .quit])
    #expect(session.phase == .quitting)
    #expect(session.command(.confirm, now: now).isEmpty, "nothing happens once quitting")
  }

  @Test("restart gives a fresh run and reports the abandoned attempt")
  func restart() {
    var session = Self.makeSession()
    session.input(lane: 0, action: .press, stamp: Self.media(ms(1_010)))
    _ = session.update(now: Self.media(ms(2_400)))
    #expect(session.run.resolvedCount == 2)
    let replay = session.currentReplay
    let summary = RunSummary(run: session.run)
    #expect(replay.events == [press(ms(1_010))])
    #expect(replay.source == .live)

    let now = Self.media(ms(2_500))
    _ = session.command(.pause, now: now)
    _ = session.command(.down, now: now)
    #expect(
      session.command(.confirm, now: now + ms(1))
        == [.attemptFinished(replay, summary), .stopMusic, .playMusic(from: -GameConstants.leadIn)])
    #expect(session.phase == .playing)
    #expect(session.run.judgements == [nil, nil, nil])
    #expect(session.run.integrity == GameConstants.maxIntegrity)
    #expect(session.run.scoring == ScoreKeeper())
    #expect(session.recordedEvents.isEmpty)
    #expect(session.songTime(at: now + ms(1)) == -GameConstants.leadIn)
    #expect(session.failures == 0, "a restart is not a failure")
    session.input(lane: 0, action: .press, stamp: now)
    #expect(session.recordedEvents.isEmpty, "a press from before the restart is dropped")

    // The new attempt runs on its own timeline.
    let restartedAt = now + ms(1)
    session.input(
      lane: 0, action: .press, stamp: restartedAt + GameConstants.leadIn + ms(1_000) - ms(3))
    _ = session.update(now: restartedAt + GameConstants.leadIn + ms(1_100))
    #expect(session.run.judgements[0] == .hit(tier: Tier.perfect, offset: ms(-3)))
  }

  @Test("failing failuresBeforeAutoAssist (3) times turns on Auto-Assist for the next attempt")
  func autoAssistAfterFailures() {
    var session = Self.makeSession(Self.twelveNotes)
    var attemptStart = Self.start
    for failure in 1...GameConstants.failuresBeforeAutoAssist {
      #expect(!session.autoAssist)
      #expect(session.run.windows == GameConstants.standardWindows)
      let now = attemptStart + .seconds(20)
      let (_, effects) = session.update(now: now)
      #expect(session.run.outcome == .failed)
      #expect(session.phase == .failed(selection: .retry))
      #expect(session.failures == failure)
      #expect(effects.count == 3)
      #expect(Array(effects.prefix(2)) == [.stopMusic, .stopRumble])
      guard case .attemptFinished(let replay, let summary) = effects.last else {
        Issue.record("no attempt reported")
        return
      }
      #expect(summary.outcome == .failed)
      #expect(!replay.autoAssist)
      #expect(replay.windows == GameConstants.standardWindows)
      // Retry is selected: confirm restarts.
      #expect(
        session.command(.confirm, now: now) == [
          .stopMusic, .playMusic(from: -GameConstants.leadIn),
        ])
      attemptStart = now
    }
    #expect(session.autoAssist)
    #expect(session.run.windows == GameConstants.autoAssistWindows)
    #expect(session.currentReplay.autoAssist)
    // A press 200 ms late, a miss before, is now a hit.
    let firstNote = attemptStart + GameConstants.leadIn + ms(1_000)
    session.input(lane: 0, action: .press, stamp: firstNote + ms(200))
    _ = session.update(now: firstNote + ms(250))
    #expect(session.run.judgements[0] == .hit(tier: Tier.good, offset: ms(200)))
  }

  @Test("Auto-Assist pinned off stays off however often the run fails")
  func pinnedAutoAssist() {
    var session = Self.makeSession(Self.twelveNotes, autoAssist: false)
    var now = Self.start
    for _ in 0..<4 {
      now += .seconds(20)
      _ = session.update(now: now)
      _ = session.command(.confirm, now: now)
    }
    #expect(session.failures == 4)
    #expect(!session.autoAssist)
    #expect(session.run.windows == GameConstants.standardWindows)
  }

  @Test("the failed menu: quit leaves without reporting the attempt twice")
  func failedMenu() {
    var session = Self.makeSession(Self.twelveNotes)
    let now = Self.start + .seconds(20)
    _ = session.update(now: now)
    #expect(session.command(.down, now: now).isEmpty)
    #expect(session.phase == .failed(selection: .quit))
    #expect(session.command(.up, now: now).isEmpty)
    #expect(session.phase == .failed(selection: .retry))
    _ = session.command(.down, now: now)
    #expect(session.command(.confirm, now: now) == [.stopMusic, .stopRumble, .quit])
    #expect(session.phase == .quitting)
  }

  @Test("a cleared run goes to the results once the outro has played")
  func clearedGoesToResults() {
    var session = Self.makeSession()
    for (index, lane) in [0, 1, 2].enumerated() {
      let noteTime = ms(Int64(index + 1) * 1_000)
      session.input(lane: lane, action: .press, stamp: Self.media(noteTime))
      session.input(lane: lane, action: .release, stamp: Self.media(noteTime + ms(50)))
    }
    let (game, effects) = session.update(now: Self.media(ms(3_200)))
    #expect(game.last == .allNotesResolved)
    #expect(effects.isEmpty)
    #expect(session.run.outcome == .cleared)
    #expect(session.run.endTime == ms(3_000))

    let outroEnd = Self.media(ms(3_000) + GameConstants.outroTime)
    #expect(session.update(now: outroEnd - ms(1)).session.isEmpty)
    #expect(session.phase == .playing)
    let replay = session.currentReplay
    let (_, atOutroEnd) = session.update(now: outroEnd)
    #expect(session.phase == .results(selection: .retry))
    #expect(atOutroEnd == [.stopRumble, .attemptFinished(replay, RunSummary(run: session.run))])
    #expect(replay.events.count == 6)
    #expect(RunSummary(run: session.run).accuracy == 1)
    #expect(session.failures == 0)

    // Results menu: retry starts over; quit leaves.
    var retried = session
    #expect(
      retried.command(.confirm, now: outroEnd)
        == [.stopMusic, .playMusic(from: -GameConstants.leadIn)])
    #expect(retried.run.judgements == [nil, nil, nil])
    _ = session.command(.down, now: outroEnd)
    #expect(session.phase == .results(selection: .quit))
    #expect(session.command(.confirm, now: outroEnd) == [.stopMusic, .stopRumble, .quit])
  }

  @Test("losing focus pauses a playing session and nothing else")
  func interrupt() {
    var session = Self.makeSession()
    let now = Self.media(ms(200))
    #expect(session.interrupt(now: now) == [.pauseMusic, .stopRumble])
    #expect(session.phase == .paused(selection: .resume))
    #expect(session.interrupt(now: now + ms(10)).isEmpty)
    #expect(session.songTime(at: now + .seconds(9)) == ms(200))
  }

  @Test("a scripted session plays its events and ignores the player")
  func scripted() {
    let events = Autoplay(offset: ms(12)).events(for: Self.threeNotes.notes)
    var session = FirewallSession(
      beatMap: Self.threeNotes, inputSource: .scripted(.autoplay, events), now: Self.start)
    session.input(lane: 1, action: .press, stamp: Self.media(ms(2_000)))
    _ = session.update(now: Self.media(ms(3_500)))
    #expect(session.recordedEvents.isEmpty)
    #expect(session.run.judgements.allSatisfy { $0 == .hit(tier: Tier.perfect, offset: ms(12)) })
    #expect(session.currentReplay.source == .autoplay)
    #expect(session.currentReplay.events == events)
  }
}
