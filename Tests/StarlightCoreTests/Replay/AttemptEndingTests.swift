import Foundation
import Testing

@testable import StarlightCore

/// Replays record how an attempt ended (format version 4): re-simulating an abandoned one
/// stops where the player stopped, gives the counts the player saw and reports
/// "abandoned"; older files still load.
@Suite struct AttemptEndingTests {
  static let start = Nanoseconds.seconds(500)
  /// Twelve notes in lane 0, every half second from 1 s: played on, ten misses fail it.
  static let map = makeBeatMap(notes: (1...12).map { BeatMapNote(beat: Double($0 + 1), lane: 0) })

  static func media(_ song: Nanoseconds) -> Nanoseconds { start + GameConstants.leadIn + song }

  static func session() throws -> ChapterSession {
    try ChapterSession(
      chapter: .firewall, context: ChapterContext(beatMap: map), inputSource: .player, now: start)
  }

  /// Hits the first two notes (one late), then lets three go by, then pauses.
  static func playedAndPaused() throws -> (ChapterSession, Nanoseconds) {
    var session = try session()
    for (index, offset) in [Nanoseconds(0), .milliseconds(60)].enumerated() {
      let note = Nanoseconds.milliseconds(1_000 + 500 * Int64(index)) + offset
      session.input(.lane(0, .press), stamp: media(note))
      session.input(.lane(0, .release), stamp: media(note + .milliseconds(30)))
      _ = session.update(now: media(note + .milliseconds(40)))
    }
    let pausedAt = media(.milliseconds(3_456))
    _ = session.update(now: pausedAt)
    _ = session.command(.pause, now: pausedAt)
    return (session, pausedAt + .seconds(4))
  }

  static func finished(_ effects: [GameEffect]) -> (Replay, ChapterSummary)? {
    for effect in effects {
      if case .attemptFinished(let replay, let summary) = effect { return (replay, summary) }
    }
    return nil
  }

  @Test func anAttemptQuitFromPauseReSimulatesToTheCountsThePlayerSaw() throws {
    var (session, now) = try Self.playedAndPaused()
    _ = session.command(.down, now: now)
    _ = session.command(.down, now: now)
    let (live, seen) = try #require(Self.finished(session.command(.confirm, now: now)))
    #expect(live.ending == .quit)
    let saved = try ReplayCodec.decode(ReplayCodec.encode(live))
    #expect(saved == live)
    let rules = try ReplaySimulator.simulate(saved, beatMap: Self.map)
    let replayed = try #require(rules as? FirewallRun)
    let played = try #require(session.stepper.rules(as: FirewallRun.self))
    #expect(replayed.judgements == played.judgements)
    #expect(rules.summary() == seen)
    #expect(played.judgements.compactMap { $0 }.count == 5)
    #expect(saved.reportedOutcome(rules.summary().outcome) == "abandoned")
    // Played on to the end of the map, the same presses fail.
    var unbounded = saved
    unbounded.stoppedAt = nil
    unbounded.ending = nil
    #expect(try ReplaySimulator.simulate(unbounded, beatMap: Self.map).outcome == .failed)
  }

  enum Exit: String, CaseIterable {
    case restart, quit, closeWindow
  }

  @Test(arguments: Exit.allCases)
  func everyWayOfGivingUpIsRecorded(exit: Exit) throws {
    var (session, now) = try Self.playedAndPaused()
    let effects: [GameEffect]
    let expected: AttemptEnding
    switch exit {
    case .restart:
      _ = session.command(.down, now: now)
      effects = session.command(.confirm, now: now)
      expected = .restarted
    case .quit:
      _ = session.command(.up, now: now)
      effects = session.command(.confirm, now: now)
      expected = .quit
    case .closeWindow:
      effects = session.abandon(now: now)
      expected = .closed
    }
    let (replay, summary) = try #require(Self.finished(effects))
    #expect(replay.ending == expected)
    #expect(replay.stoppedAt != nil)
    let rules = try ReplaySimulator.simulate(
      ReplayCodec.decode(ReplayCodec.encode(replay)), beatMap: Self.map)
    #expect(rules.summary() == summary)
    #expect(replay.reportedOutcome(rules.outcome) == "abandoned")
  }

  @Test func aRunPlayedToItsOutcomeRecordsIt() throws {
    var session = try Self.session()
    var effects: [GameEffect] = []
    for frame in 1...1_200 {
      effects += session.update(now: Self.media(.milliseconds(10) * Int64(frame)))
    }
    let (replay, _) = try #require(Self.finished(effects))
    #expect(replay.ending == .failed)
    #expect(replay.stoppedAt == nil)
    #expect(replay.reportedOutcome(.failed) == "failed")
  }

  @Test func endingAndAudioTimingKeptFromVersion4On() throws {
    let replay = Replay(
      chapter: .firewall, source: .live, actions: [PlayerAction(time: 5, lane: 0, action: .press)],
      stoppedAt: .milliseconds(700), ending: .closed,
      audioTiming: ReplayAudioTiming(hitSoundLatency: .milliseconds(20), lateSounds: 3))
    let text = String(decoding: ReplayCodec.encode(replay), as: UTF8.self)
    #expect(text.contains(#""version":6"#))
    #expect(text.contains(#""end":{"reason":"closed"}"#))
    #expect(text.contains(#""audio":{"hitSoundLatencyNs":20000000,"lateSounds":3}"#))
    #expect(try ReplayCodec.decode(ReplayCodec.encode(replay)) == replay)
  }

  @Test(arguments: [
    #"{"hitSoundLatencyNs":-1,"lateSounds":0}"#,
    #"{"hitSoundLatencyNs":99000000000,"lateSounds":0}"#,
    #"{"hitSoundLatencyNs":20000000,"lateSounds":-3}"#,
  ])
  func anAudioRecordOutOfRangeIsRefused(audio: String) throws {
    let replay = Replay(chapter: .firewall, source: .live, actions: [])
    var text = String(decoding: ReplayCodec.encode(replay), as: UTF8.self)
    text.removeLast()
    text += #","audio":\#(audio)}"#
    #expect(throws: ReplayCodec.DecodeError(message: "replay audio timing is out of range")) {
      try ReplayCodec.decode(Array(text.utf8))
    }
  }

  @Test func aVersion3FileStillLoadsAndAnAbandonedOneReportsSo() throws {
    let v3 = """
      {"format":"starlight-replay","version":3,"chapter":4,
       "beatMap":{"title":"Test Map","sha256":"test-map-hash"},
       "tuning":\(String(decoding: try JSONEncoder().encode(Tuning.defaults), as: UTF8.self)),
       "autoAssist":false,"seed":0,"audioOffsetNs":0,"source":"live","stoppedAtNs":2400000000,
       "actions":[{"timeNs":1000000000,"lane":0,"action":"press"}],"tuningChanges":[]}
      """
    let replay = try ReplayCodec.decode(Array(v3.utf8))
    #expect(replay.ending == nil)
    #expect(replay.audioTiming == nil)
    #expect(replay.stoppedAt == .milliseconds(2_400))
    let rules = try ReplaySimulator.simulate(replay, beatMap: Self.map)
    #expect(rules.now == .milliseconds(2_400))
    #expect(replay.reportedOutcome(rules.outcome) == "abandoned")
  }
}
