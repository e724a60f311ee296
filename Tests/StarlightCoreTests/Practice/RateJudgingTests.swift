import Testing

@testable import StarlightCore

/// A song at a rate: song time against media time exact at every rate the tests name, the
/// windows kept in real (player) time, and the bot still perfect.
@Suite("Judging at a rate")
struct RateJudgingTests {
  static let map = makeBeatMap(notes: (0..<16).map { BeatMapNote(beat: Double($0), lane: $0 % 4) })

  static func session(rate: Int, source: ChapterSession.InputSource = .player) throws
    -> ChapterSession
  {
    let playback = ChapterPlayback(rate: try #require(PlaybackRate(hundredths: rate)))
    return try ChapterSession(
      chapter: .firewall, context: ChapterContext(beatMap: map, playback: playback),
      inputSource: source, now: 0)
  }

  @Test(
    "song time runs at the rate against media time, exactly",
    arguments: [(50, Int64(500)), (100, 1_000), (125, 1_250), (200, 2_000)])
  func songTimeAtRate(rate: Int, songMsPerSecond: Int64) throws {
    let session = try Self.session(rate: rate)
    let start = session.chapterTime(at: 0)
    for seconds: Int64 in [1, 7, 60, 601] {
      #expect(
        session.chapterTime(at: .seconds(seconds)) - start == ms(songMsPerSecond * seconds))
    }
    #expect(session.chapterTime(at: 1) - start == Nanoseconds(rate) / 100)
  }

  @Test("the lead-in lasts as long in real time at any rate", arguments: [50, 100, 150, 200])
  func leadIn(rate: Int) throws {
    let session = try Self.session(rate: rate)
    // Beat 0 is reached after the tuning's lead-in of real time.
    #expect(session.chapterTime(at: Tuning.defaults.firewall.leadIn) == 0)
  }

  @Test(
    "a window is as wide in real time at any rate: the perfect edge in real ms is perfect, 1 ms more is not",
    arguments: [50, 100, 150, 200])
  func windowsInRealTime(rate: Int) throws {
    let edge = GameConstants.perfectWindow
    for (lateReal, tier) in [(edge, 0), (edge + ms(1), 1)] {
      var session = try Self.session(rate: rate)
      let leadIn = Tuning.defaults.firewall.leadIn
      // Note 0 is at song time 0, heard at media time `leadIn`.
      session.input(.lane(0, .press), stamp: leadIn + lateReal)
      _ = session.update(now: leadIn + .seconds(1))
      let run = try #require(session.rules as? FirewallRun)
      let rateValue = try #require(PlaybackRate(hundredths: rate))
      #expect(
        run.judgements[0] == .hit(tier: tier, offset: rateValue.songDuration(ofReal: lateReal)))
    }
  }

  @Test("autoplay at 1.5x is all top tier at 0 ms")
  func autoplayAtRate() throws {
    let rate = try #require(PlaybackRate(hundredths: 150))
    let replay = Autoplay().replay(
      for: Self.map, autoAssist: false, playback: ChapterPlayback(rate: rate))
    #expect(replay.playback.rate == rate)
    let run = try #require(
      try ReplaySimulator.simulate(replay, beatMap: Self.map) as? FirewallRun)
    let summary = RunSummary(run: run)
    #expect(summary.counts.first?.count == Self.map.notes.count)
    #expect(summary.hits.allSatisfy { $0.offset == 0 })
    #expect(summary.accuracy == 1)
  }

  @Test("a replay at a rate round-trips its rate and pitch; a 1x one reads as before")
  func replayRoundTrip() throws {
    var replay = Replay(chapter: .firewall, source: .live, actions: [press(ms(10))])
    #expect(try ReplayCodec.decode(ReplayCodec.encode(replay)) == replay)
    replay.playback = ChapterPlayback(
      rate: try #require(PlaybackRate(hundredths: 75)), pitch: .follows)
    #expect(try ReplayCodec.decode(ReplayCodec.encode(replay)) == replay)
  }

  @Test("a replay's rate outside 0.5 to 2 is refused with the range")
  func badRate() throws {
    let replay = Replay(
      chapter: .firewall, playback: ChapterPlayback(rate: .normal, pitch: .follows),
      source: .live, actions: [])
    let text = String(decoding: ReplayCodec.encode(replay), as: UTF8.self)
      .replacingOccurrences(of: "\"rateHundredths\":100", with: "\"rateHundredths\":250")
    #expect(throws: ReplayCodec.DecodeError.self) { try ReplayCodec.decode(Array(text.utf8)) }
    do {
      _ = try ReplayCodec.decode(Array(text.utf8))
    } catch {
      #expect(error.message.contains("50 to 200"))
    }
  }
}
