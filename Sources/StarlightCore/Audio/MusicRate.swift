/// How the music plays: at which rate, and whether its pitch is kept (time-stretched) or
/// follows the rate (resampled). At `.normal` the engine mixes exactly as it always did.
public struct MusicRate: Sendable, Equatable {
  public var rate: PlaybackRate
  public var pitch: PlaybackRate.Pitch

  public static let normal = MusicRate(rate: .normal, pitch: .kept)

  public init(rate: PlaybackRate, pitch: PlaybackRate.Pitch = .kept) {
    self.rate = rate
    self.pitch = pitch
  }

  public var isNormal: Bool { rate == .normal }
  /// Song position gained per output frame, in hundredths of a frame.
  public var hundredthsPerFrame: Int64 { Int64(rate.hundredths) }
}

/// Song positions in hundredths of a frame: with rates on a 0.01 grid the song advances by
/// a whole number of them per output frame, so 1.05x never drifts.
public enum SongHundredths {
  public static let perFrame: Int64 = 100

  /// The whole frame at or before `hundredths` (rounding toward minus infinity).
  public static func frame(_ hundredths: Int64) -> Int64 {
    hundredths >= 0 ? hundredths / perFrame : -((-hundredths + perFrame - 1) / perFrame)
  }

  /// Output frames from `from` until the song reaches `to`, advancing `step` per frame
  /// (rounded up: the first output frame at or past `to`); 0 if already there.
  public static func outputFrames(from: Int64, to: Int64, step: Int64) -> Int64 {
    guard to > from else { return 0 }
    return (to - from + step - 1) / max(1, step)
  }
}
