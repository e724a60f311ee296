/// The game's AHAP patterns (design §5). The raw value is the file's base name.
public enum HapticPatternID: String, Sendable, Equatable, Hashable, CaseIterable {
  /// Lub-dub, looped while the player pushes the Chapter 6 slider.
  case heartbeat
  /// Rising hum while the Chapter 1 capacitor charges.
  case capacitorCharge = "capacitor_charge"
  /// Heavy impact: the capacitor snap, a correct cipher segment, a Firewall block.
  case thud

  public static let fileExtension = "ahap"

  /// "capacitor_charge.ahap".
  public var fileName: String {
    "\(rawValue).\(Self.fileExtension)"
  }
}
