/// A recorded attempt at any chapter: which chapter, everything its rules were made from
/// (tuning, Auto-Assist, seed, the beat map's identity) and every action in chapter time.
/// Documented in `Docs/ReplayFormat.md`.
public struct Replay: Sendable, Equatable {
  public enum Source: String, Sendable, Codable {
    case live
    case autoplay
  }

  /// The beat map a Chapter 4 replay was made on.
  public struct BeatMapIdentity: Sendable, Equatable {
    public var title: String
    public var sha256: String

    public init(title: String, sha256: String) {
      self.title = title
      self.sha256 = sha256
    }
  }

  public var chapter: ChapterID
  public var beatMap: BeatMapIdentity?
  public var tuning: Tuning
  public var autoAssist: Bool
  public var seed: UInt64
  /// The song's rate and pitch, and a practice run's section (version 5; 1x before).
  public var playback: ChapterPlayback
  /// A practice run's loops and passes (version 5); nil for an attempt at a chapter.
  public var practice: PracticeRecord?
  /// The global audio offset in force when recording began. Actions are already corrected
  /// by it; it is kept so a player can see what their setting was.
  public var audioOffset: Nanoseconds
  /// The dev overlay's changes to the audio offset during the attempt, in time order
  /// (actions after each are corrected by the new offset).
  public var audioOffsetChanges: [AudioOffsetChange]
  public var source: Source
  public var actions: [PlayerAction]
  /// Chapter time at which the attempt was abandoned (restart or quit); nil when it ran to
  /// its outcome or was still going. A re-simulation stops there.
  public var stoppedAt: Nanoseconds?
  /// The dev overlay's changes to `tuning` during the attempt, in time order.
  public var tuningChanges: [TuningChange]
  /// How the attempt ended (version 4); nil for older files and attempts still going.
  public var ending: AttemptEnding?
  /// L and the late hit sounds of the live run (version 4); nil when not recorded live.
  public var audioTiming: ReplayAudioTiming?
  /// The judge the attempt was played under (version 6; `starlight` before).
  public var judge: JudgeChoice = .starlight
  /// What could fail the attempt (version 6, `failure`; the story's integrity before).
  public var failure: FailureRule = .firewallIntegrity
  /// Mirror and Random as the attempt played them (version 6).
  public var mods: PlayMods = .none
  /// The game an imported replay was recorded in (version 6); nil for ours.
  public var origin: ReplayOrigin?
  /// What a re-simulation must give (version 6): recorded when the attempt ended, or the
  /// counts an imported replay's game gave; nil when nothing was recorded.
  public var expected: ExpectedOutcome?
  /// How the rhythm chapter's lanes were drawn (version 6, `view`; nil when not recorded):
  /// watching the replay draws with it. Never judged: re-simulation and rescoring ignore it.
  public var view: ViewPreferences?

  public init(
    chapter: ChapterID, beatMap: BeatMapIdentity? = nil, tuning: Tuning = .defaults,
    autoAssist: Bool = false, seed: UInt64 = 0, playback: ChapterPlayback = .normal,
    practice: PracticeRecord? = nil, audioOffset: Nanoseconds = 0, source: Source,
    actions: [PlayerAction], stoppedAt: Nanoseconds? = nil,
    tuningChanges: [TuningChange] = [], audioOffsetChanges: [AudioOffsetChange] = [],
    ending: AttemptEnding? = nil, audioTiming: ReplayAudioTiming? = nil
  ) {
    self.playback = playback
    self.practice = practice
    self.ending = ending
    self.audioTiming = audioTiming
    self.stoppedAt = stoppedAt
    self.audioOffsetChanges = audioOffsetChanges
    self.tuningChanges = tuningChanges
    self.chapter = chapter
    self.beatMap = beatMap
    self.tuning = tuning
    self.autoAssist = autoAssist
    self.seed = seed
    self.audioOffset = audioOffset
    self.source = source
    self.actions = actions
  }

  /// The context that rebuilds the recorded attempt's rules (with the map, for Chapter 4).
  public func context(beatMap map: BeatMap? = nil) -> ChapterContext {
    var context = ChapterContext(
      tuning: tuning, autoAssist: autoAssist, seed: seed, beatMap: map, playback: playback,
      judge: judge, mods: mods, failure: failure)
    context.inputSamples = origin?.inputSamples ?? []
    return context
  }

  /// The same actions judged under `tuning` from the start: the recorded tuning replaced and
  /// the changes made during the attempt dropped (rescoring a run, "what if").
  public func rescored(under tuning: Tuning) -> Replay {
    var copy = self
    copy.tuning = tuning
    copy.tuningChanges = []
    return copy
  }

  /// The same actions judged under another judge (rescoring a run as another game would).
  public func rescored(under judge: JudgeChoice) -> Replay {
    var copy = self
    copy.judge = judge
    // The windows the overlay showed were the old judge's own tiers: they mean nothing to
    // another judge, which starts from its own (this game's from the defaults).
    let old = JudgeCatalog.rules(for: self.judge).displayWindows
    guard !self.judge.id.isTunedByPlayer, judge.id != self.judge.id else { return copy }
    let fresh = Tuning.defaults.firewall.windows
    if copy.tuning.firewall.windows.tierNames == old.tierNames {
      copy.tuning.firewall.windows = fresh
    }
    for index in copy.tuningChanges.indices
    where copy.tuningChanges[index].tuning.firewall.windows.tierNames == old.tierNames {
      copy.tuningChanges[index].tuning.firewall.windows = fresh
    }
    return copy
  }

  /// The audio offsets the attempt was judged under.
  public var audioOffsets: AudioOffsetTimeline {
    AudioOffsetTimeline(initial: audioOffset, changes: audioOffsetChanges)
  }

  /// Chapter 4's windows as judged in this replay (Auto-Assist's widening included), in
  /// real time (at a rate the rules judge them in song time, `rate` x as wide).
  public var windows: HitWindows { tuning.firewall.configuration(autoAssist: autoAssist).windows }
}
