import Testing

@testable import StarlightCore

/// The dev overlay's tuning changes through a session: refused when unsound, applied from
/// the next judgement, recorded in the replay with their song time, re-simulated exactly,
/// and rescoring a replay under other tuning.
@Suite("Live tuning")
struct LiveTuningTests {
  static let start = Nanoseconds.seconds(1_000)
  /// Notes at 1 s, 2 s and 3 s in lanes 0, 1, 2.
  static let map = makeBeatMap(notes: [
    BeatMapNote(beat: 2, lane: 0), BeatMapNote(beat: 4, lane: 1), BeatMapNote(beat: 6, lane: 2),
  ])

  static func media(_ song: Nanoseconds) -> Nanoseconds { start + GameConstants.leadIn + song }

  /// The defaults with the perfect tier narrowed from 40 to 20 ms.
  static var narrow: Tuning {
    var tuning = Tuning.defaults
    tuning.firewall.windows = windows(perfect: 20, great: 80, good: 150)
    return tuning
  }

  static func windows(perfect: Int64, great: Int64, good: Int64) -> HitWindows {
    HitWindows(tiers: [
      JudgementTier(name: "perfect", halfWidth: ms(perfect), points: GameConstants.perfectPoints),
      JudgementTier(name: "great", halfWidth: ms(great), points: GameConstants.greatPoints),
      JudgementTier(name: "good", halfWidth: ms(good), points: GameConstants.goodPoints),
    ])
  }

  static func session() -> ChapterSession {
    // Chapter 4 with a map always has its rules.
    try! ChapterSession(
      chapter: .firewall, context: ChapterContext(beatMap: map), inputSource: .player,
      now: start)
  }

  static func run(_ session: ChapterSession) -> FirewallRun {
    session.stepper.rules(as: FirewallRun.self)!
  }

