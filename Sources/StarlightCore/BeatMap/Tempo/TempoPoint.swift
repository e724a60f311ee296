/// A tempo change: from `beat` on, the song runs at `bpm`.
public struct TempoPoint: Sendable, Equatable, Codable {
  public var beat: Double
  public var bpm: Double

  public init(beat: Double, bpm: Double) {
    self.beat = beat
    self.bpm = bpm
  }
}
