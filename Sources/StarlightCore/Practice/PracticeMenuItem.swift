/// The practice loop's Esc menu.
public enum PracticeMenuItem: String, Sendable, CaseIterable {
  case resume = "Resume"
  case restartSection = "Restart section"
  case changeSection = "Change section"
  case leave = "Leave"
}

/// Why a practice run ended: back to the section chooser, or out of practice.
public enum PracticeExit: Sendable, Equatable {
  case changeSection
  case leave
}

/// One finished pass as the HUD lists it.
public struct PracticePassResult: Sendable, Equatable {
  public let number: Int
  public let accuracy: Double
  public let ending: AttemptEnding?
  /// The pass's full figures, as its replay re-simulates them.
  public let figures: RunSummary?

  public init(number: Int, accuracy: Double, ending: AttemptEnding?, figures: RunSummary? = nil) {
    self.number = number
    self.accuracy = accuracy
    self.ending = ending
    self.figures = figures
  }
}
