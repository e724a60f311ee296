extension ChapterID {
  public static let hearts = ChapterID(registering: 2)
}

extension Chapter {
  /// Chapter 2: steer a cursor to collect drifting hearts.
  public static let hearts = Chapter(
    id: .hearts, title: "Hearts", tagline: "Steer to collect the drifting hearts.",
    rules: HeartsRules.self, tuning: HeartsTuning.self,
    controls: .steer(shouldersMoveVertically: false))
}
