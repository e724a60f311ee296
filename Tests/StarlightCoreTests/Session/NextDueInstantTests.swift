import Testing

@testable import StarlightCore

/// The instant the live host's judging thread sleeps until: nothing changes before it,
/// and the change it announces (a miss, a scripted press) is made when it comes.
@Suite("Next due instant")
struct NextDueInstantTests {
  typealias Fixture = LiveTuningTests

  static func firstJudgement(_ session: ChapterSession, at now: Nanoseconds) -> Judgement? {
    var session = session
    _ = session.update(now: now)
    return Fixture.run(session).judgements[0]
  }

  @Test("with no press, the first note's miss falls exactly on the instant reported")
  func missOnTheInstant() throws {
    var session = Fixture.session()
    let now = Fixture.media(.milliseconds(500))
    _ = session.update(now: now)
    let due = try #require(session.nextDueInstant(at: now))
    // The first note is at 1 s: due once its outer window has passed, not before.
    #expect(due > Fixture.media(.seconds(1)))
    #expect(Self.firstJudgement(session, at: due - 1) == nil)
    #expect(Self.firstJudgement(session, at: due) == .miss)
  }

  @Test("a bot's press is due at the step it is applied on")
  func scriptedPress() throws {
    let context = ChapterContext(beatMap: Fixture.map)
    var session = try ChapterSession(
      chapter: .firewall, context: context,
      inputSource: .scripted(.autoplay, FirewallRun.botActions(context: context)),
      now: Fixture.start)
    let now = Fixture.media(.milliseconds(500))
    _ = session.update(now: now)
    let due = try #require(session.nextDueInstant(at: now))
    #expect(due <= Fixture.media(.seconds(1)) + GameConstants.simulationStep)
    #expect(Self.firstJudgement(session, at: due - 1) == nil)
    guard case .hit = Self.firstJudgement(session, at: due) else {
      Issue.record("the bot's press was not judged at the instant reported")
      return
    }
  }

  @Test("paused, nothing is due until the player comes back")
  func pausedWaits() {
    var session = Fixture.session()
    let now = Fixture.media(.milliseconds(500))
    _ = session.interrupt(now: now)
    #expect(session.nextDueInstant(at: now) == nil)
  }
}
