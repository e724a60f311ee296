/// "The song is heard at `position` at monotonic instant `instant`": how the game asks
/// the audio thread to start or resume music (seed 001: start = now - savedPosition).
///
/// The audio thread turns it into a frame only when it mixes the next buffer, using that
/// buffer's own timestamp, so the music lands where the clock already says it is however
/// long the request waited for the callback.
public struct SongAnchor: Sendable, Equatable {
  public let position: Nanoseconds
  public let instant: Nanoseconds
  /// The clock calibration this anchor belongs to.
  public let generation: UInt64

  public init(position: Nanoseconds, instant: Nanoseconds, generation: UInt64) {
    self.position = position
    self.instant = instant
    self.generation = generation
  }

  /// The song frame to write first in a buffer mixed at `stamp` and heard `latency`
  /// later: at that moment the clock will read position + rate x (stamp + latency - instant).
  public func firstFrame(
    forBufferMixedAt stamp: Nanoseconds, latency: Nanoseconds, format: AudioFormat,
    rate: PlaybackRate = .normal
  ) -> Int64 {
    format.frames(position + rate.songDuration(ofReal: (stamp - instant) + latency))
  }
}
