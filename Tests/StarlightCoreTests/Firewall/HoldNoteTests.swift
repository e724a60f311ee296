import Testing

@testable import StarlightCore

/// Hold notes in the Firewall rules: the head judged like a tap, the tail at the release
/// (within the outer window before it) or when held through, an early release a miss, a
/// missed head a missed tail. One hold in lane 0 from 1000 ms to 2000 ms unless told otherwise.
/// Milliseconds as song time, the unit every table here is written in.
private func holdMs(_ value: Int64) -> Nanoseconds { .milliseconds(value) }

@Suite("Hold notes")
struct HoldNoteTests {
  static let perfect = 0
  static let great = 1
  static let good = 2

  /// A run driven event by event, keeping every effect.
  struct Driver {
    var run: FirewallRun
    var effects: [Logged] = []

    init(
      notes: [TimedNote] = [
        TimedNote(index: 0, lane: 0, time: holdMs(1_000), endTime: holdMs(2_000))
      ],
      autoAssist: Bool = false
    ) {
      run = FirewallRun(
        notes: notes, laneCount: 4, configuration: .standard(autoAssist: autoAssist), startTime: 0)
    }

    @discardableResult
    mutating func press(_ time: Int64, lane: Int = 0) -> [Logged] {
      apply(PlayerAction(time: holdMs(time), lane: lane, action: .press))
    }

    @discardableResult
    mutating func release(_ time: Int64, lane: Int = 0) -> [Logged] {
      apply(PlayerAction(time: holdMs(time), lane: lane, action: .release))
    }

    @discardableResult
    mutating func advance(to time: Int64) -> [Logged] {
      let produced = Logged.record(&run) { $0.advance(to: holdMs(time), effects: &$1) }
      effects += produced
      return produced
    }

    private mutating func apply(_ event: PlayerAction) -> [Logged] {
      let produced = Logged.record(&run) { $0.handle(event, effects: &$1) }
      effects += produced
      return produced
    }
  }

  static func hitEffects(tail: Bool = false, tier: Int, offset: Nanoseconds) -> [Logged] {
    let judgement = Judgement.hit(tier: tier, offset: offset)
    return [
      tail
        ? .tailJudged(noteIndex: 0, judgement: judgement)
        : .judged(noteIndex: 0, judgement: judgement),
      .sound(.shieldImpact), .rumble(.thud),
    ]
  }

