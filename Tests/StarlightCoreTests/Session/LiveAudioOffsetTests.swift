import Testing

@testable import StarlightCore

/// The audio offset changed mid-run (the dev overlay's row, or its suggestion applied):
/// presses from the change on are judged under the new offset, the replay records the
/// change and re-simulates the same, and an unsound offset is refused.
@Suite("Live audio offset")
struct LiveAudioOffsetTests {
  typealias Fixture = LiveTuningTests

  @Test(
    "a change applies from the next press: presses around the change instant",
    arguments: [
      // (change at song ms, new offset ms, press at song ms, judged offset ms): the note is
      // at 1000 ms, pressed 30 ms late by the song clock.
      (990, 20, 1_030, 10),
      (1_009, 20, 1_030, 10),
      // Raised by 20 ms at 1015: the press 30 - 20 = 10 ms late would be judged before the
      // change instant, which the rules have passed; it is judged at the change instant.
      (1_015, 20, 1_030, 15),
      (1_030, 20, 1_030, 30),
      (1_031, 20, 1_030, 30),
      (990, -20, 1_030, 50),
      (1_031, -20, 1_030, 30),
    ])
  func changeAroundAPress(changeAt: Int64, offset: Int64, pressAt: Int64, judged: Int64) {
    var session = Fixture.session()
    _ = session.update(now: Fixture.media(ms(900)))
    // In time order, as the platform delivers them.
    if changeAt <= pressAt {
      #expect(session.setAudioOffset(ms(offset), now: Fixture.media(ms(changeAt))).isEmpty)
      session.input(.lane(0, .press), stamp: Fixture.media(ms(pressAt)))
    } else {
      session.input(.lane(0, .press), stamp: Fixture.media(ms(pressAt)))
      _ = session.update(now: Fixture.media(ms(changeAt)))
      #expect(session.setAudioOffset(ms(offset), now: Fixture.media(ms(changeAt))).isEmpty)
    }
    _ = session.update(now: Fixture.media(ms(1_600)))
    guard case .hit(_, let judgedOffset)? = Fixture.run(session).judgements[0] else {
      Issue.record("the press was not judged a hit")
      return
    }
    #expect(judgedOffset == ms(judged))
    #expect(session.audioOffset == ms(offset))
    #expect(session.currentReplay.audioOffset == 0)
    #expect(
      session.currentReplay.audioOffsetChanges == [
        AudioOffsetChange(time: ms(changeAt), offset: ms(offset))
      ])
  }

  @Test("an offset beyond a second is refused with its reason and never applied")
  func refused() {
    var session = Fixture.session()
    let problems = session.setAudioOffset(ms(1_200), now: Fixture.media(ms(500)))
    #expect(problems == ["audio offset 1200 ms is beyond ±1000 ms"])
    #expect(session.audioOffset == 0)
    #expect(session.audioOffsetChanges.isEmpty)
  }

  @Test("a bot's presses were made for their own offset: a change leaves them alone")
  func scriptedInputTakesNoOffset() throws {
    let context = ChapterContext(beatMap: Fixture.map)
    var session = try ChapterSession(
      chapter: .firewall, context: context,
      inputSource: .scripted(.autoplay, FirewallRun.botActions(context: context)),
      now: Fixture.start)
    #expect(session.setAudioOffset(ms(25), now: Fixture.media(ms(500))).isEmpty)
    #expect(session.audioOffset == 0)
    _ = session.update(now: Fixture.media(ms(3_600)))
    #expect(Fixture.run(session).judgements.allSatisfy { $0 == .hit(tier: 0, offset: 0) })
  }

  @Test("a replay with offset changes mid-song: encode, decode, re-simulate give the same run")
  func replayRoundTrip() throws {
    var session = Fixture.session()
    _ = session.update(now: Fixture.media(ms(900)))
    session.input(.lane(0, .press), stamp: Fixture.media(ms(1_030)))
    #expect(session.setAudioOffset(ms(30), now: Fixture.media(ms(1_500))).isEmpty)
    session.input(.lane(1, .press), stamp: Fixture.media(ms(2_030)))
    #expect(session.setAudioOffset(ms(-20), now: Fixture.media(ms(2_500))).isEmpty)
    session.input(.lane(2, .press), stamp: Fixture.media(ms(3_030)))
    _ = session.update(now: Fixture.media(ms(3_600)))
    let live = Fixture.run(session)
    #expect(
      live.judgements == [
        .hit(tier: Tier.perfect, offset: ms(30)), .hit(tier: Tier.perfect, offset: 0),
        .hit(tier: Tier.great, offset: ms(50)),
      ])

    let replay = session.currentReplay
    #expect(replay.audioOffsets.current == ms(-20))
    let decoded = try ReplayCodec.decode(ReplayCodec.encode(replay))
    #expect(decoded == replay)
    #expect(decoded.audioOffsetChanges.map(\.offset) == [ms(30), ms(-20)])
    let simulated = try #require(
      ReplaySimulator.simulate(decoded, beatMap: Fixture.map) as? FirewallRun)
    #expect(simulated.judgements == live.judgements)
    #expect(simulated.summary() == live.summary())
  }

  @Test("a restart starts the next attempt from the offset in force, with no changes")
  func restartKeepsTheOffset() {
    var session = Fixture.session()
    _ = session.update(now: Fixture.media(ms(500)))
    #expect(session.setAudioOffset(ms(15), now: Fixture.media(ms(600))).isEmpty)
    _ = session.command(.pause, now: Fixture.media(ms(700)))
    _ = session.command(.down, now: Fixture.media(ms(800)))
    _ = session.command(.confirm, now: Fixture.media(ms(900)))
    #expect(session.currentReplay.audioOffset == ms(15))
    #expect(session.currentReplay.audioOffsetChanges.isEmpty)
  }

  @Test("an error read under the latest offset: a larger offset makes the press earlier")
  func timeline() {
    let timeline = AudioOffsetTimeline(
      initial: ms(5), changes: [AudioOffsetChange(time: ms(1_000), offset: ms(25))])
    #expect(timeline.offset(at: ms(999)) == ms(5))
    #expect(timeline.offset(at: ms(1_000)) == ms(25))
    #expect(timeline.errorUnderCurrent(ms(20), judgedAt: ms(500)) == 0)
    #expect(timeline.errorUnderCurrent(ms(20), judgedAt: ms(1_500)) == ms(20))
  }
}
