/// One drifting heart: where it is, its velocity (field units per second), when it
/// appeared and when it next turns.
public struct Heart: Sendable, Equatable, Identifiable {
  /// Counts up from 0 over the attempt, so a respawned heart is a new one to a view.
  public let id: Int
  public internal(set) var position: HeartsPoint
  public internal(set) var velocity: HeartsPoint
  public let spawnTime: Nanoseconds
  public internal(set) var nextTurn: Nanoseconds

  public init(
    id: Int, position: HeartsPoint, velocity: HeartsPoint, spawnTime: Nanoseconds,
    nextTurn: Nanoseconds
  ) {
    self.id = id
    self.position = position
    self.velocity = velocity
    self.spawnTime = spawnTime
    self.nextTurn = nextTurn
  }
}

/// A heart collected: where and when, for a view's burst and "+1".
public struct HeartsPickup: Sendable, Equatable {
  public let heartID: Int
  public let position: HeartsPoint
  public let time: Nanoseconds

  public init(heartID: Int, position: HeartsPoint, time: Nanoseconds) {
    self.heartID = heartID
    self.position = position
    self.time = time
  }
}
