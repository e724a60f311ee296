/// A note as authored: a beat and a lane (counting from 0).
public struct BeatMapNote: Sendable, Equatable, Codable {
  public var beat: Double
  public var lane: Int

  public init(beat: Double, lane: Int) {
    self.beat = beat
    self.lane = lane
  }
}
