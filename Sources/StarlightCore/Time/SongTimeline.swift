/// Maps the media clock onto song time, through starts, pauses, resumes and rates.
///
/// Song time is anchored rather than accumulated: on resume the anchor becomes
/// `now - savedPosition` (seed 001), so beats stay aligned however long the pause was. At a
/// rate other than 1x the anchor is the instant song time was `anchorPosition`, and song
/// time runs rate x real time from there, in whole hundredths (exact integer arithmetic).
public struct SongTimeline: Sendable, Equatable {
  /// Media-clock instant at which song time was `anchorPosition` (at 1x: zero);
  /// meaningful while running.
  public private(set) var anchor: Nanoseconds
  /// Song time at `anchor`: always 0 at 1x, so the anchor means what it always meant.
  public private(set) var anchorPosition: Nanoseconds = 0
  /// Song position captured when paused; nil while running.
  public private(set) var pausedPosition: Nanoseconds?
  public private(set) var rate: PlaybackRate

  /// Starts running so that song time is `position` at media instant `now`.
  public init(startingAt position: Nanoseconds, now: Nanoseconds, rate: PlaybackRate = .normal) {
    self.rate = rate
    anchor = now - position
    pausedPosition = nil
    place(position, at: now)
  }

  public var isPaused: Bool { pausedPosition != nil }

  public func songTime(at now: Nanoseconds) -> Nanoseconds {
    pausedPosition ?? (anchorPosition + rate.songDuration(ofReal: now - anchor))
  }

  public mutating func pause(at now: Nanoseconds) {
    guard pausedPosition == nil else { return }
    pausedPosition = songTime(at: now)
  }

  public mutating func resume(at now: Nanoseconds) {
    guard let saved = pausedPosition else { return }
    place(saved, at: now)
    pausedPosition = nil
  }

  /// Jumps to `position`, keeping the paused or running state.
  public mutating func seek(to position: Nanoseconds, at now: Nanoseconds) {
    if pausedPosition != nil {
      pausedPosition = position
    } else {
      place(position, at: now)
    }
  }

  /// Runs at `rate` from `now` on, from the song time it has at `now`.
  public mutating func setRate(_ rate: PlaybackRate, at now: Nanoseconds) {
    let position = songTime(at: now)
    self.rate = rate
    if pausedPosition == nil { place(position, at: now) }
  }

  /// Song time is `position` at `now`.
  private mutating func place(_ position: Nanoseconds, at now: Nanoseconds) {
    if rate == .normal {
      anchor = now - position
      anchorPosition = 0
    } else {
      anchor = now
      anchorPosition = position
    }
  }
}
