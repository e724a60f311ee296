import StarlightCore

extension ChapterSetup {
  /// The setup a replay is watched with (`replay FILE`, Free Play's replay list): its own
  /// tuning, offset, judge, mods and failure rule, drawn as its player saw it (`view`: this
  /// player's own, for a replay that recorded none), with this machine's keys and display
  /// lag. Nothing chosen while watching is saved: the callbacks are the defaults.
  public static func watching(
    _ replay: Replay, beatMap: BeatMap?, bindings: InputBindings, visualOffset: Nanoseconds,
    view: ViewPreferences
  ) -> ChapterSetup {
    var setup = ChapterSetup(
      tuning: replay.tuning, beatMap: beatMap, bindings: bindings,
      audioOffset: replay.audioOffset, bots: false)
    // The display is this machine's: its lag is compensated whoever played the run.
    setup.visualOffset = visualOffset
    setup.judge = replay.judge
    setup.mods = ModChoice(mods: replay.mods)
    setup.failure = replay.failure
    setup.playback = replay.playback
    setup.view = replay.view ?? view
    return setup
  }

  /// The label over a watched replay: windows other than the defaults make its result
  /// incomparable, and it says so.
  public static func watchingLabel(_ replay: Replay) -> String {
    replay.hasCustomWindows ? "REPLAY (custom windows)" : "REPLAY"
  }
}
