import StarlightCore

/// The view that draws each chapter.
struct ChapterViews {
  /// Chapter 4's lane key labels and map, and who plays ("AUTOPLAY", "REPLAY", or nil).
  let keyLabels: [String]
  let beatMap: BeatMapMetadata?
  let sourceLabel: String?
  /// The chart's timing and how the player wants the lanes drawn (Chapter 4 only).
  var tempo: TempoMap?
  var preferences = ViewPreferences.defaults
  /// The player's keys, which the hints name.
  var keys = KeyHints.defaults

  func view(for chapter: ChapterID) -> any ChapterView {
    switch chapter {
    case .powerUp:
      PowerUpView(sourceLabel: sourceLabel, keys: keys)
    case .hearts:
      HeartsView(sourceLabel: sourceLabel, keys: keys)
    case .network:
      NetworkView(sourceLabel: sourceLabel, keys: keys)
    case .finale:
      FinaleView(sourceLabel: sourceLabel, keys: keys)
    case .cipher:
      CipherView(sourceLabel: sourceLabel)
    // Every chapter by name, no `default`: a chapter added without a view does not compile,
    // where it once drew Chapter 4's.
    case .firewall:
      FirewallView(
        keyLabels: keyLabels,
        metadata: beatMap ?? BeatMapMetadata(title: "Firewall", artist: "", difficulty: ""),
        sourceLabel: sourceLabel, tempo: tempo ?? FirewallView.fallbackTempo,
        preferences: preferences, keys: keys)
    }
  }
}
