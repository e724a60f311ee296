/// Seed 003's quiet break, for a rhythm game: after a stretch of continuous play on the
/// wall clock (so pauses, rates and sleeps do not stretch it), a calm reminder to rest,
/// shown only at a natural stop (between passes, on a result screen), never over notes.
///
/// Wall time comes in as nanoseconds since the Unix epoch, injected like every clock in the
/// core. Play is continuous until the player is away (no activity) for `restLength`.
public struct BreakReminder: Sendable, Equatable {
  public struct Settings: Sendable, Equatable, Codable {
    public var enabled: Bool
    /// Minutes of continuous play before the reminder (the setting the player edits).
    public var minutes: Int

    public static let defaults = Settings(enabled: true, minutes: 45)
    public static let minuteRange = 5...240

    public init(enabled: Bool, minutes: Int) {
      self.enabled = enabled
      self.minutes = min(Self.minuteRange.upperBound, max(Self.minuteRange.lowerBound, minutes))
    }
  }

  /// A snooze puts the reminder off this long.
  public static let snoozeLength = Nanoseconds.seconds(10 * 60)
  /// Away this long, the player has rested: the count starts again.
  public static let restLength = Nanoseconds.seconds(5 * 60)

  public private(set) var settings: Settings
  /// Wall instant the current stretch of play began; nil before any play.
  public private(set) var playingSince: Nanoseconds?
  /// Wall instant of the last sign of play.
  public private(set) var lastActivity: Nanoseconds?
  /// When the reminder is due (the stretch's start plus the setting, or a snooze's end).
  public private(set) var dueAt: Nanoseconds?
  /// The reminder is on screen.
  public private(set) var isShowing = false

  public init(settings: Settings = .defaults) {
    self.settings = settings
  }

  public mutating func update(_ settings: Settings) {
    self.settings = settings
    if let playingSince { dueAt = playingSince + interval }
  }

  private var interval: Nanoseconds { Nanoseconds(settings.minutes) * 60 * .perSecond }

  /// The player is playing at wall instant `now` (a frame of play, a press).
  public mutating func activity(at now: Nanoseconds) {
    if let last = lastActivity, let since = playingSince, now - last < Self.restLength,
      now >= since
    {
      lastActivity = now
      return
    }
    // The first play, or back from a rest (or the wall clock was set back).
    playingSince = now
    lastActivity = now
    dueAt = now + interval
  }

  /// A natural stop at wall instant `now`: shows the reminder when it is due; true if it
  /// is on screen.
  @discardableResult
  public mutating func naturalStop(at now: Nanoseconds) -> Bool {
    if settings.enabled, !isShowing, let dueAt, now >= dueAt,
      let last = lastActivity, now - last < Self.restLength
    {
      isShowing = true
    }
    return isShowing
  }

  /// "Later": hidden, and due again after the snooze.
  public mutating func snooze(at now: Nanoseconds) {
    isShowing = false
    dueAt = now + Self.snoozeLength
  }

  /// "OK": hidden; a new stretch of play is counted from now (the player chose to go on).
  public mutating func dismiss(at now: Nanoseconds) {
    isShowing = false
    playingSince = now
    lastActivity = now
    dueAt = now + interval
  }
}
