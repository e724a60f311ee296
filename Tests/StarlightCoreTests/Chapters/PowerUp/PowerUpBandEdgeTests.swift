import Testing

@testable import StarlightCore

/// Releases exactly at, 1 ms inside and 1 ms outside both edges of the full band, on the
/// first capacitor and on the last (the fastest), with and without Auto-Assist. The edges
/// are computed from the tuning's curve; the release instants are not on the millisecond
/// grid, and the same releases go through a stepper with a coarse step, so the judgement
/// is seen to be made at the release's own instant.
@Suite("Power-up band edges")
struct PowerUpBandEdgeTests {
  enum Edge: String, Sendable {
    case low
    case high
  }

  struct EdgeCase: Sendable, CustomStringConvertible {
    let autoAssist: Bool
    let capacitor: Int
    let edge: Edge
    let offsetMs: Int64
    let snaps: Bool

    var description: String {
      let shift = offsetMs == 0 ? "exactly" : "\(offsetMs > 0 ? "+" : "")\(offsetMs) ms"
      return
        "\(autoAssist ? "Auto-Assist" : "standard") capacitor \(capacitor + 1), \(edge) edge \(shift) -> \(snaps ? "snap" : "no snap")"
    }
  }

  static let tuning = PowerUpTuning.defaults
  static let capacitors = [0, tuning.capacitorsToClear - 1]

  /// At the low edge and after it the charge is in the band; before it, short of it. At the
  /// high edge and before it, in the band; after it, past it.
  static let cases: [EdgeCase] = [false, true].flatMap { autoAssist in
    capacitors.flatMap { capacitor in
      [
        EdgeCase(
          autoAssist: autoAssist, capacitor: capacitor, edge: .low, offsetMs: -1, snaps: false),
        EdgeCase(
          autoAssist: autoAssist, capacitor: capacitor, edge: .low, offsetMs: 0, snaps: true),
        EdgeCase(
          autoAssist: autoAssist, capacitor: capacitor, edge: .low, offsetMs: 1, snaps: true),
        EdgeCase(
          autoAssist: autoAssist, capacitor: capacitor, edge: .high, offsetMs: -1, snaps: true),
        EdgeCase(
          autoAssist: autoAssist, capacitor: capacitor, edge: .high, offsetMs: 0, snaps: true),
        EdgeCase(
          autoAssist: autoAssist, capacitor: capacitor, edge: .high, offsetMs: 1, snaps: false),
      ]
    }
  }

  /// The hold from empty at which the edge lies: the first instant in the band at the low
  /// edge, the last at the high edge.
  static func edgeHold(_ edge: Edge, capacitor: Int, autoAssist: Bool) -> Nanoseconds {
    let curve = tuning.curve(forCapacitor: capacitor)
    let band = tuning.band(autoAssist: autoAssist)
    switch edge {
    case .low: return curve.heldTime(toReach: band.lowerBound)
    case .high: return curve.lastHeldTime(atMost: band.upperBound)
    }
  }

  @Test("the defaults leave the Auto-Assist band inside the curve, wider on both sides")
  func bandsAreInside() {
    let standard = Self.tuning.band(autoAssist: false)
    let assisted = Self.tuning.band(autoAssist: true)
    #expect(standard == Self.tuning.bandLowPermille...Self.tuning.bandHighPermille)
    #expect(assisted.lowerBound < standard.lowerBound)
    #expect(assisted.upperBound > standard.upperBound)
    #expect(assisted.upperBound < PowerUpCurve.full)
  }

  @Test("the edges are where the charge crosses the band, to the nanosecond", arguments: cases)
  func edgesAreExact(_ edgeCase: EdgeCase) {
    guard edgeCase.offsetMs == 0 else { return }
    let curve = Self.tuning.curve(forCapacitor: edgeCase.capacitor)
    let band = Self.tuning.band(autoAssist: edgeCase.autoAssist)
    let hold = Self.edgeHold(
      edgeCase.edge, capacitor: edgeCase.capacitor, autoAssist: edgeCase.autoAssist)
    switch edgeCase.edge {
    case .low:
      #expect(curve.charge(afterHolding: hold) >= band.lowerBound)
      #expect(curve.charge(afterHolding: hold - 1) < band.lowerBound)
    case .high:
      #expect(curve.charge(afterHolding: hold) <= band.upperBound)
      #expect(curve.charge(afterHolding: hold + 1) > band.upperBound)
    }
  }

  @Test("a release judged by the charge at its own instant", arguments: cases)
  func release(_ edgeCase: EdgeCase) throws {
    let context = ChapterContext(autoAssist: edgeCase.autoAssist)
    var script = try PowerUpScript(context: context)
    for _ in 0..<edgeCase.capacitor { try script.snapOne() }
    #expect(script.rules.capacitorsDone == edgeCase.capacitor)
    let hold =
      Self.edgeHold(edgeCase.edge, capacitor: edgeCase.capacitor, autoAssist: edgeCase.autoAssist)
      + .milliseconds(edgeCase.offsetMs)
    script.press()
    try script.wait(untilHeld: hold)
    let charge = script.rules.charge(at: script.time)
    let effectsBefore = script.effects.count
    script.release()
    let released = Array(script.effects.dropFirst(effectsBefore))

    let rules = script.rules
    let band = Self.tuning.band(autoAssist: edgeCase.autoAssist)
    #expect(band.contains(charge) == edgeCase.snaps)
    #expect(rules.lastRelease?.charge == charge)
    if edgeCase.snaps {
      #expect(rules.capacitorsDone == edgeCase.capacitor + 1)
      #expect(rules.lastSnapTime == script.time)
      #expect(rules.phase == .idle)
      #expect(rules.missedReleases == 0)
      let last = edgeCase.capacitor + 1 == Self.tuning.capacitorsToClear
      #expect(
        released
          == [
            .rumble(.stop(handle: edgeCase.capacitor + 1)), .sound(.hapticThud),
            .rumble(.start(.thud, handle: nil)),
          ] + (last ? [.chapterEnded(.powerUp, .cleared)] : []))
    } else {
      #expect(rules.capacitorsDone == edgeCase.capacitor)
      #expect(rules.phase == .draining(level: charge, since: script.time))
      #expect(rules.missedReleases == 1)
      #expect(released == [.rumble(.stop(handle: edgeCase.capacitor + 1))])
    }
    #expect(rules.shorts == 0)

    // The same actions through a stepper whose 10 ms steps straddle the release.
    let fresh = try PowerUpRules(context: context)
    var stepper = ChapterStepper(rules: fresh, step: .milliseconds(10))
    stepper.enqueue(script.actions)
    _ = stepper.advance(to: script.time + .milliseconds(10))
    let stepped = try #require(stepper.rules(as: PowerUpRules.self))
    #expect(stepped.capacitorsDone == rules.capacitorsDone)
    #expect(stepped.lastRelease?.charge == charge)
  }

  @Test("Auto-Assist snaps a release the standard band finds short or past")
  func autoAssistWidens() throws {
    for (edge, offset) in [(Edge.low, Int64(-1)), (Edge.high, Int64(1))] {
      let hold = Self.edgeHold(edge, capacitor: 0, autoAssist: false) + .milliseconds(offset)
      var outcomes: [Int] = []
      for autoAssist in [false, true] {
        var script = try PowerUpScript(context: ChapterContext(autoAssist: autoAssist))
        script.press()
        try script.wait(untilHeld: hold)
        script.release()
        outcomes.append(script.rules.capacitorsDone)
      }
      #expect(outcomes == [0, 1], "\(edge) edge \(offset) ms")
    }
  }
}
