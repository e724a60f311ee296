import Testing

@testable import StarlightCore

/// A Power-up attempt played live through a `ChapterSession`, its replay taken from the
/// attempt's end, written with `ReplayCodec`, read back and re-simulated headless: the
/// same figures come out.
@Suite("Power-up replays")
struct PowerUpReplayTests {
  /// Plays `actions` as live input, one frame at a time, until the attempt is handed on.
  static func playLive(_ actions: [PlayerAction], context: ChapterContext) throws -> (
    replay: Replay, summary: ChapterSummary
  ) {
    var session = try ChapterSession(
      chapter: .powerUp, context: context, inputSource: .player, now: 0)
    let frame = Nanoseconds.perSecond / 60
    var now: Nanoseconds = 0
    var pending = actions[...]
    while now < context.tuning.powerUp.maxAttemptDuration {
      now += frame
      while let next = pending.first, next.time <= now {
        session.input(next.input, stamp: next.time)
        pending = pending.dropFirst()
      }
      for case .attemptFinished(let replay, let summary) in session.update(now: now) {
        return (replay, summary)
      }
    }
    throw ScriptError("the attempt never finished")
  }

  @Test(
    "record, encode, decode and simulate give the identical summary",
    arguments: [false, true])
  func roundTrip(autoAssist: Bool) throws {
    let context = ChapterContext(autoAssist: autoAssist, seed: 42)
    var script = try PowerUpScript(context: context)
    script.press()
    try script.wait(untilCharge: 600)
    script.release()
    script.wait(.milliseconds(200))
    while script.rules.outcome == .playing { try script.snapOne(lane: 3) }
    let live = try Self.playLive(script.actions, context: context)
    #expect(live.summary.outcome == .cleared)
    #expect(live.summary == script.rules.summary())
    #expect(live.replay.chapter == .powerUp)
    #expect(live.replay.actions == script.actions)

    let decoded = try ReplayCodec.decode(ReplayCodec.encode(live.replay))
    #expect(decoded == live.replay)
    let rules = try ReplaySimulator.simulate(decoded, beatMap: nil)
    #expect(rules.summary() == live.summary)
    #expect(rules.autoAssist == autoAssist)
  }

  @Test("a failed attempt with trigger input survives the round trip")
  func failedWithTriggers() throws {
    var script = try PowerUpScript()
    let overhold =
      PowerUpTuning.defaults.firstChargeDuration + PowerUpTuning.defaults.shortGrace
    while script.rules.outcome == .playing {
      script.input(.axis(.leftTrigger, PlayerAction.axisMax))
      script.wait(overhold + .milliseconds(5))
      script.input(.axis(.leftTrigger, 0))
      script.wait(.milliseconds(300))
    }
    let live = try Self.playLive(script.actions, context: ChapterContext())
    #expect(live.summary.outcome == .failed)
    let decoded = try ReplayCodec.decode(ReplayCodec.encode(live.replay))
    let rules = try ReplaySimulator.simulate(decoded)
    #expect(rules.summary() == live.summary)
    #expect(rules.summary().headline == "0 of 5 capacitors, 3 shorts")
  }
}
