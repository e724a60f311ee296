/// A pause at a beat, in seconds of song time. As in StepMania, a *stop* (`#STOPS`,
/// `#FREEZES`) pauses after the notes on its beat have been hit, and a *delay* (`#DELAYS`)
/// pauses before them; both hold the beat still while the music plays on.
public struct TempoPause: Sendable, Equatable, Codable {
  public var beat: Double
  public var seconds: Double

  public init(beat: Double, seconds: Double) {
    self.beat = beat
    self.seconds = seconds
  }
}
