/// Chapter 3's tuning: the rings, the move budget, the clock, the stick's thresholds and
/// repeat, the detent's tap and the score.
public struct CipherTuning: Sendable, Equatable, Codable {
  /// How many concentric rings, and how many symbols go round each one.
  public var ringCount: Int
  public var symbolsPerRing: Int
  /// Detents allowed beyond the shortest solution (the sum of every ring's shortest
  /// distance to its code symbol): small enough that turning the long way fails.
  public var spareMoves: Int
  /// Detents Auto-Assist adds to the budget.
  public var autoAssistExtraMoves: Int
  /// The time to crack the code; past it the chapter is failed.
  public var timeLimit: Nanoseconds
  /// Sideways stick travel (0...`PlayerAction.axisMax`) that turns the ring: one detent
  /// on crossing it, then one per `turnRepeatInterval` while the stick stays past it.
  public var turnThreshold: Int
  public var turnRepeatInterval: Nanoseconds
  /// Up-down stick travel that chooses a ring, once per push: the stick must come back
  /// inside it before it chooses again.
  public var selectThreshold: Int
  /// The short sharp tap of every detent, 0...1 each.
  public var detentRumbleIntensity: Double
  public var detentRumbleSharpness: Double
  /// Points for each move and each whole second left when the code is cracked (a clear
  /// also scores 1000, so any clear outscores any failure).
  public var pointsPerMoveLeft: Int
  public var pointsPerSecondLeft: Int

  public static let defaults = CipherTuning(
    ringCount: 4, symbolsPerRing: 8, spareMoves: 6, autoAssistExtraMoves: 8,
    timeLimit: .seconds(60), turnThreshold: 500, turnRepeatInterval: .milliseconds(150),
    selectThreshold: 600, detentRumbleIntensity: 0.45, detentRumbleSharpness: 0.9,
    pointsPerMoveLeft: 40, pointsPerSecondLeft: 10)

  static let ringCountRange = 1...8
  /// At least two symbols, so a ring can start off its code symbol.
  static let symbolRange = 2...32
  static let maxExtraMoves = 10_000
  static let maxTimeLimit = Nanoseconds.seconds(60 * 60)
  /// The shortest repeat, so a held stick over the longest clock stays a bounded loop.
  static let minRepeatInterval = Nanoseconds.milliseconds(20)
  static let maxRepeatInterval = Nanoseconds.seconds(10)
  static let maxPoints = 1_000_000

  /// Why these values cannot make a playable chapter, or nil when they can.
  public var problem: String? {
    if !Self.ringCountRange.contains(ringCount) {
      return
        "Cipher ring count must be \(Self.ringCountRange.lowerBound)...\(Self.ringCountRange.upperBound)"
    }
    if !Self.symbolRange.contains(symbolsPerRing) {
      return
        "Cipher symbols per ring must be \(Self.symbolRange.lowerBound)...\(Self.symbolRange.upperBound)"
    }
    if !(0...Self.maxExtraMoves).contains(spareMoves)
      || !(0...Self.maxExtraMoves).contains(autoAssistExtraMoves)
    {
      return "Cipher spare and Auto-Assist moves must be 0...\(Self.maxExtraMoves)"
    }
    if timeLimit <= 0 || timeLimit > Self.maxTimeLimit {
      return "Cipher time limit must be positive and at most an hour"
    }
    if !(1...PlayerAction.axisMax).contains(turnThreshold)
      || !(1...PlayerAction.axisMax).contains(selectThreshold)
    {
      return "Cipher stick thresholds must be 1...\(PlayerAction.axisMax)"
    }
    if turnRepeatInterval < Self.minRepeatInterval || turnRepeatInterval > Self.maxRepeatInterval {
      return "Cipher turn repeat interval must be 20 ms...10 s"
    }
    let unit = 0.0...1.0
    if !unit.contains(detentRumbleIntensity) || !unit.contains(detentRumbleSharpness) {
      return "Cipher detent rumble intensity and sharpness must be 0...1"
    }
    if !(0...Self.maxPoints).contains(pointsPerMoveLeft)
      || !(0...Self.maxPoints).contains(pointsPerSecondLeft)
    {
      return "Cipher points must be 0...\(Self.maxPoints)"
    }
    return nil
  }
}
