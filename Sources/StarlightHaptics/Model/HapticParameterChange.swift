/// An AHAP `Parameter`: from `timeMicroseconds` on, `parameter` takes `value` at once and keeps
/// it until a later `Parameter` or `ParameterCurve` for the same parameter takes over.
public struct HapticParameterChange: Sendable, Equatable {
  public internal(set) var parameter: HapticControlParameter
  public internal(set) var timeMicroseconds: Int
  public internal(set) var value: Double

  /// Clamps `value` into the parameter's range and the time into `AHAPLimits.timeRange`.
  public init(parameter: HapticControlParameter, timeMicroseconds: Int, value: Double) {
    self.parameter = parameter
    self.timeMicroseconds = AHAPLimits.clamp(
      microseconds: timeMicroseconds, toSeconds: AHAPLimits.timeRange)
    self.value = AHAPLimits.clamp(value, to: parameter.range)
  }
}
