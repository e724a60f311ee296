extension AHAPParser {
  private static let knownEventTypes = [
    AHAPKey.hapticTransient, AHAPKey.hapticContinuous,
  ]

  static func readEvent(_ event: AHAPObjectReader, into pattern: inout HapticPattern)
    throws(AHAPParseError)
  {
    let type = try event.requiredString(AHAPKey.eventType)
    if AHAPKey.audioEventTypes.contains(type) {
      pattern.skippedAudioEventCount += 1
      return
    }
    guard let kind = HapticEvent.Kind(rawValue: type) else {
      let expected = (knownEventTypes + AHAPKey.audioEventTypes.sorted()).joined(
        separator: ", ")
      throw event.invalidValue(
        AHAPKey.eventType, "unknown event type \"\(type)\"; expected one of \(expected)")
    }
    let time = try event.requiredNumber(AHAPKey.time)
    let duration =
      kind == .continuous
      ? try event.requiredNumber(
        AHAPKey.eventDuration, because: "a \(AHAPKey.hapticContinuous) event needs one")
      : 0

    var parsed = HapticEvent(
      kind: kind,
      timeMicroseconds: AHAPLimits.microseconds(fromSeconds: time, clampedTo: AHAPLimits.timeRange),
      durationMicroseconds: AHAPLimits.microseconds(
        fromSeconds: duration, clampedTo: AHAPLimits.eventDurationRange))
    for parameter in try event.objects(inArray: AHAPKey.eventParameters) {
      if !(try apply(parameter, to: &parsed)) {
        pattern.ignoredParameterCount += 1
      }
    }
    pattern.events.append(parsed)
  }

  /// Sets one `EventParameters` entry on `event`; false when its ID is not a haptic one.
  private static func apply(_ parameter: AHAPObjectReader, to event: inout HapticEvent)
    throws(AHAPParseError) -> Bool
  {
    let id = try parameter.requiredString(AHAPKey.parameterID)
    let envelopeRange = AHAPLimits.envelopeTimeRange
    switch id {
    case AHAPKey.hapticIntensity:
      event.intensity = AHAPLimits.clamp(try value(of: parameter), to: AHAPLimits.unitRange)
    case AHAPKey.hapticSharpness:
      event.sharpness = AHAPLimits.clamp(try value(of: parameter), to: AHAPLimits.unitRange)
    case AHAPKey.attackTime:
      event.attackMicroseconds = AHAPLimits.microseconds(
        fromSeconds: try value(of: parameter), clampedTo: envelopeRange)
    case AHAPKey.decayTime:
      event.decayMicroseconds = AHAPLimits.microseconds(
        fromSeconds: try value(of: parameter), clampedTo: envelopeRange)
    case AHAPKey.releaseTime:
      event.releaseMicroseconds = AHAPLimits.microseconds(
        fromSeconds: try value(of: parameter), clampedTo: envelopeRange)
    case AHAPKey.sustained:
      event.isSustained = try parameter.requiredFlag(AHAPKey.parameterValue)
    default:
      return false
    }
    return true
  }

  private static func value(of parameter: AHAPObjectReader) throws(AHAPParseError) -> Double {
    try parameter.requiredNumber(AHAPKey.parameterValue)
  }
}
