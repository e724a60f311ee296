/// Maps the media clock onto song time, through starts, pauses and resumes.
///
/// Song time is anchored rather than accumulated: on resume the anchor becomes
/// `now - savedPosition` (seed 001), so beats stay aligned however long the pause was.
public struct SongTimeline: Sendable, Equatable {
  /// Media-clock instant at which song time was zero; meaningful while running.
  public private(set) var anchor: Nanoseconds
  /// Song position captured when paused; nil while running.
  public private(set) var pausedPosition: Nanoseconds?

  /// Starts running so that song time is `position` at media instant `now`.
  public init(startingAt position: Nanoseconds, now: Nanoseconds) {
    anchor = now - position
    pausedPosition = nil
  }

  public var isPaused: Bool { pausedPosition != nil }

  public func songTime(at now: Nanoseconds) -> Nanoseconds {
    pausedPosition ?? (now - anchor)
  }

  public mutating func pause(at now: Nanoseconds) {
    guard pausedPosition == nil else { return }
    pausedPosition = now - anchor
  }

  public mutating func resume(at now: Nanoseconds) {
    guard let saved = pausedPosition else { return }
    anchor = now - saved
    pausedPosition = nil
  }

  /// Jumps to `position`, keeping the paused or running state.
  public mutating func seek(to position: Nanoseconds, at now: Nanoseconds) {
    if pausedPosition != nil {
      pausedPosition = position
    } else {
      anchor = now - position
    }
  }
}
