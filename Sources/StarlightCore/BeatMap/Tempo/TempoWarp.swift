/// A warp: the chart jumps from `beat` to `endBeat` in no time at all (StepMania `#WARPS`,
/// or an old-style negative BPM or stop). Notes inside it cannot be hit, as in StepMania.
///
/// The end is stored as a beat rather than a length so that an imported warp ends exactly on
/// the row StepMania computes, with no rounding between the end and a note on that row.
public struct TempoWarp: Sendable, Equatable, Codable {
  public var beat: Double
  public var endBeat: Double

  public init(beat: Double, endBeat: Double) {
    self.beat = beat
    self.endBeat = endBeat
  }
}
