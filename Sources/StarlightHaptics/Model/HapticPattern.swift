/// A parsed AHAP pattern: what a rumble motor can use of it. Audio events and audio or unknown
/// parameters are left out, but counted, so a caller can tell a file was not entirely haptic.
public struct HapticPattern: Sendable, Equatable {
  /// The file's `Version`, when it has one.
  public var version: Double?
  /// The string values of the file's `Metadata` dictionary (Project, Created, Description...).
  public var metadata: [String: String]
  /// In file order.
  public var events: [HapticEvent]
  /// AHAP `Parameter` entries, in file order.
  public var parameterChanges: [HapticParameterChange]
  /// AHAP `ParameterCurve` entries, in file order.
  public var parameterCurves: [HapticParameterCurve]
  /// `AudioCustom` and `AudioContinuous` events that were skipped.
  public var skippedAudioEventCount: Int
  /// Event parameters, `Parameter`s and `ParameterCurve`s whose ID is not a haptic one (audio
  /// parameters, or IDs this package does not know) that were skipped.
  public var ignoredParameterCount: Int

  public init(
    version: Double? = nil,
    metadata: [String: String] = [:],
    events: [HapticEvent] = [],
    parameterChanges: [HapticParameterChange] = [],
    parameterCurves: [HapticParameterCurve] = [],
    skippedAudioEventCount: Int = 0,
    ignoredParameterCount: Int = 0
  ) {
    self.version = version
    self.metadata = metadata
    self.events = events
    self.parameterChanges = parameterChanges
    self.parameterCurves = parameterCurves
    self.skippedAudioEventCount = skippedAudioEventCount
    self.ignoredParameterCount = ignoredParameterCount
  }

  /// A pattern of one transient tap at time 0, for in-game feedback that has no AHAP file
  /// (cipher detents, the error buzz).
  public static func transient(intensity: Double, sharpness: Double) -> HapticPattern {
    HapticPattern(events: [.transient(intensity: intensity, sharpness: sharpness)])
  }

  /// The pattern's length as Core Haptics counts it: the latest end of any event, continuous
  /// releases included, with transients as instants. The rendered envelope is a little longer
  /// when the pattern ends on a transient, because a transient becomes a pulse (see
  /// `HapticEnvelope.durationMs`).
  public var durationMicroseconds: Int {
    events.map(\.endMicroseconds).max() ?? 0
  }
}
