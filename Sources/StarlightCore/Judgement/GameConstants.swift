/// Every tuning value of the game, in one place. The dev overlay's tuning file overrides
/// these at launch; the core takes them as values so tests can use their own.
public enum GameConstants {
  // MARK: Hit windows (seed 001: outer edge +-150 ms, +-300 ms under Auto-Assist)

  public static let perfectWindow = Nanoseconds.milliseconds(40)
  public static let greatWindow = Nanoseconds.milliseconds(80)
  public static let goodWindow = Nanoseconds.milliseconds(150)
  public static let autoAssistOuterWindow = Nanoseconds.milliseconds(300)

  public static let perfectPoints = 300
  public static let greatPoints = 200
  public static let goodPoints = 100

  public static let standardWindows = HitWindows(tiers: [
    JudgementTier(name: "perfect", halfWidth: perfectWindow, points: perfectPoints),
    JudgementTier(name: "great", halfWidth: greatWindow, points: greatPoints),
    JudgementTier(name: "good", halfWidth: goodWindow, points: goodPoints),
  ])

  public static let autoAssistWindows = standardWindows.widened(outerEdge: autoAssistOuterWindow)

  // MARK: Firewall

  /// How long a threat is visible before its hit time at the default (constant) scroll
  /// speed, `ViewPreferences.scrollSpeed`.
  public static let approachTime = Nanoseconds.milliseconds(1_500)
  /// Song time before the music starts, so the first threats can approach.
  public static let leadIn = Nanoseconds.milliseconds(2_000)
  /// Pause after a chapter is cleared or failed before its result screen.
  public static let outroTime = Nanoseconds.milliseconds(1_500)
  /// After Resume in the pause menu, a count-in (3, 2, 1) before play goes on.
  public static let countInDuration = Nanoseconds.milliseconds(3_000)

  public static let maxIntegrity = 100
  public static let missIntegrityDrain = 10
  public static let blockIntegrityRestore = 2
  /// The miss buzz is a transient, so it lasts one pulse. Strong enough to read as an
  /// error through the music, but below the thud's full strength so that a miss never
  /// feels bigger than a block; sharp, so it lands mostly on the small fast motor.
  public static let missRumbleIntensity = 0.7
  public static let missRumbleSharpness = 0.85
  /// A press this close to a mine in its lane hits it (StepMania's `TimingWindowSecondsMine`).
  public static let mineWindow = Nanoseconds.milliseconds(90)
  /// Integrity a mine hit costs; an avoided mine costs and earns nothing.
  public static let mineIntegrityDrain = 8
  /// A roll must be re-tapped at least this often or it drops (StepMania's
  /// `TimingWindowSecondsRoll`, 500 ms).
  public static let rollRetapLimit = Nanoseconds.milliseconds(500)
  /// Failures of a chapter before Auto-Assist engages (Design-Doc 3.8).
  public static let failuresBeforeAutoAssist = 3
  /// The combo bonus grows by one percent per combo step up to this cap.
  public static let comboBonusCapPercent = 100

  // MARK: Loop

  /// The simulation runs at 1000 Hz: one step per millisecond.
  public static let simulationStep = Nanoseconds.milliseconds(1)
  /// A stall longer than this many steps is merged into one step.
  public static let maxStepsPerFrame = 250
  /// The step `replay check` re-simulates in: every chapter's rules are event-ordered, so
  /// any step gives the same outcome (each chapter's determinism tests include this one),
  /// and a 1 ms step through idle stretches was most of the work.
  public static let checkStep = Nanoseconds.milliseconds(50)

  // MARK: Audio

  public static let bgmVolume = 0.7
  public static let sfxVolume = 1.0
  public static let crossFadeDuration = Nanoseconds.milliseconds(500)
}
