/// The seed's audio interruption on a desktop: the window losing focus or being minimized,
/// and the audio device going away. Decides when to pause the game and when to show the
/// "Welcome back" overlay that resumes it on a press. Pure: the loop feeds it events and
/// does what it returns.
public struct InterruptionState: Sendable, Equatable {
  public enum Action: Sendable, Equatable {
    case none
    case pauseGame
    case resumeGame
  }

  public enum Overlay: Sendable, Equatable {
    case none
    /// The device is gone and a reconnect is under way; input waits.
    case reconnecting
    /// Back from an interruption: the next press resumes.
    case welcomeBack
  }

  /// Pause when the window loses focus or is minimized (default on).
  public var pauseOnFocusLoss: Bool
  /// Resume on focus back without waiting for a press (default off).
  public var resumeAutomatically: Bool
  public private(set) var focusAway = false
  public private(set) var deviceAway = false
  /// The game was paused by an interruption, so a resume is owed.
  public private(set) var pausedGame = false
  public private(set) var awaitingPress = false

  public init(pauseOnFocusLoss: Bool = true, resumeAutomatically: Bool = false) {
    self.pauseOnFocusLoss = pauseOnFocusLoss
    self.resumeAutomatically = resumeAutomatically
  }

  public var overlay: Overlay {
    if deviceAway { return .reconnecting }
    return awaitingPress ? .welcomeBack : .none
  }

  /// While an overlay is up, presses are for it, not for the game or its menus.
  public var swallowsInput: Bool { overlay != .none }

  public mutating func focusLost(gamePlaying: Bool) -> Action {
    focusAway = true
    awaitingPress = false
    guard pauseOnFocusLoss, gamePlaying, !pausedGame else { return .none }
    pausedGame = true
    return .pauseGame
  }

  public mutating func focusGained() -> Action {
    focusAway = false
    return back()
  }

  public mutating func deviceLost(gamePlaying: Bool) -> Action {
    deviceAway = true
    awaitingPress = false
    guard gamePlaying, !pausedGame else { return .none }
    pausedGame = true
    return .pauseGame
  }

  /// The device is back, or no device will come back (the game then goes on silent).
  public mutating func deviceSettled() -> Action {
    deviceAway = false
    return back()
  }

  /// A key, button or click while the overlay is up.
  public mutating func press() -> Action {
    guard awaitingPress, !deviceAway else { return .none }
    awaitingPress = false
    pausedGame = false
    return .resumeGame
  }

  private mutating func back() -> Action {
    guard pausedGame, !focusAway, !deviceAway else { return .none }
    if resumeAutomatically {
      pausedGame = false
      return .resumeGame
    }
    awaitingPress = true
    return .none
  }
}
