import Algorithms

/// An AHAP `ParameterCurve`: from `timeMicroseconds` on, `parameter` follows straight lines
/// between the control points, and keeps the last point's value after it.
public struct HapticParameterCurve: Sendable, Equatable {
  public struct ControlPoint: Sendable, Equatable {
    /// Relative to the curve's own start.
    public var timeMicroseconds: Int
    public var value: Double

    public init(timeMicroseconds: Int, value: Double) {
      self.timeMicroseconds = timeMicroseconds
      self.value = value
    }
  }

  public internal(set) var parameter: HapticControlParameter
  public internal(set) var timeMicroseconds: Int
  /// Never empty, sorted by time.
  public internal(set) var controlPoints: [ControlPoint]

  /// Clamps values into the parameter's range and times into `AHAPLimits.timeRange`, and
  /// sorts the points by time (stable, so equal times keep file order: a step).
  public init(
    parameter: HapticControlParameter, timeMicroseconds: Int, controlPoints: [ControlPoint]
  ) {
    let timeRange = AHAPLimits.timeRange
    self.parameter = parameter
    self.timeMicroseconds = AHAPLimits.clamp(microseconds: timeMicroseconds, toSeconds: timeRange)
    let clamped = controlPoints.map { point in
      ControlPoint(
        timeMicroseconds: AHAPLimits.clamp(
          microseconds: point.timeMicroseconds, toSeconds: timeRange),
        value: AHAPLimits.clamp(point.value, to: parameter.range))
    }
    let sorted = clamped.enumerated().sorted { lhs, rhs in
      (lhs.element.timeMicroseconds, lhs.offset) < (rhs.element.timeMicroseconds, rhs.offset)
    }
    let points = sorted.map(\.element)
    self.controlPoints =
      points.isEmpty
      ? [ControlPoint(timeMicroseconds: 0, value: parameter.neutralValue)] : points
  }

  /// The curve's value at `offset` microseconds after its start: the first point's value
  /// before it, the last point's after it, straight lines in between.
  func value(atOffsetMicroseconds offset: Int) -> Double {
    guard let first = controlPoints.first, let last = controlPoints.last else {
      return parameter.neutralValue
    }
    if offset <= first.timeMicroseconds {
      return first.value
    }
    if offset >= last.timeMicroseconds {
      return last.value
    }
    // The first point after `offset`; it exists and has a predecessor, by the checks above.
    let upperIndex = controlPoints.partitioningIndex { $0.timeMicroseconds > offset }
    let upper = controlPoints[upperIndex]
    let lower = controlPoints[upperIndex - 1]
    let span = upper.timeMicroseconds - lower.timeMicroseconds
    guard span > 0 else {
      return upper.value
    }
    let fraction = Double(offset - lower.timeMicroseconds) / Double(span)
    return lower.value + (upper.value - lower.value) * fraction
  }
}
