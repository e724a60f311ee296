extension ChapterID {
  public static let powerUp = ChapterID(registering: 1)
}

extension Chapter {
  /// Chapter 1: charge a capacitor and release it in the "full" band.
  public static let powerUp = Chapter(
    id: .powerUp, title: "Power-up", tagline: "Hold to charge. Release when the capacitor is full.",
    rules: PowerUpRules.self, tuning: PowerUpTuning.self, controls: .oneAction)
}
