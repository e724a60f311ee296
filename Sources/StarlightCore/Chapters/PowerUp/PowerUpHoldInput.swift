/// Whether the player is holding the action: any lane down, or either trigger pressed past
/// its threshold (with hysteresis). The hold starts when the first of these goes down and
/// ends when the last comes up, so a second key or a trigger alongside changes nothing.
struct PowerUpHoldInput: Sendable, Equatable {
  private var lanes: Set<Int> = []
  private var leftTrigger = false
  private var rightTrigger = false
  private(set) var pressThreshold: Int
  private(set) var releaseThreshold: Int

  init(pressThreshold: Int, releaseThreshold: Int) {
    self.pressThreshold = pressThreshold
    self.releaseThreshold = releaseThreshold
  }

  /// New thresholds for the next trigger movement; a trigger held stays held until then.
  mutating func retune(pressThreshold: Int, releaseThreshold: Int) {
    self.pressThreshold = pressThreshold
    self.releaseThreshold = releaseThreshold
  }

  var isHeld: Bool { !lanes.isEmpty || leftTrigger || rightTrigger }

  /// Takes one action into account; other axes are ignored.
  mutating func apply(_ input: PlayerAction.Input) {
    switch input {
    case .lane(let lane, .press): lanes.insert(lane)
    case .lane(let lane, .release): lanes.remove(lane)
    case .axis(.leftTrigger, let value): leftTrigger = trigger(leftTrigger, at: value)
    case .axis(.rightTrigger, let value): rightTrigger = trigger(rightTrigger, at: value)
    case .axis(.leftX, _), .axis(.leftY, _): break
    }
  }

  /// A trigger goes down at the press threshold and comes up only at or under the release
  /// threshold; in between it stays as it was.
  private func trigger(_ held: Bool, at value: Int) -> Bool {
    held ? value > releaseThreshold : value >= pressThreshold
  }
}
