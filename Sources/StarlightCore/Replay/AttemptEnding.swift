/// How a recorded attempt ended (replay format version 4). With the stop time it lets a
/// re-simulation end where the player's attempt did and report it as it was: an attempt
/// restarted, quit from the pause menu or cut short by closing the game is "abandoned",
/// never the "failed" or "cleared" the rules would reach if the map were played on.
public enum AttemptEnding: String, Sendable, Equatable, Codable, CaseIterable {
  case cleared
  case failed
  /// Restart from the pause menu.
  case restarted
  /// Quit from the pause menu.
  case quit
  /// The game closed mid-attempt (the window, or the end of `--quit-after`).
  case closed

  public var isAbandoned: Bool {
    switch self {
    case .cleared, .failed: false
    case .restarted, .quit, .closed: true
    }
  }

  /// The ending the rules reached, if they reached one.
  public init?(_ outcome: ChapterOutcome) {
    switch outcome {
    case .cleared: self = .cleared
    case .failed: self = .failed
    case .playing: return nil
    }
  }
}

/// What the audio engine measured while an attempt was recorded live: L, and how many hit
/// sounds came too late for their sample. Offline renders use the same L.
public struct ReplayAudioTiming: Sendable, Equatable {
  public var hitSoundLatency: Nanoseconds
  public var lateSounds: Int

  public init(hitSoundLatency: Nanoseconds, lateSounds: Int) {
    self.hitSoundLatency = hitSoundLatency
    self.lateSounds = lateSounds
  }
}

extension Replay {
  /// The outcome to report for the rules as re-simulated: theirs when they reached one,
  /// else "abandoned" for an attempt that was given up, else "playing".
  public func reportedOutcome(_ outcome: ChapterOutcome) -> String {
    guard outcome == .playing else { return outcome.rawValue }
    return stoppedAt != nil || ending?.isAbandoned == true ? "abandoned" : outcome.rawValue
  }
}
