import StarlightCore

/// What the HUD and result screens call a judge's accuracy: each game's own word for it.
enum JudgeHUDText {
  static func accuracyLabel(_ judge: JudgeRules) -> String {
    switch judge.scoring {
    case .itg: "DP"
    case .wife3: "WIFE3"
    default: "ACCURACY"
    }
  }
}

extension Color {
  /// A judge's tier colour.
  init(_ colour: TierColour) {
    self.init(colour.red, colour.green, colour.blue)
  }
}
