/// A note placed in song time, ready for the rules. `index` is its position in note order.
public struct TimedNote: Sendable, Equatable {
  public let index: Int
  public let lane: Int
  public let time: Nanoseconds

  public init(index: Int, lane: Int, time: Nanoseconds) {
    self.index = index
    self.lane = lane
    self.time = time
  }
}