  @Test(
    "a change applies from the next judgement: presses around the change instant",
    arguments: [
      // (change at song ms, press at song ms, tier): the note is at 1000 ms, +30 ms is
      // perfect under the old windows and great under the narrowed ones.
      (990, 1_030, Tier.great),
      (1_029, 1_030, Tier.great),
      (1_030, 1_030, Tier.great),
      (1_031, 1_030, Tier.perfect),
      (1_500, 1_030, Tier.perfect),
    ])
  func changeAroundAPress(changeAt: Int64, pressAt: Int64, tier: Int) throws {
    var session = Self.session()
    _ = session.update(now: Self.media(ms(900)))
    #expect(session.retune(Self.narrow, now: Self.media(ms(changeAt))).isEmpty)
    session.input(.lane(0, .press), stamp: Self.media(ms(pressAt)))
    _ = session.update(now: Self.media(ms(1_600)))
    #expect(Self.run(session).judgements[0] == .hit(tier: tier, offset: ms(pressAt - 1_000)))
    #expect(
      session.currentReplay.tuningChanges == [TuningChange(time: ms(changeAt), tuning: Self.narrow)]
    )
  }

  @Test("a narrowed outer edge makes a waiting note a miss sooner")
  func outerEdgeMovesTheMiss() throws {
    var session = Self.session()
    _ = session.update(now: Self.media(ms(900)))
    var tuning = Tuning.defaults
    tuning.firewall.windows = Self.windows(perfect: 40, great: 80, good: 100)
    #expect(session.retune(tuning, now: Self.media(ms(1_050))).isEmpty)
    _ = session.update(now: Self.media(ms(1_101)))
    #expect(Self.run(session).judgements[0] == .miss)
  }

  @Test(
    "unsound tuning is refused with its reason and never applied",
    arguments: [
      (windows(perfect: 80, great: 40, good: 150), "strictly"),
      (windows(perfect: 40, great: 80, good: 400), "Auto-Assist"),
      (windows(perfect: -5, great: 80, good: 150), "above 0"),
    ])
  func refused(windows: HitWindows, reason: String) {
    var session = Self.session()
    var tuning = Tuning.defaults
    tuning.firewall.windows = windows
    let problems = session.retune(tuning, now: Self.media(ms(500)))
    #expect(problems.contains { $0.contains(reason) })
    #expect(session.tuning == .defaults)
    #expect(session.currentReplay.tuningChanges.isEmpty)
  }

  @Test("the tiers' count and names change only between attempts")
  func tierCountIsFixedMidRun() {
    var session = Self.session()
    var tuning = Tuning.defaults
    tuning.firewall.windows = HitWindows(tiers: [
      JudgementTier(name: "perfect", halfWidth: ms(40), points: 300),
      JudgementTier(name: "good", halfWidth: ms(150), points: 100),
    ])
    #expect(!session.retune(tuning, now: Self.media(ms(500))).isEmpty)
    #expect(session.tuning == .defaults)
  }

  @Test("a replay with changes mid-song: encode, decode, re-simulate give the same judgements")
  func replayRoundTrip() throws {
    var session = Self.session()
    _ = session.update(now: Self.media(ms(900)))
    session.input(.lane(0, .press), stamp: Self.media(ms(1_030)))
    #expect(session.retune(Self.narrow, now: Self.media(ms(1_500))).isEmpty)
    session.input(.lane(1, .press), stamp: Self.media(ms(2_030)))
    var wide = Self.narrow
    wide.firewall.windows = Self.windows(perfect: 35, great: 80, good: 150)
    #expect(session.retune(wide, now: Self.media(ms(2_500))).isEmpty)
    session.input(.lane(2, .press), stamp: Self.media(ms(3_030)))
    _ = session.update(now: Self.media(ms(3_600)))
    let live = Self.run(session)
    #expect(
      live.judgements == [
        .hit(tier: Tier.perfect, offset: ms(30)), .hit(tier: Tier.great, offset: ms(30)),
        .hit(tier: Tier.perfect, offset: ms(30)),
      ])

    let replay = session.currentReplay
    #expect(replay.tuningChanges.map(\.time) == [ms(1_500), ms(2_500)])
    let decoded = try ReplayCodec.decode(ReplayCodec.encode(replay))
    #expect(decoded == replay)
    let simulated = try #require(
      ReplaySimulator.simulate(decoded, beatMap: Self.map) as? FirewallRun)
    #expect(simulated.judgements == live.judgements)
    #expect(simulated.summary() == live.summary())
  }

  @Test("rescoring under other tuning judges as a direct simulation with it does")
  func rescoring() throws {
    let actions = [ms(1_010), ms(2_030), ms(2_955)].enumerated().map {
      PlayerAction(time: $0.element, lane: $0.offset, action: .press)
    }
    let recorded = Replay(
      chapter: .firewall,
      beatMap: .init(title: Self.map.metadata.title, sha256: Self.map.contentHash),
      tuning: .defaults, source: .live, actions: actions,
      tuningChanges: [TuningChange(time: ms(100), tuning: Self.narrow)])
    var strict = Tuning.defaults
    strict.firewall.windows = Self.windows(perfect: 15, great: 35, good: 150)
    let rescored = try #require(
      ReplaySimulator.simulate(recorded.rescored(under: strict), beatMap: Self.map)
        as? FirewallRun)
    let direct = Replay(
      chapter: .firewall, beatMap: recorded.beatMap, tuning: strict, source: .live,
      actions: actions)
    let directRun = try #require(
      ReplaySimulator.simulate(direct, beatMap: Self.map) as? FirewallRun)
    #expect(rescored.judgements == directRun.judgements)
    #expect(
      rescored.judgements.map { $0.flatMap(\.tier) } == [Tier.perfect, Tier.great, Tier.good])
  }
}

extension Judgement {
  fileprivate var tier: Int? {
    if case .hit(let tier, _) = self { return tier }
    return nil
  }
}
