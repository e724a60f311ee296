/// Everything an attempt at a chapter is made from besides the player's actions: the
/// tuning in force, whether Auto-Assist is on, the seed of anything random, and for the
/// rhythm chapter its beat map, judge and lane mods. A replay stores all of it, so it rebuilds the same rules.
public struct ChapterContext: Sendable {
  public var tuning: Tuning
  public var autoAssist: Bool
  public var seed: UInt64
  public var beatMap: BeatMap?
  /// The song's rate and pitch, and a practice pass's section.
  public var playback: ChapterPlayback
  /// The rhythm chapter's judge (the story always plays under `starlight`).
  public var judge: JudgeChoice
  /// What fails the rhythm chapter: the story's firewall integrity, or a player's life bar.
  public var failure: FailureRule
  /// The rhythm chapter's Mirror and Random.
  public var mods: PlayMods
  /// When a recorded foreign replay's game read its input (`ReplayOrigin.inputSamples`);
  /// empty in live play, where input is read all the time.
  public var inputSamples: [Nanoseconds] = []

  public init(
    tuning: Tuning = .defaults, autoAssist: Bool = false, seed: UInt64 = 0,
    beatMap: BeatMap? = nil, playback: ChapterPlayback = .normal, judge: JudgeChoice = .starlight,
    mods: PlayMods = .none, failure: FailureRule = .firewallIntegrity
  ) {
    self.failure = failure
    self.judge = judge
    self.mods = mods
    self.playback = playback
    self.tuning = tuning
    self.autoAssist = autoAssist
    self.seed = seed
    self.beatMap = beatMap
  }
}

/// Why a chapter's rules could not be made.
public struct ChapterSetupError: Error, Sendable, Equatable, CustomStringConvertible {
  public let message: String

  public init(_ message: String) {
    self.message = message
  }

  public var description: String { message }
}
