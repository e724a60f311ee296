/// Maps the media clock onto song time, through starts, pauses and resumes, at a playback
/// rate (song time runs `rate` times as fast as real time; 1x outside practice).
///
/// Song time is anchored rather than accumulated: on resume the anchor becomes
/// `now - savedPosition` (seed 001), so beats stay aligned however long the pause was. At a
/// rate the anchor is a pair (a real instant and the song position heard then), so the
/// mapping stays exact integer arithmetic.
public struct SongTimeline: Sendable, Equatable {
  /// Media-clock instant of the latest anchoring; meaningful while running.
  private var origin: Nanoseconds
  /// Song position at `origin`.
  private var originPosition: Nanoseconds
  /// Song position captured when paused; nil while running.
  public private(set) var pausedPosition: Nanoseconds?
  public private(set) var rate: PlaybackRate

  /// Starts running so that song time is `position` at media instant `now`.
  public init(startingAt position: Nanoseconds, now: Nanoseconds, rate: PlaybackRate = .normal) {
    origin = now
    originPosition = position
    pausedPosition = nil
    self.rate = rate
  }

  /// The media instant at which song time was (or would have been) zero, at 1x.
  public var anchor: Nanoseconds {
    origin - originPosition * 100 / Nanoseconds(rate.hundredths)
  }

  public var isPaused: Bool { pausedPosition != nil }

  public func songTime(at now: Nanoseconds) -> Nanoseconds {
    pausedPosition ?? (originPosition + rate.songDuration(ofReal: now - origin))
  }

  public mutating func pause(at now: Nanoseconds) {
    guard pausedPosition == nil else { return }
    pausedPosition = songTime(at: now)
  }

  public mutating func resume(at now: Nanoseconds) {
    guard let saved = pausedPosition else { return }
    origin = now
    originPosition = saved
    pausedPosition = nil
  }

  /// Jumps to `position`, keeping the paused or running state.
  public mutating func seek(to position: Nanoseconds, at now: Nanoseconds) {
    if pausedPosition != nil {
      pausedPosition = position
    } else {
      origin = now
      originPosition = position
    }
  }

  /// Runs at `rate` from `now` on, continuing from where it stands.
  public mutating func change(rate new: PlaybackRate, at now: Nanoseconds) {
    if pausedPosition == nil {
      originPosition = songTime(at: now)
      origin = now
    }
    rate = new
  }
}
