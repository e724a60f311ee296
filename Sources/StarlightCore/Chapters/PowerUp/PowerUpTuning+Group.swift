/// Chapter 1's own group of the tuning: its key in the tuning file and replays, and the dev
/// overlay's fields for it.
extension PowerUpTuning: ChapterTuning {
  public static let key = "powerUp"

  public static let overlayFields: [TuningField] = {
    let group = "Chapter 1 Power-up"
    return [
      TuningField(
        group, "curve exponent", .count, fine: 1, coarse: 1, .integer(\.powerUp.curveExponent)),
      TuningField(
        group, "first charge", .milliseconds, fine: 10, coarse: 100,
        .duration(\.powerUp.firstChargeDuration)),
      TuningField(
        group, "speed-up", .permille, fine: 10, coarse: 100, .integer(\.powerUp.speedUpPermille)),
      TuningField(
        group, "minimum charge", .milliseconds, fine: 10, coarse: 100,
        .duration(\.powerUp.minimumChargeDuration)),
      TuningField(
        group, "band low", .permille, fine: 5, coarse: 50, .integer(\.powerUp.bandLowPermille)),
      TuningField(
        group, "band high", .permille, fine: 5, coarse: 50, .integer(\.powerUp.bandHighPermille)),
      TuningField(
        group, "Auto-Assist band widening", .permille, fine: 5, coarse: 50,
        .integer(\.powerUp.autoAssistBandWidening)),
      TuningField(
        group, "drain", .permille, fine: 10, coarse: 100,
        .integer(\.powerUp.drainPermillePerSecond)),
      TuningField(
        group, "short grace", .milliseconds, fine: 10, coarse: 100,
        .duration(\.powerUp.shortGrace)),
      TuningField(
        group, "capacitors to clear", .count, fine: 1, coarse: 5,
        .integer(\.powerUp.capacitorsToClear)),
      TuningField(
        group, "shorts to fail", .count, fine: 1, coarse: 5, .integer(\.powerUp.shortsToFail)),
      TuningField(
        group, "short rumble intensity", .ratio, fine: 0.05, coarse: 0.25,
        .real(\.powerUp.shortRumbleIntensity)),
      TuningField(
        group, "short rumble sharpness", .ratio, fine: 0.05, coarse: 0.25,
        .real(\.powerUp.shortRumbleSharpness)),
      TuningField(
        group, "trigger press", .permille, fine: 10, coarse: 100,
        .integer(\.powerUp.triggerPressThreshold)),
      TuningField(
        group, "trigger release", .permille, fine: 10, coarse: 100,
        .integer(\.powerUp.triggerReleaseThreshold)),
      TuningField(
        group, "points per capacitor", .count, fine: 10, coarse: 100,
        .integer(\.powerUp.pointsPerCapacitor)),
      TuningField(
        group, "points lost per short", .count, fine: 10, coarse: 100,
        .integer(\.powerUp.pointsLostPerShort)),
      TuningField(
        group, "longest attempt", .milliseconds, fine: 1_000, coarse: 10_000,
        .duration(\.powerUp.maxAttemptDuration)),
    ]
  }()
}

extension Tuning {
  public var powerUp: PowerUpTuning {
    get { self[group: PowerUpTuning.self] }
    set { self[group: PowerUpTuning.self] = newValue }
  }
}
