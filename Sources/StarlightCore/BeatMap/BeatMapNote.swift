/// A note as authored: a beat and a lane (counting from 0). A hold note also has the beat
/// its tail is on; a tap note has none.
public struct BeatMapNote: Sendable, Equatable, Codable {
  public var beat: Double
  public var lane: Int
  public var endBeat: Double?

  public init(beat: Double, lane: Int, endBeat: Double? = nil) {
    self.beat = beat
    self.lane = lane
    self.endBeat = endBeat
  }

  public var isHold: Bool { endBeat != nil }
}