  @Test("holding through: the tail is a perfect hit at offset 0, judged at the tail's time")
  func holdingThrough() {
    var driver = Driver()
    #expect(driver.press(1_000) == Self.hitEffects(tier: Self.perfect, offset: 0))
    #expect(driver.run.activeHold(inLane: 0) == 0)
    #expect(driver.advance(to: 1_999).isEmpty)
    #expect(
      driver.advance(to: 2_000)
        == Self.hitEffects(tail: true, tier: Self.perfect, offset: 0) + [.allNotesResolved])
    #expect(driver.run.outcome == .cleared && driver.run.endTime == holdMs(2_000))
    // Letting go afterwards changes nothing and costs nothing.
    #expect(driver.release(2_300).isEmpty)
    #expect(driver.run.scoring.judgedCount == 2 && driver.run.scoring.combo == 2)
  }

  @Test("the tail's time falls between steps: still judged at offset 0")
  func tailBetweenSteps() {
    var driver = Driver(notes: [
      TimedNote(index: 0, lane: 0, time: holdMs(1_000), endTime: 1_999_999_999)
    ])
    driver.press(1_000)
    driver.advance(to: 5_000)
    #expect(driver.run.tailJudgements[0] == .hit(tier: Self.perfect, offset: 0))
  }

  struct Edge: Sendable, CustomTestStringConvertible {
    let pressMs: Int64
    let expected: Judgement?
    var testDescription: String { "press at \(pressMs) ms" }
  }

  @Test(
    "head judgements at the window edges, +-1 ms",
    arguments: [
      Edge(pressMs: 960, expected: .hit(tier: perfect, offset: holdMs(-40))),
      Edge(pressMs: 959, expected: .hit(tier: great, offset: holdMs(-41))),
      Edge(pressMs: 1_080, expected: .hit(tier: great, offset: holdMs(80))),
      Edge(pressMs: 1_081, expected: .hit(tier: good, offset: holdMs(81))),
      Edge(pressMs: 850, expected: .hit(tier: good, offset: holdMs(-150))),
      Edge(pressMs: 1_150, expected: .hit(tier: good, offset: holdMs(150))),
      Edge(pressMs: 849, expected: nil),
      Edge(pressMs: 1_151, expected: nil),
    ])
  func headEdges(_ edge: Edge) {
    var driver = Driver()
    let produced = driver.press(edge.pressMs)
    if let expected = edge.expected {
      #expect(driver.run.judgements[0] == expected)
      #expect(driver.run.activeHold(inLane: 0) == 0)
    } else {
      // Too early: out of reach and harmless. Too late: the head, and so the tail, were
      // missed the moment the window passed, which ended the run before the press.
      #expect(produced.last == (edge.pressMs < 1_000 ? .emptyBlock(lane: 0) : .allNotesResolved))
      driver.advance(to: 1_151)
      #expect(driver.run.judgements[0] == .miss)
      #expect(driver.run.tailJudgements[0] == .miss)
    }
  }

  struct ReleaseEdge: Sendable, CustomTestStringConvertible {
    let releaseMs: Int64
    let expected: Judgement
    var testDescription: String { "release at \(releaseMs) ms" }
  }

  @Test(
    "tail judgements at the release window's edges, +-1 ms",
    arguments: [
      ReleaseEdge(releaseMs: 1_960, expected: .hit(tier: perfect, offset: holdMs(-40))),
      ReleaseEdge(releaseMs: 1_959, expected: .hit(tier: great, offset: holdMs(-41))),
      ReleaseEdge(releaseMs: 1_920, expected: .hit(tier: great, offset: holdMs(-80))),
      ReleaseEdge(releaseMs: 1_919, expected: .hit(tier: good, offset: holdMs(-81))),
      ReleaseEdge(releaseMs: 1_850, expected: .hit(tier: good, offset: holdMs(-150))),
      ReleaseEdge(releaseMs: 1_849, expected: .miss),
      ReleaseEdge(releaseMs: 1_999, expected: .hit(tier: perfect, offset: holdMs(-1))),
      ReleaseEdge(releaseMs: 2_000, expected: .hit(tier: perfect, offset: 0)),
    ])
  func releaseEdges(_ edge: ReleaseEdge) {
    var driver = Driver()
    driver.press(1_000)
    driver.release(edge.releaseMs)
    #expect(driver.run.tailJudgements[0] == edge.expected)
    #expect(driver.run.activeHold(inLane: 0) == nil)
    #expect(driver.run.outcome == .cleared)
  }

  @Test("an early release drops the hold: the tail is a miss that drains and breaks the combo")
  func earlyRelease() {
    var driver = Driver()
    driver.press(1_000)
    #expect(driver.run.integrity == 100)
    let produced = driver.release(1_500)
    #expect(
      produced == [
        .tailJudged(noteIndex: 0, judgement: .miss), .rumble(.missBuzz), .allNotesResolved,
      ])
    #expect(driver.run.integrity == 90)
    #expect(driver.run.scoring.combo == 0 && driver.run.scoring.maxCombo == 1)
    let summary = RunSummary(run: driver.run)
    #expect(summary.holdsDropped == 1 && summary.holdsCompleted == 0)
    #expect(summary.hits[0].tailJudgement == "miss" && summary.hits[0].tailOffset == nil)
  }

  @Test("a missed head misses the tail too, draining (and buzzing) once")
  func missedHead() {
    var driver = Driver(notes: [
      TimedNote(index: 0, lane: 0, time: holdMs(1_000), endTime: holdMs(2_000)),
      TimedNote(index: 1, lane: 1, time: holdMs(3_000)),
    ])
    let produced = driver.advance(to: 1_151)
    #expect(
      produced == [
        .judged(noteIndex: 0, judgement: .miss), .rumble(.missBuzz),
        .tailJudged(noteIndex: 0, judgement: .miss),
      ])
    #expect(driver.run.integrity == 90)
    // The lane is free: a late press is harmless.
    #expect(driver.press(1_500) == [.emptyBlock(lane: 0)])
  }

  @Test("a late head on a hold that has already ended: the tail counts as held through")
  func lateHeadOnShortHold() {
    var driver = Driver(notes: [
      TimedNote(index: 0, lane: 0, time: holdMs(1_000), endTime: holdMs(1_050))
    ])
    let produced = driver.press(1_100)
    #expect(
      produced
        == Self.hitEffects(tier: Self.good, offset: holdMs(100))
        + Self.hitEffects(tail: true, tier: Self.perfect, offset: 0) + [.allNotesResolved])
  }

  @Test("Auto-Assist widens the release window with the hit windows")
  func autoAssistReleaseWindow() {
    let cases: [(release: Int64, expected: Judgement)] = [
      (1_700, .hit(tier: 2, offset: holdMs(-300))), (1_699, .miss),
    ]
    for (release, expected) in cases {
      var driver = Driver(autoAssist: true)
      driver.press(1_000)
      driver.release(release)
      #expect(driver.run.tailJudgements[0] == expected)
    }
  }

  @Test(
    "holds and taps together: a tap in another lane during a hold, the next note in the lane after")
  func mixed() {
    let notes = [
      TimedNote(index: 0, lane: 0, time: holdMs(1_000), endTime: holdMs(2_000)),
      TimedNote(index: 1, lane: 1, time: holdMs(1_500)),
      TimedNote(index: 2, lane: 0, time: holdMs(2_500)),
    ]
    var driver = Driver(notes: notes)
    driver.press(1_010)
    driver.press(1_490, lane: 1)
    driver.release(1_550, lane: 1)
    driver.release(2_020)
    driver.press(2_500)
    #expect(
      driver.run.judgements == [
        .hit(tier: 0, offset: holdMs(10)), .hit(tier: 0, offset: holdMs(-10)),
        .hit(tier: 0, offset: 0),
      ])
    #expect(driver.run.tailJudgements == [.hit(tier: 0, offset: 0), nil, nil])
    #expect(driver.run.scoring.combo == 4)
    #expect(driver.run.outcome == .cleared)
    let summary = RunSummary(run: driver.run)
    #expect(summary.counts.map(\.count) == [4, 0, 0, 0])
    #expect(summary.tailCounts.map(\.count) == [1, 0, 0, 0])
    #expect(summary.hits.map(\.endTime) == [holdMs(2_000), nil, nil])
    #expect(summary.hits.map(\.tailJudgement) == ["perfect", nil, nil])
  }

  /// 120 BPM: holds of one and two beats between taps, in four lanes.
  static func holdMap() -> BeatMap {
    let tempo = TempoMap(points: [TempoPoint(beat: 0, bpm: 120)], offsetNanoseconds: 0)
    var notes: [BeatMapNote] = []
    for bar in 0..<8 {
      let start = Double(4 + bar * 4)
      notes.append(BeatMapNote(beat: start, lane: bar % 4, endBeat: start + 2))
      notes.append(BeatMapNote(beat: start + 0.5, lane: (bar + 1) % 4))
      notes.append(BeatMapNote(beat: start + 1, lane: (bar + 2) % 4, endBeat: start + 1.25))
      notes.append(BeatMapNote(beat: start + 3, lane: bar % 4))
    }
    return BeatMap(
      metadata: BeatMapMetadata(title: "Holds", artist: "Tests", difficulty: "Normal"),
      audioFile: "holds.ogg", audioDuration: .seconds(30), laneCount: 4, tempo: tempo,
      notes: BeatMap.timedNotes(notes, tempo: tempo), contentHash: "holds")
  }

  @Test("autoplay holds every hold to its tail")
  func autoplay() throws {
    let map = Self.holdMap()
    let replay = Autoplay().replay(
      for: map, windows: GameConstants.standardWindows, autoAssist: false)
    let run = try simulateFirewall(replay, on: map)
    #expect(run.outcome == .cleared)
    #expect(run.judgements.allSatisfy { $0 == .hit(tier: 0, offset: 0) })
    let summary = RunSummary(run: run)
    #expect(summary.holdsCompleted == 16 && summary.holdsDropped == 0)
    #expect(run.scoring.judgedCount == 48)
  }

  @Test("a replay with holds gives the same judgements at any frame rate")
  func frameRateIndependence() throws {
    let map = Self.holdMap()
    let replay = Autoplay(offset: holdMs(13), jitterStandardDeviation: holdMs(25), seed: 3)
      .replay(for: map, windows: GameConstants.standardWindows, autoAssist: false)
    let reference = try simulateFirewall(replay, on: map)
    for frameRate in [30, 60, 144, 1_000] {
      let run = try simulateFirewall(replay, on: map, frameRate: frameRate)
      #expect(run.judgements == reference.judgements)
      #expect(run.tailJudgements == reference.tailJudgements)
      #expect(run.scoring == reference.scoring)
    }
  }
}
