/// The AHAP dictionary keys and string values this package understands, spelled exactly as
/// Core Haptics spells them (keys are case-sensitive there too).
enum AHAPKey {
  static let version = "Version"
  static let metadata = "Metadata"
  static let pattern = "Pattern"

  static let event = "Event"
  static let parameter = "Parameter"
  static let parameterCurve = "ParameterCurve"
  static let patternEntryKinds = [event, parameter, parameterCurve]

  static let time = "Time"
  static let eventType = "EventType"
  static let eventDuration = "EventDuration"
  static let eventParameters = "EventParameters"
  static let parameterID = "ParameterID"
  static let parameterValue = "ParameterValue"
  static let controlPoints = "ParameterCurveControlPoints"

  static let hapticTransient = "HapticTransient"
  static let hapticContinuous = "HapticContinuous"
  /// Audio events have no meaning for a rumble motor; they are counted and skipped.
  static let audioEventTypes: Set<String> = ["AudioCustom", "AudioContinuous"]

  static let hapticIntensity = "HapticIntensity"
  static let hapticSharpness = "HapticSharpness"
  static let attackTime = "AttackTime"
  static let decayTime = "DecayTime"
  static let releaseTime = "ReleaseTime"
  static let sustained = "Sustained"
}
