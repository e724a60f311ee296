/// One stamped player action in a chapter's time: a digital control (a lane: a key or a
/// button bound to it) pressed or released, or an analog axis moved. Live play, autoplay
/// bots and replays all feed the rules through this one type.
///
/// Axis values are integers so that a replay reproduces a run exactly: sticks run from
/// -`axisMax` to `axisMax`, triggers from 0 to `axisMax`.
public struct PlayerAction: Sendable, Equatable, Hashable, Codable {
  public enum LaneAction: String, Sendable, Codable {
    case press
    case release
  }

  public enum Axis: String, Sendable, Codable, CaseIterable {
    case leftX
    case leftY
    case leftTrigger
    case rightTrigger
  }

  public enum Input: Sendable, Equatable, Hashable, Codable {
    case lane(Int, LaneAction)
    case axis(Axis, Int)
  }

  /// What kind of input an action is, for checking a replay against a chapter.
  public enum Kind: Sendable, Equatable, Hashable, CustomStringConvertible {
    case lane
    case axis(Axis)

    public var description: String {
      switch self {
      case .lane: "lane"
      case .axis(let axis): "axis \(axis.rawValue)"
      }
    }
  }

  /// Full deflection of an axis.
  public static let axisMax = 1_000

  public let time: Nanoseconds
  public let input: Input

  public init(time: Nanoseconds, input: Input) {
    self.time = time
    self.input = input
  }

  public init(time: Nanoseconds, lane: Int, action: LaneAction) {
    self.init(time: time, input: .lane(lane, action))
  }

  public init(time: Nanoseconds, axis: Axis, value: Int) {
    self.init(time: time, input: .axis(axis, max(-Self.axisMax, min(Self.axisMax, value))))
  }

  public var kind: Kind {
    switch input {
    case .lane: .lane
    case .axis(let axis, _): .axis(axis)
    }
  }

  /// The lane, for a lane action.
  public var lane: Int? {
    if case .lane(let lane, _) = input { return lane }
    return nil
  }

  /// Press or release, for a lane action.
  public var laneAction: LaneAction? {
    if case .lane(_, let action) = input { return action }
    return nil
  }

  /// The same action at another time (an offset applied, a timeline mapped).
  public func at(_ time: Nanoseconds) -> PlayerAction {
    PlayerAction(time: time, input: input)
  }

  /// Orders actions by time, then by a stable key, so a queue sorts the same everywhere.
  public static func precedes(_ lhs: PlayerAction, _ rhs: PlayerAction) -> Bool {
    if lhs.time != rhs.time { return lhs.time < rhs.time }
    return lhs.sortKey < rhs.sortKey
  }

  private var sortKey: Int {
    switch input {
    case .lane(let lane, _): lane
    case .axis(let axis, _): 1_000 + (Axis.allCases.firstIndex(of: axis) ?? 0)
    }
  }
}
