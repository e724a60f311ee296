/// What the calibration scene measures: the audio offset (a click on every beat, press on
/// what you hear) or the visual offset (a silent flash on every beat, press on what you see).
public enum CalibrationKind: String, Sendable, Equatable, CaseIterable {
  case audio
  case visual

  /// The other kind (Tab in the calibration scene).
  public var toggled: CalibrationKind { self == .audio ? .visual : .audio }
}
