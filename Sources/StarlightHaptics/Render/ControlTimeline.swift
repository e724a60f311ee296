import Algorithms

/// The value of one dynamic parameter over the pattern's time, built from its `Parameter` and
/// `ParameterCurve` entries. The entry that started most recently is in force; before any has
/// started the parameter is neutral (it changes nothing). At equal start times a curve wins
/// over a `Parameter`, and a later entry over an earlier one.
struct ControlTimeline: Sendable {
  private struct Segment: Sendable {
    var startMicroseconds: Int
    var curve: HapticParameterCurve
  }

  let parameter: HapticControlParameter
  private let segments: [Segment]

  init(parameter: HapticControlParameter, pattern: HapticPattern) {
    self.parameter = parameter
    // A `Parameter` behaves as a one-point curve: a step that holds.
    let steps = pattern.parameterChanges.filter { $0.parameter == parameter }.map { change in
      Segment(
        startMicroseconds: change.timeMicroseconds,
        curve: HapticParameterCurve(
          parameter: parameter, timeMicroseconds: change.timeMicroseconds,
          controlPoints: [.init(timeMicroseconds: 0, value: change.value)]))
    }
    let curves = pattern.parameterCurves.filter { $0.parameter == parameter }.map { curve in
      Segment(startMicroseconds: curve.timeMicroseconds, curve: curve)
    }
    let ordered = (steps + curves).enumerated().sorted { lhs, rhs in
      (lhs.element.startMicroseconds, lhs.offset) < (rhs.element.startMicroseconds, rhs.offset)
    }
    segments = ordered.map(\.element)
  }

  var isEmpty: Bool {
    segments.isEmpty
  }

  func value(atMicroseconds time: Int) -> Double {
    let following = segments.partitioningIndex { $0.startMicroseconds > time }
    guard following > 0 else {
      return parameter.neutralValue
    }
    let segment = segments[following - 1]
    return segment.curve.value(atOffsetMicroseconds: time - segment.startMicroseconds)
  }

  /// The control's value at each time, computed once per render rather than per event.
  func sampled(at times: [Int]) -> [Double] {
    guard !isEmpty else {
      return [Double](repeating: parameter.neutralValue, count: times.count)
    }
    return times.map { value(atMicroseconds: $0) }
  }

  /// An envelope time with this (additive, seconds) control applied, kept within 0...1 s.
  func adjust(_ microseconds: Int, at time: Int) -> Int {
    guard !isEmpty else {
      return microseconds
    }
    let seconds =
      Double(microseconds) / AHAPLimits.microsecondsPerSecond + value(atMicroseconds: time)
    return AHAPLimits.microseconds(fromSeconds: seconds, clampedTo: AHAPLimits.envelopeTimeRange)
  }
}
