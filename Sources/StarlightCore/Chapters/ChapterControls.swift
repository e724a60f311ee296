/// The controls a chapter is played with, which the platform's bindings turn into keys and
/// buttons.
public enum ChapterControls: Sendable, Equatable {
  /// One lane per column of its chart.
  case chartLanes
  /// The `MoveControl` lanes: steer and act. `shouldersMoveVertically`: the shoulder buttons
  /// also move up and down (where the left hand rests while the stick turns).
  case steer(shouldersMoveVertically: Bool)
  /// One action, on every key and button the player may have a hand on.
  case oneAction
}
