/// What a note asks of the player, as the home engines play it (StepMania's tap, hold, roll,
/// mine, lift and fake; osu!mania's notes and holds).
///
/// - `tap`: press on time.
/// - `hold`: press on time, keep the lane down to the tail, release there.
/// - `roll`: press on time, then re-tap the lane at least every `rollRetapLimit` until the tail
///   (StepMania's roll); holding it down does not keep it alive.
/// - `mine`: a threat the player must *not* block: hit when its lane is down as it crosses the
///   line or pressed within the mine window of it; a hit costs integrity.
/// - `lift`: judged at the release, with the same tiers as a press.
/// - `fake`: drawn, never judged, never counted.
public enum NoteKind: String, Sendable, Equatable, Codable, CaseIterable {
  case tap, hold, roll, mine, lift, fake

  /// The kind a note has when its map names none: a hold if it has a tail, else a tap
  /// (every map written before note kinds existed).
  public static func implied(hasTail: Bool) -> NoteKind { hasTail ? .hold : .tap }

  /// Whether a note of this kind needs a tail (`endBeat`), may have one, or must not.
  public enum Tail: Sendable { case required, optional, forbidden }

  public var tail: Tail {
    switch self {
    case .hold, .roll: .required
    case .fake: .optional
    case .tap, .mine, .lift: .forbidden
    }
  }

  /// Judged by a press, with a tier (taps, and the heads of holds and rolls).
  public var isPressJudged: Bool { self == .tap || self == .hold || self == .roll }

  /// Counts towards the run: everything but fakes.
  public var isPlayable: Bool { self != .fake }
}
