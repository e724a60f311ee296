import Testing

@testable import StarlightCore

/// The same replay gives the same judgements and offsets at any frame rate and step size,
/// because every press is judged at its own timestamp.
@Suite("Frame-rate independence")
struct FrameRateIndependenceTests {
  static let frameRates = [30, 60, 144, 240, 1_000]
  static let stepSizes: [Nanoseconds] = [
    ms(1), 250_000, ms(2), ms(4), ms(7), GameConstants.checkStep,
  ]

  /// Truth computed without any stepper: every event in time order straight into the rules.
  static let reference: FirewallRun = {
    let replay = SyntheticChart.replay
    var run = FirewallRun(
      beatMap: SyntheticChart.beatMap, configuration: replay.configuration,
      startTime: -GameConstants.leadIn)
    var effects: [GameEffect] = []
    for event in replay.actions { run.handle(event, effects: &effects) }
    run.advance(to: .seconds(600), effects: &effects)
    return run
  }()

  @Test("the chart exercises every tier, misses and edges")
  func chartIsMeaningful() {
    let summary = RunSummary(run: Self.reference)
    let counts = Dictionary(uniqueKeysWithValues: summary.counts.map { ($0.name, $0.count) })
    #expect(summary.outcome == .cleared)
    #expect(counts["perfect", default: 0] > 0)
    #expect(counts["great", default: 0] > 0)
    #expect(counts["good", default: 0] > 0)
    #expect(counts["miss", default: 0] >= SyntheticChart.expectedEdgeMisses)
    let offsets = Self.reference.judgements.compactMap { $0?.offset }
    #expect(offsets.contains(ms(150)))
    #expect(offsets.contains(ms(-150)))
    #expect(offsets.contains { $0 % 250_000 != 0 }, "offsets fall between steps")
    #expect(Set(offsets).count > offsets.count / 2, "jitter spreads the offsets")
    // The tempo change is in the chart: note spacing differs before and after it.
    #expect(SyntheticChart.beatMap.tempo.points.count == 3)
  }

  @Test("no frame rate: only fixed steps", arguments: stepSizes)
  func stepsOnly(step: Nanoseconds) throws {
    let run = try simulateFirewall(SyntheticChart.replay, on: SyntheticChart.beatMap, step: step)
    #expect(run.judgements == Self.reference.judgements)
    #expect(RunSummary(run: run) == RunSummary(run: Self.reference))
  }

  @Test("every frame rate with every step size", arguments: frameRates, stepSizes)
  func framesAndSteps(frameRate: Int, step: Nanoseconds) throws {
    let run = try simulateFirewall(
      SyntheticChart.replay, on: SyntheticChart.beatMap, step: step, frameRate: frameRate)
    #expect(run.judgements == Self.reference.judgements)
    #expect(RunSummary(run: run) == RunSummary(run: Self.reference))
    #expect(run.scoring == Self.reference.scoring)
    #expect(run.integrity == Self.reference.integrity)
  }

  @Test("a long stall merges into one step and judges the same", arguments: [1, 250])
  func stallUnderCatchUpCap(maxStepsPerFrame: Int) throws {
    let replay = SyntheticChart.replay
    var stepper = ChapterStepper(
      rules: FirewallRun(
        beatMap: SyntheticChart.beatMap, configuration: replay.configuration,
        startTime: -GameConstants.leadIn),
      step: GameConstants.simulationStep, maxStepsPerFrame: maxStepsPerFrame)
    stepper.enqueue(replay.actions)
    let frame = Nanoseconds.perSecond / 60
    var time = -GameConstants.leadIn
    while time < .seconds(4) {
      time += frame
      _ = stepper.advance(to: time)
    }
    // A ten-second stall (far more than the cap's 250 steps) across many notes.
    time += .seconds(10)
    _ = stepper.advance(to: time)
    #expect(stepper.simulatedTime == time - (time + GameConstants.leadIn) % ms(1))
    #expect(try #require(stepper.rules(as: FirewallRun.self)).resolvedCount > 0)
    _ = stepper.runToEnd()
    let run = try #require(stepper.rules(as: FirewallRun.self))
    #expect(run.judgements == Self.reference.judgements)
    #expect(RunSummary(run: run) == RunSummary(run: Self.reference))
  }
}

/// A chart built in code with a tempo change, jittered autoplay and hand-placed edge presses.
enum SyntheticChart {
  /// 120 BPM, then 150 BPM from beat 8, then 90 BPM from beat 20; 50 ms audio offset.
  static let tempo = TempoMap(
    points: [
      TempoPoint(beat: 0, bpm: 120), TempoPoint(beat: 8, bpm: 150), TempoPoint(beat: 20, bpm: 90),
    ],
    offsetNanoseconds: ms(50))

  static let beatMap: BeatMap = {
    var notes: [BeatMapNote] = []
    for step in 2...56 {
      let beat = Double(step) / 2
      notes.append(BeatMapNote(beat: beat, lane: (step * 3) % 4))
      if step % 8 == 0 { notes.append(BeatMapNote(beat: beat, lane: (step * 3 + 2) % 4)) }
    }
    // A quick "jack" in one lane at 150 BPM: notes 100 ms apart.
    notes.append(BeatMapNote(beat: 12.25, lane: 1))
    notes.append(BeatMapNote(beat: 12.5, lane: 1))
    return makeBeatMap(notes: notes, tempo: tempo, title: "Synthetic", hash: "synthetic-hash")
  }()

  /// Notes played by hand at exact edges, by note index, with the press offset (nil: no press).
  static let edgePresses: [Int: Nanoseconds?] = [
    5: ms(150),  // good, on the late edge
    10: ms(-150),  // good, on the early edge
    15: ms(150) + 1,  // already a miss when it arrives
    20: ms(-150) - 1,  // harmless, and the note is missed later
    30: ms(40),  // perfect, on the edge
    35: ms(-80),  // great, on the edge
    40: nil,  // never pressed
    50: ms(81),  // good
  ]
  static let expectedEdgeMisses = 3

  static let replay: Replay = {
    let autoplay = Autoplay(offset: 0, jitterStandardDeviation: ms(25), seed: 0x5EED)
    var replay = autoplay.replay(
      for: beatMap, windows: GameConstants.standardWindows, autoAssist: false)
    let others = beatMap.notes.filter { edgePresses[$0.index] == nil }
      .enumerated().map {
        TimedNote(index: $0.offset, lane: $0.element.lane, time: $0.element.time)
      }
    var events = autoplay.actions(for: others)
    for (index, offset) in edgePresses {
      guard let offset else { continue }
      let note = beatMap.notes[index]
      events.append(press(note.time + offset, lane: note.lane))
      events.append(release(note.time + offset + ms(30), lane: note.lane))
    }
    // A few stray presses far from any threat.
    events.append(press(ms(-1_500), lane: 2))
    events.append(press(ms(-1_000), lane: 3))
    replay.actions = events.sorted(by: PlayerAction.precedes)
    return replay
  }()
}
