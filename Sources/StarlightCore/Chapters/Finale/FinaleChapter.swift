extension ChapterID {
  public static let finale = ChapterID(registering: 6)
}

extension Chapter {
  /// Chapter 6: push the slider against rising resistance; a clear ends on the finale theme.
  public static let finale = Chapter(
    id: .finale, title: "Finale", tagline: "Push the slider to the end against the resistance.",
    rules: FinaleRules.self, tuning: FinaleTuning.self, controls: .oneAction,
    abilities: [.endsOnOwnTheme])
}
