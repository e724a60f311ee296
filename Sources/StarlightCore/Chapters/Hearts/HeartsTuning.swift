/// Chapter 2's tuning: the playfield, the cursor, the hearts' drift, pickups, the clock,
/// what Auto-Assist changes, the pickup rumble, the score and the bot's pace.
///
/// Distances are in fixed-point field units, speeds in field units per second, so the
/// motion is integer arithmetic and a replay reproduces it exactly.
public struct HeartsTuning: Sendable, Equatable, Codable {
  /// The motion is integrated in steps of exactly this length, whatever the frame rate.
  public var physicsTick: Nanoseconds
  /// The playfield, in field units (x right, y down from the top left corner).
  public var fieldWidth: Int64
  public var fieldHeight: Int64
  /// The cursor's speed at a full push (a held direction, or the stick all the way).
  public var cursorSpeed: Int64
  /// Stick travel on either axis (0...`PlayerAction.axisMax`) ignored as noise around the
  /// centre; past it the speed rises in proportion to full.
  public var stickDeadZone: Int
  /// How many hearts drift at once, and how many make a clear.
  public var heartsAlive: Int
  public var target: Int
  /// The hearts' drift speeds are drawn from this range (before Auto-Assist).
  public var heartMinSpeed: Int64
  public var heartMaxSpeed: Int64
  /// How far inside the field's edges a heart's centre stays (it bounces there), so a
  /// heart is never drawn half off the field.
  public var heartMargin: Int64
  /// A heart turns gently every so often: the wait is drawn from this range, the turn's
  /// sine (in millionths) from -`maxTurnSine`...`maxTurnSine`.
  public var turnIntervalMin: Nanoseconds
  public var turnIntervalMax: Nanoseconds
  public var maxTurnSine: Int64
  /// A heart respawns at least this far from the cursor (when a try of the field finds
  /// such a place), so a new heart is never a free pickup.
  public var respawnClearance: Int64
  /// The cursor picks up a heart when their centres are at most this far apart.
  public var pickupRadius: Int64
  /// The time to collect `target` hearts; past it the chapter is failed.
  public var timeLimit: Nanoseconds
  /// Auto-Assist: the wider pickup radius, and the share of the hearts' speed left.
  public var autoAssistPickupRadius: Int64
  public var autoAssistHeartSpeedPermille: Int64
  /// The light transient of a pickup, both 0...1000 permille.
  public var pickupRumbleIntensityPermille: Int
  public var pickupRumbleSharpnessPermille: Int
  /// Points per heart collected, and per second left on the clock at a clear.
  public var pointsPerHeart: Int
  public var pointsPerSecondLeft: Int
  /// How often the bot looks again at the hearts and re-chooses its lanes, and how near
  /// on an axis its aim point must be before it stops steering on that axis.
  public var botDecisionInterval: Nanoseconds
  public var botDeadBand: Int64

  public static let defaults = HeartsTuning(
    physicsTick: .milliseconds(1), fieldWidth: 1_600_000, fieldHeight: 900_000,
    cursorSpeed: 700_000, stickDeadZone: 120, heartsAlive: 3, target: 15,
    heartMinSpeed: 140_000, heartMaxSpeed: 280_000, heartMargin: 50_000,
    turnIntervalMin: .milliseconds(900), turnIntervalMax: .milliseconds(2_200),
    maxTurnSine: 500_000, respawnClearance: 350_000, pickupRadius: 55_000,
    timeLimit: .seconds(35), autoAssistPickupRadius: 90_000, autoAssistHeartSpeedPermille: 550,
    pickupRumbleIntensityPermille: 350, pickupRumbleSharpnessPermille: 700, pointsPerHeart: 100,
    pointsPerSecondLeft: 25, botDecisionInterval: .milliseconds(50), botDeadBand: 15_000)

