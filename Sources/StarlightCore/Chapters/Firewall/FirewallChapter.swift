extension ChapterID {
  public static let firewall = ChapterID(registering: 4)
}

extension Chapter {
  /// Chapter 4, the rhythm chapter: it plays charts (the story's map, Free Play's, practice's)
  /// under their judges. Its tuning is the game's (`Tuning.firewall`: every chart's windows).
  public static let firewall = Chapter(
    id: .firewall, title: "Firewall", tagline: "Block every threat on the beat.",
    rules: FirewallRun.self, tuning: nil, overlayGroup: "Chapter 4 windows",
    controls: .chartLanes, abilities: [.playsChart, .practice])
}
