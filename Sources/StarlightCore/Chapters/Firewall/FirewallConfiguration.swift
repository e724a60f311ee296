/// Everything besides the beat map that decides how a run is judged.
public struct FirewallConfiguration: Sendable, Equatable {
  public var windows: HitWindows
  public var maxIntegrity: Int
  public var missDrain: Int
  public var blockRestore: Int
  /// The miss buzz: one transient pulse, 0...1 each.
  public var missRumbleIntensity: Double
  public var missRumbleSharpness: Double
  /// A press within this of a mine in its lane hits it; a hit drains `mineDrain`.
  public var mineWindow: Nanoseconds
  public var mineDrain: Int
  /// A roll drops when its lane goes longer than this without a tap.
  public var rollRetapLimit: Nanoseconds
  /// The player's life bar, for a chart played outside the story; nil for the story's
  /// firewall integrity (the values above).
  public var lifeBar: LifeBarTuning?
  /// The judge the attempt is played under.
  public var judgeChoice = JudgeChoice.starlight
  /// The dev overlay's windows (real time) for a judge whose windows are its game's own: they
  /// edit them when they are that judge's tiers (`JudgeRules.edited(by:)`). A judge tuned by
  /// the player takes its windows from the values above.
  public var overlayWindows: HitWindows?

  public init(
    windows: HitWindows,
    maxIntegrity: Int = GameConstants.maxIntegrity,
    missDrain: Int = GameConstants.missIntegrityDrain,
    blockRestore: Int = GameConstants.blockIntegrityRestore,
    missRumbleIntensity: Double = GameConstants.missRumbleIntensity,
    missRumbleSharpness: Double = GameConstants.missRumbleSharpness,
    mineWindow: Nanoseconds = GameConstants.mineWindow,
    mineDrain: Int = GameConstants.mineIntegrityDrain,
    rollRetapLimit: Nanoseconds = GameConstants.rollRetapLimit
  ) {
    self.mineWindow = mineWindow
    self.mineDrain = mineDrain
    self.rollRetapLimit = rollRetapLimit
    self.windows = windows
    self.maxIntegrity = maxIntegrity
    self.missDrain = missDrain
    self.blockRestore = blockRestore
    self.missRumbleIntensity = missRumbleIntensity
    self.missRumbleSharpness = missRumbleSharpness
  }

  /// The failure rule in force.
  public var failure: FailureRule { lifeBar == nil ? .firewallIntegrity : .lifeBar }

  /// The most integrity (or life) a run holds, and what it starts with.
  public var integrityCap: Int { lifeBar?.maxLife ?? maxIntegrity }
  public var startingIntegrity: Int { lifeBar?.startLife ?? maxIntegrity }

  /// What a judgement changes integrity (or life) by. `isTail`: a hold's end; `headMissed`:
  /// that hold's head was already missed and paid for, so its tail's miss is nil: no cost
  /// and no second buzz.
  func integrityChange(_ judgement: Judgement, isTail: Bool, headMissed: Bool) -> Int? {
    switch (judgement, lifeBar) {
    case (.hit, nil): blockRestore
    case (.hit(let tier, _), let life?): isTail ? life.heldRestore : life.change(forTier: tier)
    case (.miss, _) where isTail && headMissed: nil
    case (.miss, nil): -missDrain
    case (.miss, let life?): -(isTail ? life.letGoDrain : life.missDrain)
    }
  }

  /// What a mine hit costs.
  var mineCost: Int { lifeBar?.mineDrain ?? mineDrain }

  /// The rules every judgement consults, as the judge's family makes them for this attempt.
  public var judge: JudgeRules {
    judgeChoice.id.family.rules(for: judgeChoice, attempt: self, overlay: overlayWindows)
  }

  /// The rate the windows above are in song time for (set by `atRate`).
  public var rate: PlaybackRate = .normal

  public static func standard(autoAssist: Bool) -> FirewallConfiguration {
    FirewallTuning.defaults.configuration(autoAssist: autoAssist)
  }
}
