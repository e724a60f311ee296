/// Chapter 6's own group of the tuning: its key in the tuning file and replays, and the dev
/// overlay's fields for it.
extension FinaleTuning: ChapterTuning {
  public static let key = "finale"

  public static let overlayFields: [TuningField] = {
    let group = "Chapter 6 Finale"
    let million = 1_000_000.0
    return [
      TuningField(
        group, "physics tick", .milliseconds, fine: 1, coarse: 10,
        .duration(\.finale.physicsTick)),
      TuningField(
        group, "track", .units, fine: million, coarse: 100 * million, .wide(\.finale.trackUnits)),
      TuningField(
        group, "push acceleration", .units, fine: million, coarse: 10 * million,
        .wide(\.finale.pushAcceleration)),
      TuningField(
        group, "resistance at start", .units, fine: million, coarse: 10 * million,
        .wide(\.finale.resistanceAtStart)),
      TuningField(
        group, "resistance at end", .units, fine: million, coarse: 10 * million,
        .wide(\.finale.resistanceAtEnd)),
      TuningField(
        group, "damping", .permille, fine: 100, coarse: 1_000,
        .wide(\.finale.dampingPermillePerSecond)),
      TuningField(
        group, "max speed", .units, fine: million, coarse: 100 * million,
        .wide(\.finale.maxSpeed)),
      TuningField(
        group, "stick dead zone", .permille, fine: 5, coarse: 50, .integer(\.finale.stickDeadZone)),
      TuningField(
        group, "trigger dead zone", .permille, fine: 5, coarse: 50,
        .integer(\.finale.triggerDeadZone)),
      TuningField(
        group, "heartbeat at start", .milliseconds, fine: 10, coarse: 100,
        .duration(\.finale.heartbeatIntervalAtStart)),
      TuningField(
        group, "heartbeat at end", .milliseconds, fine: 10, coarse: 100,
        .duration(\.finale.heartbeatIntervalAtEnd)),
      TuningField(
        group, "stroke acceleration", .units, fine: 10 * million, coarse: 100 * million,
        .wide(\.finale.strokeAcceleration)),
      TuningField(
        group, "stroke", .milliseconds, fine: 10, coarse: 50, .duration(\.finale.strokeDuration)),
      TuningField(
        group, "perfect window", .milliseconds, fine: 5, coarse: 20,
        .duration(\.finale.perfectWindow)),
      TuningField(
        group, "good window", .milliseconds, fine: 5, coarse: 20, .duration(\.finale.goodWindow)),
      TuningField(
        group, "good stroke", .permille, fine: 10, coarse: 100,
        .wide(\.finale.goodStrokePermille)),
      TuningField(
        group, "slip", .units, fine: million, coarse: 10 * million, .wide(\.finale.slipImpulse)),
      TuningField(
        group, "axis push threshold", .permille, fine: 10, coarse: 100,
        .integer(\.finale.axisPushThreshold)),
      TuningField(
        group, "axis re-arm", .permille, fine: 10, coarse: 100, .integer(\.finale.axisRearm)),
      TuningField(
        group, "time limit", .milliseconds, fine: 1_000, coarse: 10_000,
        .duration(\.finale.timeLimit)),
      TuningField(
        group, "Auto-Assist resistance", .permille, fine: 10, coarse: 100,
        .wide(\.finale.autoAssistResistancePermille)),
      TuningField(
        group, "points per second left", .count, fine: 10, coarse: 100,
        .integer(\.finale.pointsPerSecondLeft)),
    ]
  }()
}

extension Tuning {
  public var finale: FinaleTuning {
    get { self[group: FinaleTuning.self] }
    set { self[group: FinaleTuning.self] = newValue }
  }
}
