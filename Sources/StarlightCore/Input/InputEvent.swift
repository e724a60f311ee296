/// A press or release of a lane, stamped in song time. Live play and replays both feed
/// the rules through this one type, so a replay takes the same path as a player.
public struct InputEvent: Sendable, Equatable, Codable {
  public enum Action: String, Sendable, Codable {
    case press
    case release
  }

  public let time: Nanoseconds
  public let lane: Int
  public let action: Action

  public init(time: Nanoseconds, lane: Int, action: Action) {
    self.time = time
    self.lane = lane
    self.action = action
  }
}
