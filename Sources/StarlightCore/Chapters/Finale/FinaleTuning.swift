/// Chapter 6's tuning: the push, the resistance that rises along the track, the physics
/// tick, the heartbeat, the pushes timed to it, the time limit and what Auto-Assist takes
/// off.
///
/// Distances are in fixed-point track units (`trackUnits` is the whole track), speeds in
/// track units per second, accelerations in track units per second squared, so the motion
/// is integer arithmetic and a replay reproduces it exactly.
public struct FinaleTuning: Sendable, Equatable, Codable {
  /// Whether force comes from pushes timed to the heartbeat (a push on the beat drives the
  /// slider for a stroke, a mistimed one slips, a held key gives nothing after its first
  /// instant). Off only for replays recorded before the heartbeat pushes, whose tuning lacks
  /// the key: there a held push drove the slider all along, and they re-simulate that way.
  public var pushesOnBeat: Bool
  /// The physics tick: the motion is integrated in steps of exactly this length, whatever
  /// the frame rate or the caller's step size.
  public var physicsTick: Nanoseconds
  /// The whole track in fixed-point units: the resolution of a position.
  public var trackUnits: Int64
  /// The acceleration of a full held push (a held lane, the stick or trigger all the way),
  /// in the rules before the heartbeat pushes (`pushesOnBeat` off).
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
  /// The heartbeat's interval at the start of the track and at its end, shrinking in a
  /// straight line between them as the slider nears the end. The first beat comes one
  /// interval after the start, so the player sees the cue close in once before it.
  public var heartbeatIntervalAtStart: Nanoseconds
  public var heartbeatIntervalAtEnd: Nanoseconds
  /// A push on the beat drives the slider with this acceleration (a full push; a stick or
  /// trigger's in proportion to its deflection) for `strokeDuration`.
  public var strokeAcceleration: Int64
  public var strokeDuration: Nanoseconds
  /// How far from a heartbeat a push may land, either way: within the first a full stroke,
  /// within the second a stroke of `goodStrokePermille`; further off, or a second push on
  /// one beat, it slips.
  public var perfectWindow: Nanoseconds
  public var goodWindow: Nanoseconds
  public var goodStrokePermille: Int64
  /// The speed a slip costs (track units per second, backwards).
  public var slipImpulse: Int64
  /// A stick or trigger push starts when its force rises past `axisPushThreshold` and may
  /// start again once it has fallen under `axisRearm` (both 0...`PlayerAction.axisMax`).
  public var axisPushThreshold: Int
  public var axisRearm: Int
  /// The buzz of a slip on a pad (0...1000 each).
  public var slipRumbleIntensityPermille: Int
  public var slipRumbleSharpnessPermille: Int
  /// The time to reach the end; past it the chapter is failed.
  public var timeLimit: Nanoseconds
  /// The share of the resistance left under Auto-Assist, in permille.
  public var autoAssistResistancePermille: Int64
  /// Points per second left on the clock when the end is reached (a clear also scores
  /// the whole track's 1000 progress points, so any clear outscores any failure).
  public var pointsPerSecondLeft: Int

