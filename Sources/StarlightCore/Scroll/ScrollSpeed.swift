import Foundation

/// How fast notes come down the lanes, as the games a player comes from say it:
/// - `constant`: every note takes the same real time from appearing to the line (osu!mania's
///   scroll speed, StepMania's CMod), whatever the chart's tempo;
/// - `beats`: a multiple of the chart's tempo (StepMania's XMod): a beat is always as long on
///   screen, so notes slow down with the BPM, stand still through a stop and jump a warp;
/// - `topBPM`: XMod scaled so the chart's highest BPM scrolls as fast as this BPM at 1x
///   (StepMania's MMod), so fast charts are readable without choosing a multiple per chart.
public enum ScrollSpeed: Sendable, Equatable, Hashable {
  case constant(visible: Nanoseconds)
  case beats(multiplier: Double)
  case topBPM(Double)

  /// Limits a player may choose within (ms of visible time; multiplier; target BPM).
  public static let visibleRange = Nanoseconds.milliseconds(150)...Nanoseconds.milliseconds(5_000)
  public static let multiplierRange = 0.25...10.0
  public static let topBPMRange = 50.0...1_500.0

  /// A problem with the value, with its limits, or nil when it is in range.
  public var problem: String? {
    switch self {
    case .constant(let visible):
      guard !Self.visibleRange.contains(visible) else { return nil }
      return "a constant scroll speed is 150 to 5000 ms of visible time"
    case .beats(let multiplier):
      guard !Self.multiplierRange.contains(multiplier) else { return nil }
      return "an x scroll speed is 0.25x to 10x"
    case .topBPM(let bpm):
      guard !Self.topBPMRange.contains(bpm) else { return nil }
      return "an m scroll speed is 50 to 1500 BPM"
    }
  }

  /// Reads "C700" or "700ms" (constant), "x2.5" or "2.5x" (beats), "m600" (top BPM).
  public init?(text: String) {
    let lower = text.lowercased().trimmingCharacters(in: .whitespaces)
    func number(_ body: Substring) -> Double? { Double(body).flatMap { $0.isFinite ? $0 : nil } }
    if lower.hasPrefix("c"), let value = number(lower.dropFirst()) {
      self = .constant(visible: .fromMilliseconds(value))
    } else if lower.hasSuffix("ms"), let value = number(lower.dropLast(2)) {
      self = .constant(visible: .fromMilliseconds(value))
    } else if lower.hasPrefix("x"), let value = number(lower.dropFirst()) {
      self = .beats(multiplier: value)
    } else if lower.hasSuffix("x"), let value = number(lower.dropLast()) {
      self = .beats(multiplier: value)
    } else if lower.hasPrefix("m"), let value = number(lower.dropFirst()) {
      self = .topBPM(value)
    } else {
      return nil
    }
  }

  /// The form `init(text:)` reads.
  public var text: String {
    switch self {
    case .constant(let visible): "C\(Int(visible.milliseconds.rounded()))"
    case .beats(let multiplier): "x\(TuningField.format(multiplier))"
    case .topBPM(let bpm): "m\(Int(bpm.rounded()))"
    }
  }
}
