/// One thing a key or button can be bound to: a lane of a lane count, on the keyboard or
/// on the gamepad. A key counts as bound twice only within one lane count and device (the
/// same key plays lane 1 of 4 lanes and lane 3 of 7).
public struct BindingSlot: Sendable, Hashable {
  public enum Device: String, Sendable, CaseIterable {
    case keyboard
    case gamepad
  }

  public var device: Device
  public var laneCount: Int
  /// From 0.
  public var lane: Int

  public init(device: Device, laneCount: Int, lane: Int) {
    self.device = device
    self.laneCount = laneCount
    self.lane = lane
  }

  /// The lane counts the game plays (the Firewall's 4, imported charts' 1 to 10).
  public static let laneCounts = 1...10

  /// Every slot, lane count by lane count, keyboard first.
  public static var all: [BindingSlot] {
    Device.allCases.flatMap { device in
      laneCounts.flatMap { count in
        (0..<count).map { BindingSlot(device: device, laneCount: count, lane: $0) }
      }
    }
  }

  /// "lane 3 (4 lanes)", as the Input page and its questions say it.
  public var label: String {
    "lane \(lane + 1) (\(laneCount) lane\(laneCount == 1 ? "" : "s"))"
  }
}
