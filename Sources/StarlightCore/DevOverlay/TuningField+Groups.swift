/// The fields the overlay lists, group by group: the game-wide groups here, then each
/// chapter's own (`ChapterTuning.overlayFields`, in its folder) in story order. The tiers'
/// group follows the tiers of the tuning in force.
extension TuningField {
  /// Every field of `tuning`, grouped, in the overlay's order.
  public static func all(for tuning: Tuning) -> [TuningField] {
    groups(for: tuning).flatMap { $0 }
  }

  /// The fields of the default tuning.
  public static let all = all(for: .defaults)

  static func groups(for tuning: Tuning) -> [[TuningField]] {
    [windows(for: tuning), firewallFeel, offsets, lifeBar, story, calibration]
      + ChapterCatalog.tuningGroups.map { $0.overlayFields }
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

}
