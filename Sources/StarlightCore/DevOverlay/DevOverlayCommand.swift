/// What the player asks of the dev overlay: the platform turns keys, clicks and the wheel
/// into these, and `DevOverlay.handle` turns them into a candidate tuning.
public enum DevOverlayCommand: Sendable, Equatable {
  case toggle
  case previousField
  case nextField
  case previousGroup
  case nextGroup
  /// A row clicked: the field at this index of the list.
  case select(Int)
  case stepUp(coarse: Bool)
  case stepDown(coarse: Bool)
  /// 0...9 typed.
  case digit(Int)
  case minus
  case point
  case backspace
  case confirmTyped
  case cancelTyping
  case resetField
  case resetAll
}
