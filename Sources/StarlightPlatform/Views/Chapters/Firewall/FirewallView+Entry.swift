import StarlightCore

extension ChapterViewEntry {
  /// The chart's lanes, its metadata and timing, and the player's view preferences.
  static let firewall = ChapterViewEntry(chapter: .firewall) { views in
    FirewallView(
      keyLabels: views.keyLabels,
      metadata: views.beatMap ?? BeatMapMetadata(title: "Firewall", artist: "", difficulty: ""),
      sourceLabel: views.sourceLabel, tempo: views.tempo ?? FirewallView.fallbackTempo,
      preferences: views.preferences, keys: views.keys)
  }
}
