/// What the rules want heard, felt or shown. The core never calls the platform; it
/// returns these values and the platform acts on them, so tests can record them.
public enum GameEffect: Sendable, Equatable {
  public enum Sound: String, Sendable, CaseIterable {
    case shieldImpact = "sfx_shield_impact"
    case hapticThud = "sfx_haptic_thud"
    case successChime = "sfx_success_chime"
    case click = "sfx_click"
    case error = "sfx_error"
  }

  public enum Rumble: Sendable, Equatable {
    case thud
    case missBuzz
  }

  case sound(Sound)
  case rumble(Rumble)
  /// A note (a hold note's head) was judged; drawn as a flash and judgement text.
  case judged(noteIndex: Int, judgement: Judgement)
  /// A hold note's tail was judged: released in time, held through, or dropped early.
  case tailJudged(noteIndex: Int, judgement: Judgement)
  /// A press reached no threat: harmless, drawn as an empty shield flicker.
  case emptyBlock(lane: Int)
  case integrityDepleted
  case allNotesResolved
}
