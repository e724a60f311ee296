/// The fields the overlay lists, group by group. A chapter's group is one list here, added
/// to `groups`; the tiers' group follows the tiers of the tuning in force.
extension TuningField {
  /// Every field of `tuning`, grouped, in the overlay's order.
  public static func all(for tuning: Tuning) -> [TuningField] {
    groups(for: tuning).flatMap { $0 }
  }

  /// The fields of the default tuning.
  public static let all = all(for: .defaults)

  /// The group the overlay opens on in each chapter (other chapters: the first group).
  public static let chapterGroups: [ChapterID: String] = [
    .powerUp: "Chapter 1 Power-up", .hearts: "Chapter 2 Hearts", .cipher: "Chapter 3 Cipher",
    .firewall: "Chapter 4 windows", .network: "Chapter 5 Network", .finale: "Chapter 6 Finale",
  ]

  static func groups(for tuning: Tuning) -> [[TuningField]] {
    [
      windows(for: tuning), firewallFeel, offsets, lifeBar, story, calibration, powerUp, hearts,
      cipher, network, finale,
    ]
  }

  static func windows(for tuning: Tuning) -> [TuningField] {
    let group = "Chapter 4 windows"
    let tiers = tuning.firewall.windows.tiers.indices.map { index in
      TuningField(
        group, "\(tuning.firewall.windows.tiers[index].name) half-width", .milliseconds, fine: 1,
        coarse: 10, .tierHalfWidth(index))
    }
    return tiers + [
      TuningField(
        group, "Auto-Assist outer window", .milliseconds, fine: 1, coarse: 10,
        .duration(\.firewall.autoAssistOuterWindow))
    ]
  }

  static let firewallFeel: [TuningField] = {
    let group = "Chapter 4 feel"
    return [
      TuningField(
        group, "lead-in", .milliseconds, fine: 100, coarse: 1_000, .duration(\.firewall.leadIn)),
      TuningField(
        group, "integrity max", .count, fine: 1, coarse: 10, .integer(\.firewall.maxIntegrity)),
      TuningField(
        group, "integrity drain per miss", .count, fine: 1, coarse: 5,
        .integer(\.firewall.missIntegrityDrain)),
      TuningField(
        group, "integrity restore per block", .count, fine: 1, coarse: 5,
        .integer(\.firewall.blockIntegrityRestore)),
      TuningField(
        group, "miss rumble intensity", .ratio, fine: 0.05, coarse: 0.25,
        .real(\.firewall.missRumbleIntensity)),
      TuningField(
        group, "miss rumble sharpness", .ratio, fine: 0.05, coarse: 0.25,
        .real(\.firewall.missRumbleSharpness)),
      TuningField(
        group, "mine window", .milliseconds, fine: 1, coarse: 10, .duration(\.firewall.mineWindow)),
      TuningField(
        group, "integrity drain per mine hit", .count, fine: 1, coarse: 5,
        .integer(\.firewall.mineIntegrityDrain)),
      TuningField(
        group, "roll re-tap limit", .milliseconds, fine: 10, coarse: 100,
        .duration(\.firewall.rollRetapLimit)),
    ]
  }()

  /// A player's life bar: the failure rule of charts played outside the story.
  static let lifeBar: [TuningField] = {
    let group = "Life bar (outside the story)"
    let steps: [(String, any WritableKeyPath<Tuning, Int> & Sendable)] = [
      ("life drain per miss", \.firewall.lifeBar.missDrain),
      ("life drain per hold let go", \.firewall.lifeBar.letGoDrain),
      ("life restore per hold held", \.firewall.lifeBar.heldRestore),
      ("life drain per mine hit", \.firewall.lifeBar.mineDrain),
    ]
    return [
      TuningField(
        group, "life at start", .count, fine: 10, coarse: 100,
        .integer(\.firewall.lifeBar.startLife))
    ]
      + steps.map { label, path in
        TuningField(group, label, .count, fine: 1, coarse: 10, .integer(path))
      }
  }()

  /// The player's offsets: saved in their settings, applied from the next judgement.
  static let offsets: [TuningField] = {
    let group = "Offsets"
    return [
      TuningField(
        group, "audio offset", .milliseconds, fine: 1, coarse: 10, .offset(\.audio)),
      TuningField(
        group, "visual offset", .milliseconds, fine: 1, coarse: 10, .offset(\.visual)),
    ]
  }()

  static let story: [TuningField] = {
    let group = "Story"
    return [
      TuningField(
        group, "failures before Auto-Assist", .count, fine: 1, coarse: 5,
        .integer(\.story.failuresBeforeAutoAssist)),
      TuningField(
        group, "title card", .milliseconds, fine: 100, coarse: 1_000,
        .duration(\.story.titleCardDuration)),
      TuningField(
        group, "end screen", .milliseconds, fine: 100, coarse: 1_000,
        .duration(\.story.endScreenDuration)),
      TuningField(
        group, "outro", .milliseconds, fine: 100, coarse: 1_000, .duration(\.story.outroDuration)),
      TuningField(
        group, "count-in", .milliseconds, fine: 100, coarse: 1_000,
        .duration(\.story.countInDuration)),
      TuningField(
        group, "cross-fade", .milliseconds, fine: 50, coarse: 500,
        .duration(\.story.crossFadeDuration)),
    ]
  }()

  static let calibration: [TuningField] = {
    let group = "Calibration"
    return [
      TuningField(
        group, "beat interval", .milliseconds, fine: 10, coarse: 100,
        .duration(\.calibration.beatInterval)),
      TuningField(
        group, "minimum presses", .count, fine: 1, coarse: 10,
        .integer(\.calibration.minimumPresses)),
      TuningField(
        group, "hits before a suggestion", .count, fine: 1, coarse: 10,
        .integer(\.calibration.suggestionMinimumHits)),
      TuningField(
        group, "stray bound (deviations)", .ratio, fine: 0.1, coarse: 1,
        .real(\.calibration.strayBoundInDeviations)),
      TuningField(
        group, "minimum stray bound", .milliseconds, fine: 1, coarse: 10,
        .duration(\.calibration.minimumStrayBound)),
      TuningField(
        group, "histogram bin width", .milliseconds, fine: 1, coarse: 5,
        .duration(\.calibration.histogramBinWidth)),
      TuningField(
        group, "meter tick lifetime", .milliseconds, fine: 100, coarse: 1_000,
        .duration(\.calibration.meterTickLifetime)),
    ]
  }()

  static let powerUp: [TuningField] = {
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

  static let finale: [TuningField] = {
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
