extension AHAPParser {
  static func readParameterChange(_ entry: AHAPObjectReader, into pattern: inout HapticPattern)
    throws(AHAPParseError)
  {
    guard let parameter = try controlParameter(of: entry, counting: &pattern) else {
      return
    }
    let time = try entry.requiredNumber(AHAPKey.time)
    let value = try entry.requiredNumber(AHAPKey.parameterValue)
    pattern.parameterChanges.append(
      HapticParameterChange(
        parameter: parameter,
        timeMicroseconds: AHAPLimits.microseconds(
          fromSeconds: time, clampedTo: AHAPLimits.timeRange),
        value: value))
  }

  static func readParameterCurve(_ entry: AHAPObjectReader, into pattern: inout HapticPattern)
    throws(AHAPParseError)
  {
    guard let parameter = try controlParameter(of: entry, counting: &pattern) else {
      return
    }
    let time = try entry.requiredNumber(AHAPKey.time)
    let pointReaders = try entry.objects(inArray: AHAPKey.controlPoints, required: true)
    guard !pointReaders.isEmpty else {
      throw entry.invalidValue(AHAPKey.controlPoints, "expected at least one control point")
    }
    var points: [HapticParameterCurve.ControlPoint] = []
    for point in pointReaders {
      let pointTime = try point.requiredNumber(AHAPKey.time)
      let value = try point.requiredNumber(AHAPKey.parameterValue)
      points.append(
        HapticParameterCurve.ControlPoint(
          timeMicroseconds: AHAPLimits.microseconds(
            fromSeconds: pointTime, clampedTo: AHAPLimits.timeRange),
          value: value))
    }
    pattern.parameterCurves.append(
      HapticParameterCurve(
        parameter: parameter,
        timeMicroseconds: AHAPLimits.microseconds(
          fromSeconds: time, clampedTo: AHAPLimits.timeRange),
        controlPoints: points))
  }

  /// The haptic control this entry drives, or nil (counted as ignored) for audio controls such
  /// as `AudioVolumeControl` and for IDs this package does not know.
  private static func controlParameter(
    of entry: AHAPObjectReader, counting pattern: inout HapticPattern
  ) throws(AHAPParseError) -> HapticControlParameter? {
    let id = try entry.requiredString(AHAPKey.parameterID)
    guard let parameter = HapticControlParameter(rawValue: id) else {
      pattern.ignoredParameterCount += 1
      return nil
    }
    return parameter
  }
}
