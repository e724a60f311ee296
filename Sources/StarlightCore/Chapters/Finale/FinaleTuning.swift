/// Chapter 6's tuning: the push, the resistance that rises along the track, the physics
/// tick, the heartbeat, the time limit and what Auto-Assist takes off.
///
/// Distances are in fixed-point track units (`trackUnits` is the whole track), speeds in
/// track units per second, accelerations in track units per second squared, so the motion
/// is integer arithmetic and a replay reproduces it exactly.
public struct FinaleTuning: Sendable, Equatable, Codable {
  /// The physics tick: the motion is integrated in steps of exactly this length, whatever
  /// the frame rate or the caller's step size.
  public var physicsTick: Nanoseconds
  /// The whole track in fixed-point units: the resolution of a position.
  public var trackUnits: Int64
  /// The acceleration of a full push (a held lane, the stick or trigger all the way).
  public var pushAcceleration: Int64
  /// The resistance, as a backward acceleration, at the start of the track and at its end;
  /// it rises in a straight line between them. Below a full push at the end, so a full
  /// push reaches it; above half of one, so a half push stalls on the way.
  public var resistanceAtStart: Int64
  public var resistanceAtEnd: Int64
  /// How much of its speed the slider loses per second to friction, in permille, so it
  /// settles at a speed rather than accelerating without end.
  public var dampingPermillePerSecond: Int64
  /// The fastest the slider moves either way.
  public var maxSpeed: Int64
  /// Stick travel to the right (0...`PlayerAction.axisMax`) ignored as noise around the
  /// centre; past it the force rises in proportion up to a full push.
  public var stickDeadZone: Int
  /// Trigger travel ignored as noise at rest, likewise.
  public var triggerDeadZone: Int
  /// The heartbeat rumble's interval at the start of the track and at its end, shrinking
  /// in a straight line between them as the slider nears the end.
  public var heartbeatIntervalAtStart: Nanoseconds
  public var heartbeatIntervalAtEnd: Nanoseconds
  /// The time to reach the end; past it the chapter is failed.
  public var timeLimit: Nanoseconds
  /// The share of the resistance left under Auto-Assist, in permille.
  public var autoAssistResistancePermille: Int64
  /// Points per second left on the clock when the end is reached (a clear also scores
  /// the whole track's 1000 progress points, so any clear outscores any failure).
  public var pointsPerSecondLeft: Int

  public static let defaults = FinaleTuning(
    physicsTick: .milliseconds(1), trackUnits: 1_000_000_000, pushAcceleration: 430_000_000,
    resistanceAtStart: 86_000_000, resistanceAtEnd: 365_000_000,
    dampingPermillePerSecond: 4_000, maxSpeed: 1_000_000_000, stickDeadZone: 80,
    triggerDeadZone: 40, heartbeatIntervalAtStart: .milliseconds(900),
    heartbeatIntervalAtEnd: .milliseconds(300), timeLimit: .seconds(45),
    autoAssistResistancePermille: 600, pointsPerSecondLeft: 100)

  /// Bounds that keep any value read from a file inside the 128-bit intermediate
  /// arithmetic of a tick and keep a headless run finite.
  static let maxTick = Nanoseconds.milliseconds(100)
  static let maxTrackUnits: Int64 = 1_000_000_000_000
  static let maxTracksPerSecondSquared: Int64 = 1_000
  static let maxDampingPermillePerSecond: Int64 = 1_000_000
  static let maxTimeLimit = Nanoseconds.seconds(60 * 60)

  /// Why these values cannot make a playable chapter, or nil when they can.
  public var problem: String? {
    if physicsTick <= 0 || physicsTick > Self.maxTick {
      return "Finale physics tick must be 1 ns...\(Self.maxTick / Nanoseconds.perMillisecond) ms"
    }
    if trackUnits <= 0 || trackUnits > Self.maxTrackUnits {
      return "Finale track units must be 1...\(Self.maxTrackUnits)"
    }
    let maxAcceleration = trackUnits * Self.maxTracksPerSecondSquared
    let accelerations = [pushAcceleration, resistanceAtStart, resistanceAtEnd, maxSpeed]
    if accelerations.contains(where: { $0 < 0 || $0 > maxAcceleration }) {
      return
        "Finale push, resistance and speed must be 0...\(Self.maxTracksPerSecondSquared) tracks"
    }
    if dampingPermillePerSecond < 0 || dampingPermillePerSecond > Self.maxDampingPermillePerSecond {
      return "Finale damping must be 0...\(Self.maxDampingPermillePerSecond) permille per second"
    }
    if !(0..<PlayerAction.axisMax).contains(stickDeadZone)
      || !(0..<PlayerAction.axisMax).contains(triggerDeadZone)
    {
      return "Finale dead zones must be 0...\(PlayerAction.axisMax - 1)"
    }
    if heartbeatIntervalAtStart <= 0 || heartbeatIntervalAtEnd <= 0 {
      return "Finale heartbeat intervals must be positive"
    }
    if timeLimit <= 0 || timeLimit > Self.maxTimeLimit {
      return "Finale time limit must be positive and at most an hour"
    }
    if !(0...1_000).contains(autoAssistResistancePermille) {
      return "Finale Auto-Assist resistance must be 0...1000 permille"
    }
    if pointsPerSecondLeft < 0 || pointsPerSecondLeft > 1_000_000 {
      return "Finale points per second left must be 0...1000000"
    }
    return nil
  }
}
