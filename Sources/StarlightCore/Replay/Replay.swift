/// A recorded play: the beat map it was made for, everything that affects judgement,
/// and every press and release in song time. Documented in `Docs/ReplayFormat.md`.
public struct Replay: Sendable, Equatable {
  public enum Source: String, Sendable, Codable {
    case live
    case autoplay
  }

  public var beatMapTitle: String
  public var beatMapHash: String
  public var windows: HitWindows
  public var autoAssist: Bool
  /// The global audio offset in force while recording. Events are already corrected by
  /// it; it is kept so a player can see what their setting was.
  public var audioOffset: Nanoseconds
  public var source: Source
  public var events: [InputEvent]

  public init(
    beatMapTitle: String, beatMapHash: String, windows: HitWindows, autoAssist: Bool,
    audioOffset: Nanoseconds, source: Source, events: [InputEvent]
  ) {
    self.beatMapTitle = beatMapTitle
    self.beatMapHash = beatMapHash
    self.windows = windows
    self.autoAssist = autoAssist
    self.audioOffset = audioOffset
    self.source = source
    self.events = events
  }

  public var configuration: FirewallConfiguration { FirewallConfiguration(windows: windows) }
}
