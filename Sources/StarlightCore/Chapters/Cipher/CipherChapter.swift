extension ChapterID {
  public static let cipher = ChapterID(registering: 3)
}

extension Chapter {
  /// Chapter 3: turn the rings until the line reads the code. The shoulder buttons choose
  /// the ring, as the left hand rests there while the stick turns it.
  public static let cipher = Chapter(
    id: .cipher, title: "Cipher", tagline: "Turn the rings until the line reads the code.",
    rules: CipherRules.self, tuning: CipherTuning.self,
    controls: .steer(shouldersMoveVertically: true))
}
