import StarlightCore

/// What every attempt the story starts is made from: the tuning, Chapter 4's beat map, the
/// player's bindings and audio offset, and whether the chapters' bots play.
public struct ChapterSetup {
  public var tuning: Tuning
  public var beatMap: BeatMap?
  public var bindings: InputBindings
  public var audioOffset: Nanoseconds
  /// How late the display shows a frame (`Settings.visualOffsetMs`): the chapter views draw
  /// this far ahead.
  public var visualOffset: Nanoseconds = 0
  /// Each chapter's bot plays (`--autoplay`) instead of the player.
  public var bots: Bool
  /// The rhythm bot's presses spread by seeded normal jitter of this deviation, so it plays
  /// like a person (for the hit error meter and the timing pictures); 0 is perfect.
  public var botJitter: Nanoseconds = 0
  /// The dev overlay is open when a chapter starts (`play --dev`).
  public var devOverlay = false
  /// The player changed an offset in the dev overlay (or applied its suggestion): save it.
  public var onOffsetsChosen: (PlayerOffsets) -> Void = { _ in }
  /// The tuning profiles the dev overlay saves to and loads from (F5, F6).
  public var profiles: TuningProfiles?
  /// Chapter 4's song rate and pitch (`play --rate`); results and replays say so.
  public var playback = ChapterPlayback.normal
  /// The rhythm chapter's judge for this map (the story's own chapters use `starlight`).
  public var judge = JudgeChoice.starlight
  /// What fails the rhythm chapter: the story's integrity, or (a chart played outside the
  /// story) a player's life bar.
  public var failure = FailureRule.firewallIntegrity
  /// The rhythm chapter's Mirror, Random and No-fail.
  public var mods = ModChoice.none
  /// How the rhythm chapter's lanes look (scroll speed, direction, colours, cover): the
  /// player's `Settings.preferences.view`, or a watched replay's. Never judged.
  public var view = ViewPreferences.defaults
  /// The player changed a view preference in play (the lane cover's height): save it.
  public var onViewChosen: (ViewPreferences) -> Void = { _ in }

  public init(
    tuning: Tuning, beatMap: BeatMap?, bindings: InputBindings, audioOffset: Nanoseconds,
    bots: Bool
  ) {
    self.tuning = tuning
    self.beatMap = beatMap
    self.bindings = bindings
    self.audioOffset = audioOffset
    self.bots = bots
  }

  /// A fresh attempt at `chapter`. The seed of anything random is the media instant it
  /// starts at: different every attempt, and recorded in the replay.
  func session(_ chapter: ChapterID, autoAssist: Bool, now: Nanoseconds) throws(ChapterSetupError)
    -> ChapterSession
  {
    // Only a chapter that plays a chart takes the chart, its judge, rate, mods and failure rule.
    let playsChart = ChapterCatalog.chapter(chapter)?.playsChart ?? false
    // Under another game's judge the dev overlay shows (and edits) that judge's windows.
    var tuning = tuning
    if playsChart, !judge.id.isTunedByPlayer {
      tuning.firewall.windows = JudgeCatalog.rules(for: judge).displayWindows
    }
    let seed = UInt64(truncatingIfNeeded: now)
    let context = ChapterContext(
      tuning: tuning, autoAssist: autoAssist, seed: seed,
      beatMap: playsChart ? beatMap : nil,
      playback: playsChart ? playback : .normal,
      judge: playsChart ? judge : .starlight,
      mods: playsChart ? mods.mods(seed: seed) : .none,
      failure: playsChart ? failure : .firewallIntegrity)
    let bot =
      playsChart && botJitter > 0
      ? Autoplay(
        jitterStandardDeviation: playback.rate.songDuration(ofReal: botJitter),
        seed: context.seed,
        rollTapInterval: Autoplay.tuned(tuning.firewall, rate: playback.rate).rollTapInterval
      ).actions(
        for: FirewallRun.playedNotes(context: context) ?? [])
      : ChapterCatalog.rules[chapter]?.botActions(context: context) ?? []
    var session = try ChapterSession(
      chapter: chapter, context: context,
      inputSource: bots ? .scripted(.autoplay, bot) : .player, audioOffset: audioOffset, now: now)
    if playsChart { session.view = view }
    return session
  }

  /// The player's offsets, as the overlay edits them.
  public var offsets: PlayerOffsets {
    get { PlayerOffsets(audio: audioOffset, visual: visualOffset) }
    set {
      audioOffset = newValue.audio
      visualOffset = newValue.visual
    }
  }

  var laneCount: Int { beatMap?.laneCount ?? 1 }

  func views(sourceLabel: String?) -> ChapterViews {
    ChapterViews(
      keyLabels: bindings.keyLabels(laneCount: laneCount), beatMap: beatMap?.metadata,
      sourceLabel: sourceLabel ?? (bots ? "AUTOPLAY" : nil), tempo: beatMap?.tempo,
      preferences: view, keys: KeyHints(bindings))
  }

  func controls(for chapter: ChapterID) -> InputMode {
    bindings.inputMode(
      for: ChapterCatalog.chapter(chapter)?.controls ?? .oneAction, laneCount: laneCount)
  }
}

extension ChapterSetup {
  /// The settings pages changed the look, the default mods or the offsets: every attempt
  /// made from this setup from the next on uses them (other areas are not the setup's).
  mutating func use(_ values: SettingsValues, _ area: SettingsArea) {
    switch area {
    case .view: view = values.preferences.view
    case .mods: mods = ModChoice(values.preferences.mods)
    case .offsets:
      audioOffset = Nanoseconds.fromMilliseconds(values.audioOffsetMs)
      visualOffset = Nanoseconds.fromMilliseconds(values.visualOffsetMs)
    default: break
    }
  }
}