  /// A stroke of 1.6 tracks/s^2 for 150 ms on every beat clears in about 22 s; a person
  /// within about 40 ms of the beats who misses one in ten clears in 30 to 37 s; pushing on
  /// every other beat, mashing, or holding a key fails.
  public static let defaults = FinaleTuning(
    pushesOnBeat: true, physicsTick: .milliseconds(1), trackUnits: 1_000_000_000,
    pushAcceleration: 430_000_000, resistanceAtStart: 86_000_000, resistanceAtEnd: 365_000_000,
    dampingPermillePerSecond: 4_000, maxSpeed: 1_000_000_000, stickDeadZone: 80,
    triggerDeadZone: 40, heartbeatIntervalAtStart: .milliseconds(900),
    heartbeatIntervalAtEnd: .milliseconds(300), strokeAcceleration: 1_600_000_000,
    strokeDuration: .milliseconds(150), perfectWindow: .milliseconds(50),
    goodWindow: .milliseconds(120), goodStrokePermille: 600, slipImpulse: 120_000_000,
    axisPushThreshold: 500, axisRearm: 250, slipRumbleIntensityPermille: 600,
    slipRumbleSharpnessPermille: 900, timeLimit: .seconds(45),
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
    let accelerations = [
      pushAcceleration, resistanceAtStart, resistanceAtEnd, maxSpeed, strokeAcceleration,
      slipImpulse,
    ]
    if accelerations.contains(where: { $0 < 0 || $0 > maxAcceleration }) {
      return
        "Finale accelerations and speeds must be 0...\(Self.maxTracksPerSecondSquared) tracks"
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
    if let problem = beatProblem { return problem }
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

extension FinaleTuning {
  /// Why the heartbeat pushes' values cannot make a playable chapter, or nil.
  var beatProblem: String? {
    if strokeDuration <= 0 || strokeDuration > Self.maxTick * 100 {
      return "Finale stroke must last 1 ns...\(Self.maxTick * 100 / Nanoseconds.perSecond) s"
    }
    if perfectWindow <= 0 || goodWindow < perfectWindow {
      return "Finale windows must be positive, the good one at least the perfect one"
    }
    if 2 * goodWindow >= min(heartbeatIntervalAtStart, heartbeatIntervalAtEnd) {
      return "Finale good window must be under half the shortest heartbeat interval"
    }
    if !(0...1_000).contains(goodStrokePermille) {
      return "Finale good stroke must be 0...1000 permille"
    }
    if !(1...PlayerAction.axisMax).contains(axisPushThreshold)
      || !(0..<axisPushThreshold).contains(axisRearm)
    {
      return "Finale axis push threshold must be 1...\(PlayerAction.axisMax), its re-arm below it"
    }
    if !(0...1_000).contains(slipRumbleIntensityPermille)
      || !(0...1_000).contains(slipRumbleSharpnessPermille)
    {
      return "Finale slip rumble must be 0...1000 permille"
    }
    return nil
  }

  private enum CodingKeys: String, CodingKey {
    case pushesOnBeat, physicsTick, trackUnits, pushAcceleration, resistanceAtStart
    case resistanceAtEnd, dampingPermillePerSecond, maxSpeed, stickDeadZone, triggerDeadZone
    case heartbeatIntervalAtStart, heartbeatIntervalAtEnd, strokeAcceleration, strokeDuration
    case perfectWindow, goodWindow, goodStrokePermille, slipImpulse, axisPushThreshold
    case axisRearm, slipRumbleIntensityPermille, slipRumbleSharpnessPermille, timeLimit,
      autoAssistResistancePermille, pointsPerSecondLeft
  }

  /// A tuning saved before the heartbeat pushes has none of their keys: it reads with
  /// `pushesOnBeat` off (the rules it was played under) and the pushes' defaults, unused.
  public init(from decoder: any Decoder) throws {
    let values = try decoder.container(keyedBy: CodingKeys.self)
    let beat = Self.defaults
    func optional<Value: Decodable>(_ key: CodingKeys, _ fallback: Value) throws -> Value {
      try values.decodeIfPresent(Value.self, forKey: key) ?? fallback
    }
    self.init(
      pushesOnBeat: try optional(.pushesOnBeat, false),
      physicsTick: try values.decode(Nanoseconds.self, forKey: .physicsTick),
      trackUnits: try values.decode(Int64.self, forKey: .trackUnits),
      pushAcceleration: try values.decode(Int64.self, forKey: .pushAcceleration),
      resistanceAtStart: try values.decode(Int64.self, forKey: .resistanceAtStart),
      resistanceAtEnd: try values.decode(Int64.self, forKey: .resistanceAtEnd),
      dampingPermillePerSecond: try values.decode(Int64.self, forKey: .dampingPermillePerSecond),
      maxSpeed: try values.decode(Int64.self, forKey: .maxSpeed),
      stickDeadZone: try values.decode(Int.self, forKey: .stickDeadZone),
      triggerDeadZone: try values.decode(Int.self, forKey: .triggerDeadZone),
      heartbeatIntervalAtStart: try values.decode(
        Nanoseconds.self, forKey: .heartbeatIntervalAtStart),
      heartbeatIntervalAtEnd: try values.decode(Nanoseconds.self, forKey: .heartbeatIntervalAtEnd),
      strokeAcceleration: try optional(.strokeAcceleration, beat.strokeAcceleration),
      strokeDuration: try optional(.strokeDuration, beat.strokeDuration),
      perfectWindow: try optional(.perfectWindow, beat.perfectWindow),
      goodWindow: try optional(.goodWindow, beat.goodWindow),
      goodStrokePermille: try optional(.goodStrokePermille, beat.goodStrokePermille),
      slipImpulse: try optional(.slipImpulse, beat.slipImpulse),
      axisPushThreshold: try optional(.axisPushThreshold, beat.axisPushThreshold),
      axisRearm: try optional(.axisRearm, beat.axisRearm),
      slipRumbleIntensityPermille: try optional(
        .slipRumbleIntensityPermille, beat.slipRumbleIntensityPermille),
      slipRumbleSharpnessPermille: try optional(
        .slipRumbleSharpnessPermille, beat.slipRumbleSharpnessPermille),
      timeLimit: try values.decode(Nanoseconds.self, forKey: .timeLimit),
      autoAssistResistancePermille: try values.decode(
        Int64.self, forKey: .autoAssistResistancePermille),
      pointsPerSecondLeft: try values.decode(Int.self, forKey: .pointsPerSecondLeft))
  }
}
