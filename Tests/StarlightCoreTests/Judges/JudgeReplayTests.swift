import Foundation
import Testing

@testable import StarlightCore

/// The judge in replays: recorded, rescored, and absent from older files.
@Suite("Judges in replays")
struct JudgeReplayTests {
  static func shippedMap() throws -> BeatMap {
    try BeatMapLoader.load(
      path: repositoryRoot().appendingPathComponent("BeatMaps/chapter4_firewall.json").path)
  }

  @Test("a replay rescored under a judge equals the same presses played under it")
  func rescoreEqualsDirectPlay() throws {
    let map = try Self.shippedMap()
    let played = Autoplay(jitterStandardDeviation: .milliseconds(25), seed: 7).replay(
      for: map, autoAssist: false)
    for id in [JudgeID.osuStable, .itg, .etternaJ7, .quaver] {
      let choice = JudgeChoice.forChart(id, metadata: map.metadata)
      var direct = played
      direct.judge = choice
      // Played under the judge: through a session made with it from the start.
      var session = try ChapterSession(
        chapter: .firewall, context: direct.context(beatMap: map),
        inputSource: .scripted(.autoplay, direct.actions), now: 0)
      var now: Nanoseconds = 0
      while case .playing = session.phase, now < .seconds(120) {
        now += .milliseconds(10)
        _ = session.update(now: now)
      }
      let rescored = try ReplaySimulator.simulate(
        played.rescored(under: choice), beatMap: map)
      #expect(rescored.summary().firewall == session.summary().firewall, "\(id)")
      #expect(rescored.summary().firewall?.judge == choice.label)
    }
  }

  @Test("two judges give different tiers for the same presses")
  func judgesDiffer() throws {
    let map = try Self.shippedMap()
    let played = Autoplay(jitterStandardDeviation: .milliseconds(25), seed: 7).replay(
      for: map, autoAssist: false)
    let starlight = try ReplaySimulator.simulate(played, beatMap: map).summary().firewall
    let etterna = try ReplaySimulator.simulate(
      played.rescored(under: JudgeChoice(.etternaJ7)), beatMap: map
    ).summary().firewall
    #expect(starlight?.counts.map(\.name) == ["perfect", "great", "good", "miss"])
    #expect(
      etterna?.counts.map(\.name) == ["Marvelous", "Perfect", "Great", "Good", "Bad", "Miss"])
    // The same presses, tiered by Etterna's published J7 windows (J4's 22.5/45/90/135/180 ms
    // halved, Bad never under 180 ms), worked out here from each press's offset.
    let edges = [11.25, 22.5, 45, 67.5, 180]
    var expected = [0, 0, 0, 0, 0]
    for hit in try #require(etterna?.hits) {
      guard let offset = hit.offset else { continue }
      let milliseconds = abs(Double(offset) / 1e6)
      if let tier = edges.firstIndex(where: { milliseconds <= $0 }) { expected[tier] += 1 }
    }
    #expect(etterna.map { Array($0.counts.map(\.count).prefix(5)) } == expected)
    #expect(expected[0] < expected.reduce(0, +), "25 ms of jitter leaves J7's Marvelous window")
  }

  @Test("the judge survives the round trip; a starlight replay writes none and reads as before")
  func roundTrip() throws {
    var replay = Replay(
      chapter: .firewall, source: .live, actions: [PlayerAction(time: 5, lane: 0, action: .press)])
    let plain = String(decoding: ReplayCodec.encode(replay), as: UTF8.self)
    #expect(!plain.contains("judge"))
    #expect(try ReplayCodec.decode(ReplayCodec.encode(replay)).judge == .starlight)
    replay.judge = JudgeChoice(.osuStable, overallDifficulty: 7.5, osuMod: .hardRock)
    #expect(try ReplayCodec.decode(ReplayCodec.encode(replay)).judge == replay.judge)
  }

  @Test("an older replay (version 5) loads under starlight")
  func olderReplayIsStarlight() throws {
    let replay = Replay(
      chapter: .firewall, source: .live, actions: [PlayerAction(time: 5, lane: 0, action: .press)])
    var object = try #require(
      try JSONSerialization.jsonObject(with: Data(ReplayCodec.encode(replay))) as? [String: Any])
    object["version"] = 5
    let bytes = [UInt8](try JSONSerialization.data(withJSONObject: object))
    #expect(try ReplayCodec.decode(bytes).judge == .starlight)
  }

  @Test("a replay naming a judge this build does not know is refused with its name")
  func unknownJudge() throws {
    let replay = Replay(
      chapter: .firewall, source: .live, actions: [PlayerAction(time: 5, lane: 0, action: .press)])
    var object = try #require(
      try JSONSerialization.jsonObject(with: Data(ReplayCodec.encode(replay))) as? [String: Any])
    object["judge"] = ["name": "beatmania-iidx"]
    let bytes = [UInt8](try JSONSerialization.data(withJSONObject: object))
    #expect {
      _ = try ReplayCodec.decode(bytes)
    } throws: { error in
      "\(error)".contains("beatmania-iidx")
    }
  }
}

/// The dev overlay under another game's judge: it shows that judge's windows as the tuning's,
/// and an edit makes the judge custom from the next judgement.
@Suite("Judges edited in the dev overlay")
struct JudgeEditTests {
  static let notes = [
    TimedNote(index: 0, lane: 0, time: .milliseconds(300)),
    TimedNote(index: 1, lane: 0, time: .milliseconds(1_300)),
  ]

  static func context(_ windows: HitWindows) -> ChapterContext {
    var tuning = Tuning.defaults
    tuning.firewall.windows = windows
    let map = makeBeatMap(notes: [BeatMapNote(beat: 1, lane: 0), BeatMapNote(beat: 3, lane: 0)])
    return ChapterContext(tuning: tuning, beatMap: map, judge: JudgeChoice(.itg))
  }

  @Test("the judge's own windows leave it itself; an edit makes it custom, never 'itg'")
  func editedIsCustom() throws {
    let own = JudgeCatalog.rules(for: JudgeChoice(.itg)).displayWindows
    var run = try FirewallRun(context: Self.context(own))
    #expect(!run.judge.isCustom && run.judge.name == "itg")
    // Fantastic widened from 23 to 40 ms in the overlay.
    var tiers = own.tiers
    tiers[0] = JudgementTier(name: tiers[0].name, halfWidth: .milliseconds(40), points: 500)
    var edited = Tuning.defaults
    edited.firewall.windows = HitWindows(tiers: tiers)
    run.retune(edited)
    #expect(run.judge.isCustom && run.judge.name == "custom (from itg)")
    #expect(run.judge.verdict(forOffset: .milliseconds(35)) == .tier(0))
    var effects: [GameEffect] = []
    run.handle(PlayerAction(time: .milliseconds(535), lane: 0, action: .press), effects: &effects)
    #expect(run.judgements[0] == .hit(tier: 0, offset: .milliseconds(35)))
    #expect(RunSummary(run: run).judge == "custom (from itg)")
  }

  @Test("rescored under another judge, the old judge's overlay windows are left behind")
  func rescoreDropsOldWindows() {
    var replay = Replay(chapter: .firewall, source: .live, actions: [])
    replay.judge = JudgeChoice(.itg)
    replay.tuning.firewall.windows = JudgeCatalog.rules(for: JudgeChoice(.itg)).displayWindows
    let rescored = replay.rescored(under: .starlight)
    #expect(rescored.tuning.firewall.windows == Tuning.defaults.firewall.windows)
    #expect(!rescored.hasCustomWindows)
    #expect(!replay.hasCustomWindows)
  }
}
