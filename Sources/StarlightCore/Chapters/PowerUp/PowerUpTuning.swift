/// Chapter 1's tuning: the charge curve and how it speeds up, the "full" band, draining,
/// shorting, how many capacitors clear and how many shorts fail the chapter.
public struct PowerUpTuning: Sendable, Equatable, Codable {
  /// Ease-in power of the charge curve: 1 is linear, 2 quadratic (slow at first, then
  /// faster), 3 cubic. An integer, so the charge is an exact integer function of time.
  public var curveExponent: Int
  /// How long the first capacitor takes to charge from empty to the top while held.
  public var firstChargeDuration: Nanoseconds
  /// Each next capacitor charges this much faster than the one before, in permille of its
  /// charge duration.
  public var speedUpPermille: Int
  /// No capacitor charges faster than this, however many come.
  public var minimumChargeDuration: Nanoseconds
  /// The "full" band, in permille of the top: a release with the charge in it snaps.
  public var bandLowPermille: Int
  public var bandHighPermille: Int
  /// How far Auto-Assist moves each edge of the band outward, in permille.
  public var autoAssistBandWidening: Int
  /// How fast a charge left unfinished by a release drains away, in permille per second.
  public var drainPermillePerSecond: Int
  /// How long the charge may sit saturated at the top, still held, before it shorts.
  public var shortGrace: Nanoseconds
  public var capacitorsToClear: Int
  public var shortsToFail: Int
  /// The buzz of a short: one transient pulse, 0...1 each.
  public var shortRumbleIntensity: Double
  public var shortRumbleSharpness: Double
  /// Trigger travel (0...`PlayerAction.axisMax`) that counts as holding, and the lower
  /// travel it must fall back to before it counts as let go, so a trigger resting near
  /// one threshold does not chatter between press and release.
  public var triggerPressThreshold: Int
  public var triggerReleaseThreshold: Int
  public var pointsPerCapacitor: Int
  public var pointsLostPerShort: Int
  /// The longest attempt a headless run of a replay simulates before it gives up.
  public var maxAttemptDuration: Nanoseconds

  public static let defaults = PowerUpTuning(
    curveExponent: 2, firstChargeDuration: .milliseconds(1_500), speedUpPermille: 120,
    minimumChargeDuration: .milliseconds(600), bandLowPermille: 800, bandHighPermille: 940,
    autoAssistBandWidening: 40, drainPermillePerSecond: 600, shortGrace: .milliseconds(400),
    capacitorsToClear: 5, shortsToFail: 3, shortRumbleIntensity: 0.8,
    shortRumbleSharpness: 0.9, triggerPressThreshold: 600, triggerReleaseThreshold: 350,
    pointsPerCapacitor: 1_000, pointsLostPerShort: 300, maxAttemptDuration: .seconds(600))

  /// The band a release must land in, with or without Auto-Assist, within 0...1000.
  public func band(autoAssist: Bool) -> ClosedRange<Int> {
    let widening = autoAssist ? max(0, autoAssistBandWidening) : 0
    let low = min(PowerUpCurve.full, max(0, bandLowPermille - widening))
    let high = min(PowerUpCurve.full, max(low, bandHighPermille + widening))
    return low...high
  }

  /// How long capacitor `index` (0 for the first) takes to charge to the top: each one
  /// the speed-up shorter than the one before, never under the minimum.
  public func chargeDuration(forCapacitor index: Int) -> Nanoseconds {
    let floor = max(1, minimumChargeDuration)
    let keep = PowerUpCurve.full - min(PowerUpCurve.full, max(0, speedUpPermille))
    var duration = max(floor, firstChargeDuration)
    for _ in 0..<max(0, index) where duration > floor && keep < PowerUpCurve.full {
      // 128-bit so that no duration read from a file can overflow the product.
      let shortened = Int128(duration) * Int128(keep) / Int128(PowerUpCurve.full)
      duration = max(floor, Nanoseconds(shortened))
    }
    return duration
  }

  /// The charge curve of capacitor `index`.
  public func curve(forCapacitor index: Int) -> PowerUpCurve {
    PowerUpCurve(exponent: curveExponent, duration: chargeDuration(forCapacitor: index))
  }

  /// Bounds that keep values read from a file from overflowing time or score arithmetic:
  /// no charge, grace or attempt is longer than a day, no count or score runs to millions.
  public static let longestDuration = Nanoseconds.seconds(24 * 60 * 60)
  public static let largestCount = 1_000
  public static let largestPoints = 1_000_000

  /// Why these values cannot make a playable chapter, or nil when they can.
  public var problem: String? {
    let durations = 1...Self.longestDuration
    if !(1...PowerUpCurve.maxExponent).contains(curveExponent) {
      return "Power-up curve exponent must be 1...\(PowerUpCurve.maxExponent)"
    }
    if !durations.contains(firstChargeDuration) || !durations.contains(minimumChargeDuration)
      || !durations.contains(maxAttemptDuration)
      || !(0...Self.longestDuration).contains(shortGrace)
    {
      return "Power-up charge durations, short grace and attempt length must be 0 s to a day"
    }
    if !(0..<PowerUpCurve.full).contains(speedUpPermille) {
      return "Power-up speed-up must be 0...999 permille"
    }
    if !(0...PowerUpCurve.full).contains(bandLowPermille)
      || !(bandLowPermille...PowerUpCurve.full).contains(bandHighPermille)
    {
      return "Power-up band must satisfy 0 <= low <= high <= 1000 permille"
    }
    if !(0...PowerUpCurve.full).contains(autoAssistBandWidening) {
      return "Power-up Auto-Assist widening must be 0...1000 permille"
    }
    if !(1...Self.largestPoints).contains(drainPermillePerSecond) {
      return "Power-up drain rate must be 1...\(Self.largestPoints) permille per second"
    }
    if !(1...Self.largestCount).contains(capacitorsToClear)
      || !(1...Self.largestCount).contains(shortsToFail)
    {
      return "Power-up capacitors to clear and shorts to fail must be 1...\(Self.largestCount)"
    }
    if !(0...Self.largestPoints).contains(pointsPerCapacitor)
      || !(0...Self.largestPoints).contains(pointsLostPerShort)
    {
      return "Power-up points must be 0...\(Self.largestPoints)"
    }
    if !(0...PlayerAction.axisMax).contains(triggerReleaseThreshold)
      || !(triggerReleaseThreshold...PlayerAction.axisMax).contains(triggerPressThreshold)
      || triggerPressThreshold == 0
    {
      return "Power-up trigger thresholds must satisfy 0 <= release <= press <= 1000, press > 0"
    }
    return nil
  }
}
