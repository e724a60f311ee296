import Testing

@testable import StarlightCore

/// The calibration run with scripted presses: clicks at the beat instants, presses measured
/// against the nearest beat under the offset in force, the estimate from 32 presses on, and
/// the offset to save.
@Suite("Calibration run")
struct CalibrationRunTests {
  static let tuning = CalibrationTuning.defaults
  static let firstBeat: Nanoseconds = .seconds(3)

  static func run(
    _ kind: CalibrationKind = .audio, offsetInForce: Nanoseconds = 0
  ) -> CalibrationRun {
    CalibrationRun(kind: kind, tuning: tuning, firstBeat: firstBeat, offsetInForce: offsetInForce)
  }

  /// `count` presses, one per beat from beat 0, each `offset` plus seeded normal jitter late.
  static func presses(
    count: Int, offset: Nanoseconds, sigmaMs: Double, seed: UInt64
  ) -> [Nanoseconds] {
    var generator = SplitMix64(seed: seed)
    return (0..<count).map { beat in
      let jitter = Nanoseconds((generator.nextGaussian() * sigmaMs * 1e6).rounded())
      return firstBeat + Nanoseconds(beat) * tuning.beatInterval + offset + jitter
    }
  }

  @Test("an audio run clicks at each beat's own instant, however coarsely it is advanced")
  func clicksAtBeatInstants() {
    var run = Self.run()
    var cues: [CalibrationCue] = []
    // Frames 16.7 ms apart, never landing on a beat.
    var time = Self.firstBeat - .milliseconds(100)
    while time < Self.firstBeat + .seconds(2) {
      run.advance(to: time, effects: &cues)
      time += 16_666_667
    }
    let beats = (0..<4).map { Self.firstBeat + Nanoseconds($0) * Self.tuning.beatInterval }
    #expect(cues == beats.map { CalibrationCue(effect: .sound(.click), time: $0) })
    #expect(run.nextBeat == 4)
  }

  @Test("a visual run makes no sound but keeps the beat")
  func visualRunIsSilent() {
    var run = Self.run(.visual)
    var cues: [CalibrationCue] = []
    run.advance(to: Self.firstBeat + .seconds(2), effects: &cues)
    #expect(cues.isEmpty)
    #expect(run.nextBeat == 5)
    #expect(run.sinceBeat(at: Self.firstBeat + .milliseconds(1_620)) == .milliseconds(120))
    #expect(run.sinceBeat(at: Self.firstBeat - 1) == nil)
  }

  /// Presses (ms after beat 0) and their errors (ms).
  static let nearestBeatCases: [(Int64, Int64)] = [
    (30, 30), (500 - 40, -40), (1_000 + 249, 249), (1_000 + 250, -250), (-250, -250),
  ]

  @Test(
    "each press is measured against the nearest beat, late positive", arguments: nearestBeatCases)
  func nearestBeat(sinceFirstBeatMs: Int64, errorMs: Int64) {
    var run = Self.run()
    let error = Nanoseconds.milliseconds(errorMs)
    #expect(run.press(at: Self.firstBeat + .milliseconds(sinceFirstBeatMs)) == error)
    #expect(run.errors == [error])
  }

  @Test("a press more than half a beat before the first one is not counted")
  func pressBeforeTheBeatsIgnored() {
    var run = Self.run()
    #expect(run.press(at: Self.firstBeat - .milliseconds(251)) == nil)
    #expect(run.pressCount == 0)
  }

  @Test("presses are measured as gameplay judges them: the offset in force taken off")
  func offsetInForceTakenOff() {
    var run = Self.run(offsetInForce: .milliseconds(10))
    #expect(run.press(at: Self.firstBeat + .milliseconds(30)) == .milliseconds(20))
  }

  /// The player's offset and the offset in force (ms).
  static let knownOffsetCases: [(Int64, Int64)] = [(30, 0), (30, 45), (-80, 20), (120, -10)]

  @Test(
    "a known offset with jitter gives that offset back, whatever offset is in force",
    arguments: knownOffsetCases)
  func knownOffsetRecovered(offsetMs: Int64, inForceMs: Int64) throws {
    let offset = Nanoseconds.milliseconds(offsetMs)
    let inForce = Nanoseconds.milliseconds(inForceMs)
    var run = Self.run(offsetInForce: inForce)
    for press in Self.presses(count: 40, offset: offset, sigmaMs: 5, seed: 11) {
      run.press(at: press)
    }
    let estimate = try #require(run.estimate)
    let saved = try #require(run.offsetToSave)
    // 40 presses at sigma 5 ms: 1.96 x 5 / sqrt(40) = 1.55 ms at 95 %; 2 ms leaves room.
    #expect(abs(saved - offset) <= .milliseconds(2))
    #expect(saved == inForce + estimate.offset)
    #expect(estimate.confidence > 0 && estimate.confidence < .milliseconds(3))
    #expect(estimate.dropped == 0)
  }

  @Test("a stray double tap is dropped and does not move the estimate")
  func doubleTapDropped() throws {
    let clean = Self.presses(count: 40, offset: .milliseconds(25), sigmaMs: 4, seed: 3)
    var plain = Self.run()
    var tapped = Self.run()
    for (index, press) in clean.enumerated() {
      plain.press(at: press)
      tapped.press(at: press)
      // The finger bounces 90 ms after the 10th press.
      if index == 10 { tapped.press(at: press + .milliseconds(90)) }
    }
    let estimate = try #require(tapped.estimate)
    #expect(tapped.pressCount == 41)
    #expect(estimate.dropped == 1)
    #expect(estimate.kept == 40)
    #expect(estimate.offset == plain.estimate?.offset)
  }

  @Test("no estimate at 31 presses, one at 32")
  func estimateFromThirtyTwoPresses() {
    var run = Self.run()
    let presses = Self.presses(count: 32, offset: .milliseconds(15), sigmaMs: 5, seed: 5)
    for press in presses.dropLast() { run.press(at: press) }
    #expect(run.pressCount == 31)
    #expect(run.estimate == nil)
    #expect(run.offsetToSave == nil)
    run.press(at: presses[31])
    #expect(run.pressCount == 32)
    #expect(run.estimate != nil)
    #expect(run.offsetToSave != nil)
  }
}
