extension ChapterID {
  public static let network = ChapterID(registering: 5)
}

extension Chapter {
  /// Chapter 5: link the nodes in the order the signal travels.
  public static let network = Chapter(
    id: .network, title: "Network", tagline: "Link the nodes in the order the signal travels.",
    rules: NetworkRules.self, tuning: NetworkTuning.self,
    controls: .steer(shouldersMoveVertically: false))
}
