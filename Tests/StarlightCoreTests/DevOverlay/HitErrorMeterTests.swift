import Testing

@testable import StarlightCore

/// The hit error meter's model on known runs: ticks and their ages, the running mean, the
/// statistics and histogram, and the audio offset suggestion at exactly its hit count.
@Suite("Hit error meter")
struct HitErrorMeterTests {
  static let windows = Tuning.defaults.firewall.windows
  static let calibration = CalibrationTuning.defaults

  @Test("ticks: hits younger than the lifetime, aged 0...1, oldest first; the mean of those")
  func ticksAndAges() {
    // Lifetime 4 s; seen at 10 s.
    let hits = [
      HitErrorMeter.Hit(offset: ms(-50), time: ms(5_000), tier: 1),
      HitErrorMeter.Hit(offset: ms(-20), time: ms(6_000), tier: 0),
      HitErrorMeter.Hit(offset: ms(10), time: ms(8_000), tier: 0),
      HitErrorMeter.Hit(offset: ms(40), time: ms(10_000), tier: 1),
    ]
    let meter = HitErrorMeter(
      hits: hits, windows: Self.windows, calibration: Self.calibration,
      audioOffsets: AudioOffsetTimeline(initial: 0),
      now: ms(10_000))
    #expect(meter.ticks.map(\.offset) == [ms(-20), ms(10), ms(40)])
    #expect(meter.ticks.map(\.age) == [1, 0.5, 0])
    #expect(meter.ticks.map(\.tier) == [0, 0, 1])
    #expect(meter.runningMean == ms(10))
    #expect(meter.statistics.count == 4)
    #expect(meter.statistics.mean == -5)
    #expect(meter.histogram.counts.reduce(0, +) == 4)
    #expect(meter.histogram.counts[meter.histogram.bin(for: ms(-50))] == 1)
  }

  @Test("no recent hit: no ticks and no running mean")
  func empty() {
    let meter = HitErrorMeter(
      hits: [HitErrorMeter.Hit(offset: ms(5), time: 0, tier: 0)], windows: Self.windows,
      calibration: Self.calibration,
      audioOffsets: AudioOffsetTimeline(initial: 0), now: ms(4_001))
    #expect(meter.ticks.isEmpty)
    #expect(meter.runningMean == nil)
    #expect(meter.statistics.count == 1)
  }

  @Test("from a run: each head hit at its press time, misses left out")
  func fromARun() throws {
    // Notes at 1 s, 2 s and 3 s: pressed 30 ms late, 20 ms early, and not at all.
    let map = makeBeatMap(notes: [
      BeatMapNote(beat: 2, lane: 0), BeatMapNote(beat: 4, lane: 1), BeatMapNote(beat: 6, lane: 2),
    ])
    var run = FirewallRun(
      beatMap: map, configuration: Tuning.defaults.firewall.configuration(autoAssist: false),
      startTime: 0)
    var effects: [GameEffect] = []
    run.handle(PlayerAction(time: ms(1_030), lane: 0, action: .press), effects: &effects)
    run.handle(PlayerAction(time: ms(1_980), lane: 1, action: .press), effects: &effects)
    run.advance(to: ms(3_500), effects: &effects)
    #expect(
      HitErrorMeter.hits(of: run) == [
        HitErrorMeter.Hit(offset: ms(30), time: ms(1_030), tier: 0),
        HitErrorMeter.Hit(offset: ms(-20), time: ms(1_980), tier: 0),
      ])
    let meter = HitErrorMeter(
      run: run, calibration: Self.calibration,
      audioOffsets: AudioOffsetTimeline(initial: ms(7)), now: ms(3_030))
    #expect(meter.ticks.map(\.age) == [0.5, 1_050.0 / 4_000])
    #expect(meter.statistics.tiers[0].early == 1)
    #expect(meter.statistics.tiers[0].late == 1)
    #expect(meter.audioOffset == ms(7))
  }

  @Test(
    "the suggestion appears at exactly 50 hits: the offset in force plus the median error",
    arguments: [(49, Int64?.none), (50, 6), (51, 4)])
  func suggestionAtFifty(count: Int, suggestion: Int64?) {
    // Errors 8, 12, 8, 12...: median 10 ms late at 50 hits, 8 ms at 51; offset -4 ms.
    let hits = (0..<count).map {
      HitErrorMeter.Hit(
        offset: ms($0.isMultiple(of: 2) ? 8 : 12), time: ms(Int64($0) * 500), tier: 0)
    }
    let meter = HitErrorMeter(
      hits: hits, windows: Self.windows, calibration: Self.calibration,
      audioOffsets: AudioOffsetTimeline(initial: ms(-4)),
      now: ms(Int64(count) * 500))
    #expect(meter.suggestedAudioOffset == suggestion.map(ms))
  }

  @Test("after the offset changes mid-run, earlier errors are read under the new offset")
  func errorsUnderTheLatestOffset() {
    // 60 presses 20 ms late under offset 0; at 30 s the player applies +20 ms, and the
    // presses after it land on time. Under +20 ms every press reads 0: the suggestion stays
    // +20 ms instead of drifting to +30 ms (the median of raw errors 20 and 0, plus 20).
    let change = AudioOffsetChange(time: ms(30_000), offset: ms(20))
    let hits = (0..<60).map { index in
      let time = ms(Int64(index) * 1_000 + 500)
      return HitErrorMeter.Hit(offset: time < change.time ? ms(20) : 0, time: time, tier: 0)
    }
    let meter = HitErrorMeter(
      hits: hits, windows: Self.windows, calibration: Self.calibration,
      audioOffsets: AudioOffsetTimeline(initial: 0, changes: [change]), now: ms(60_000))
    #expect(meter.audioOffset == ms(20))
    #expect(meter.suggestedAudioOffset == ms(20))
    #expect(meter.statistics.mean == 0)
    // The ticks show the presses as they were judged.
    #expect(meter.ticks.allSatisfy { $0.offset == 0 })
  }

  @Test("followed frame by frame, the meter equals one made afresh at every step")
  func followingEqualsAFreshMeter() {
    let map = makeBeatMap(notes: (0..<8).map { BeatMapNote(beat: Double($0 * 2), lane: $0 % 4) })
    var run = FirewallRun(
      beatMap: map, configuration: Tuning.defaults.firewall.configuration(autoAssist: false),
      startTime: 0)
    var effects: [GameEffect] = []
    var followed: HitErrorMeter?
    var offsets = AudioOffsetTimeline(initial: 0)
    for step in 0..<200 {
      let now = ms(Int64(step) * 50)
      // Note k is at k seconds in lane k % 4: pressed 0, 10 or 20 ms early.
      if step % 20 == 0, step > 0 {
        let note = step / 20
        run.handle(
          PlayerAction(time: now - ms(Int64(10 * (note % 3))), lane: note % 4, action: .press),
          effects: &effects)
      }
      run.advance(to: now, effects: &effects)
      // An offset applied mid-run makes the statistics again.
      if step == 120 { offsets = AudioOffsetTimeline(initial: ms(5)) }
      let fresh = HitErrorMeter(
        run: run, calibration: Self.calibration, audioOffsets: offsets, now: now)
      followed = HitErrorMeter.following(
        followed, run: run, calibration: Self.calibration, audioOffsets: offsets, now: now)
      #expect(followed == fresh, "at \(now)")
    }
    #expect(followed?.statistics.count ?? 0 > 0)
  }
}