  /// Bounds that keep any value read from a file inside the 128-bit intermediate
  /// arithmetic of a tick and keep a headless run finite.
  static let maxTick = Nanoseconds.milliseconds(100)
  static let maxFieldUnits: Int64 = 1_000_000_000
  static let maxFieldsPerSecond: Int64 = 100
  static let maxHeartsAlive = 16
  static let maxTarget = 1_000
  static let maxTimeLimit = Nanoseconds.seconds(60 * 60)
  static let maxPoints = 1_000_000

  /// Why these values cannot make a playable chapter, or nil when they can.
  public var problem: String? {
    if physicsTick <= 0 || physicsTick > Self.maxTick {
      return "Hearts physics tick must be 1 ns...\(Self.maxTick / Nanoseconds.perMillisecond) ms"
    }
    if fieldWidth <= 0 || fieldWidth > Self.maxFieldUnits || fieldHeight <= 0
      || fieldHeight > Self.maxFieldUnits
    {
      return "Hearts field width and height must be 1...\(Self.maxFieldUnits)"
    }
    if heartMargin < 0 || heartMargin * 2 >= min(fieldWidth, fieldHeight) {
      return "Hearts margin must be 0 or more and leave room inside the field"
    }
    let maxSpeed = max(fieldWidth, fieldHeight) * Self.maxFieldsPerSecond
    if [cursorSpeed, heartMinSpeed, heartMaxSpeed].contains(where: { $0 < 0 || $0 > maxSpeed }) {
      return "Hearts speeds must be 0...\(Self.maxFieldsPerSecond) fields per second"
    }
    if heartMinSpeed > heartMaxSpeed {
      return "Hearts minimum speed must not exceed the maximum"
    }
    if !(0..<PlayerAction.axisMax).contains(stickDeadZone) {
      return "Hearts stick dead zone must be 0...\(PlayerAction.axisMax - 1)"
    }
    if !(1...Self.maxHeartsAlive).contains(heartsAlive) {
      return "Hearts alive at once must be 1...\(Self.maxHeartsAlive)"
    }
    if !(1...Self.maxTarget).contains(target) {
      return "Hearts target must be 1...\(Self.maxTarget)"
    }
    if turnIntervalMin <= 0 || turnIntervalMax < turnIntervalMin
      || turnIntervalMax > Self.maxTimeLimit
    {
      return "Hearts turn intervals must be positive, the maximum at least the minimum"
    }
    if !(0...HeartsRules.unitVector).contains(maxTurnSine) {
      return "Hearts turn sine must be 0...\(HeartsRules.unitVector) millionths"
    }
    let span = max(fieldWidth, fieldHeight) * 2
    if [respawnClearance, pickupRadius, autoAssistPickupRadius].contains(where: {
      $0 < 0 || $0 > span
    }) {
      return "Hearts radii and clearance must be 0...twice the field"
    }
    if timeLimit <= 0 || timeLimit > Self.maxTimeLimit {
      return "Hearts time limit must be positive and at most an hour"
    }
    if !(0...1_000).contains(autoAssistHeartSpeedPermille) {
      return "Hearts Auto-Assist speed must be 0...1000 permille"
    }
    if !(0...1_000).contains(pickupRumbleIntensityPermille)
      || !(0...1_000).contains(pickupRumbleSharpnessPermille)
    {
      return "Hearts pickup rumble must be 0...1000 permille"
    }
    if !(0...Self.maxPoints).contains(pointsPerHeart)
      || !(0...Self.maxPoints).contains(pointsPerSecondLeft)
    {
      return "Hearts points must be 0...\(Self.maxPoints)"
    }
    if botDecisionInterval <= 0 || botDecisionInterval > Nanoseconds.seconds(1) {
      return "Hearts bot decision interval must be 1 ns...1 s"
    }
    if botDeadBand < 0 || botDeadBand > span {
      return "Hearts bot dead band must be 0...twice the field"
    }
    return nil
  }

}
