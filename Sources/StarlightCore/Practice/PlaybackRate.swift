/// How fast a practice run plays its song: 0.50x to 2.00x in steps of 0.05, held as whole
/// hundredths so song time against real time is exact integer arithmetic at every rate.
public struct PlaybackRate: Sendable, Equatable, Hashable, Comparable, CustomStringConvertible {
  /// Whether the song keeps its pitch (time-stretched) or follows the rate (resampled, as a
  /// record played faster).
  public enum Pitch: String, Sendable, Equatable, Codable {
    case kept
    case follows
  }

  public static let slowest = 50
  public static let fastest = 200
  public static let step = 5
  public static let normal = PlaybackRate(uncheckedHundredths: 100)
  public static let slowestRate = PlaybackRate(uncheckedHundredths: slowest)
  public static let fastestRate = PlaybackRate(uncheckedHundredths: fastest)

  public let hundredths: Int

  private init(uncheckedHundredths: Int) { hundredths = uncheckedHundredths }

  /// The rate `hundredths` / 100; nil when outside 0.50...2.00 or off the 0.05 grid.
  public init?(hundredths: Int) {
    guard (Self.slowest...Self.fastest).contains(hundredths), hundredths % Self.step == 0 else {
      return nil
    }
    self.hundredths = hundredths
  }

  /// A rate typed as a number ("1.25"); refused with the range and the step otherwise.
  public static func parse(_ value: Double) throws(PracticeError) -> PlaybackRate {
    let hundredths = (value * 100).rounded()
    guard value.isFinite, abs(value * 100 - hundredths) < 1e-6,
      let rate = PlaybackRate(hundredths: Int(hundredths))
    else {
      throw PracticeError(
        "rate \(value) is not one of 0.50 to 2.00 in steps of 0.05")
    }
    return rate
  }

  /// One step faster or slower, kept inside the range.
  public func stepped(by steps: Int) -> PlaybackRate {
    let target = min(Self.fastest, max(Self.slowest, hundredths + steps * Self.step))
    return PlaybackRate(uncheckedHundredths: target)
  }

  /// Song time that passes in `real` nanoseconds of real time.
  public func songDuration(ofReal real: Nanoseconds) -> Nanoseconds {
    real * Nanoseconds(hundredths) / 100
  }

  /// Real time that `song` nanoseconds of song take to play (rounded up, so a pass never
  /// ends before its last sample).
  public func realDuration(ofSong song: Nanoseconds) -> Nanoseconds {
    (song * 100 + Nanoseconds(hundredths) - 1) / Nanoseconds(hundredths)
  }

  /// A song-time offset (a press's error) as the player made it, in real time.
  public func realOffset(ofSong song: Nanoseconds) -> Nanoseconds {
    song * 100 / Nanoseconds(hundredths)
  }

  public var value: Double { Double(hundredths) / 100 }

  /// "1.25x".
  public var description: String {
    let whole = hundredths / 100
    let fraction = hundredths % 100
    return "\(whole).\(fraction < 10 ? "0" : "")\(fraction)x"
  }

  public static func < (lhs: PlaybackRate, rhs: PlaybackRate) -> Bool {
    lhs.hundredths < rhs.hundredths
  }
}
