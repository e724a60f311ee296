import CSDL2
import StarlightCore

/// The dev overlay's keys: F1 always; while it is open, Up/Down (field), PageUp/PageDown
/// (group), Left/Right (step, Shift coarse), digits, '-', '.', Backspace, Enter, Delete
/// (reset the field, Shift: all), O (apply the suggested audio offset), W (what if; Shift+W:
/// what if under the next judge), F5 (save
/// the tuning as a profile), F6 (load the next profile), a left
/// click on the panel and the wheel (step, Shift coarse). Esc cancels typing, and only while
/// typing, so it still pauses otherwise. Held keys repeat, as in any editor.
extension SDLKeyMap {
  static func overlayEvent(for event: SDL_Event, keys: OverlayKeys) -> OverlayInput? {
    switch SDL_EventType(event.type) {
    case SDL_KEYDOWN:
      let scancode = event.key.keysym.scancode
      if scancode == SDL_SCANCODE_F1 {
        return event.key.repeat == 0 ? .command(.toggle) : nil
      }
      guard keys != .closed else { return nil }
      let shift = (UInt32(event.key.keysym.mod) & UInt32(KMOD_SHIFT.rawValue)) != 0
      if scancode == SDL_SCANCODE_ESCAPE { return keys == .typing ? .command(.cancelTyping) : nil }
      if scancode == SDL_SCANCODE_O { return .applySuggestedOffset }
      if scancode == SDL_SCANCODE_W { return shift ? .whatIfJudge : .whatIf }
      if scancode == SDL_SCANCODE_F5 { return .saveProfile }
      if scancode == SDL_SCANCODE_F6 { return .loadNextProfile }
      return overlayKey(scancode, shift: shift).map { .command($0) }
    case SDL_MOUSEBUTTONDOWN:
      guard keys != .closed, event.button.button == UInt8(SDL_BUTTON_LEFT) else { return nil }
      return .click(x: Int(event.button.x), y: Int(event.button.y))
    case SDL_MOUSEWHEEL:
      guard keys != .closed, event.wheel.y != 0 else { return nil }
      let coarse = (UInt32(SDL_GetModState().rawValue) & UInt32(KMOD_SHIFT.rawValue)) != 0
      return .command(event.wheel.y > 0 ? .stepUp(coarse: coarse) : .stepDown(coarse: coarse))
    default:
      return nil
    }
  }

  private static func overlayKey(_ scancode: SDL_Scancode, shift: Bool) -> DevOverlayCommand? {
    if let digit = digit(scancode) { return .digit(digit) }
    switch scancode {
    case SDL_SCANCODE_UP: return .previousField
    case SDL_SCANCODE_DOWN: return .nextField
    case SDL_SCANCODE_PAGEUP: return .previousGroup
    case SDL_SCANCODE_PAGEDOWN: return .nextGroup
    case SDL_SCANCODE_RIGHT: return .stepUp(coarse: shift)
    case SDL_SCANCODE_LEFT: return .stepDown(coarse: shift)
    case SDL_SCANCODE_MINUS, SDL_SCANCODE_KP_MINUS: return .minus
    case SDL_SCANCODE_PERIOD, SDL_SCANCODE_KP_PERIOD: return .point
    case SDL_SCANCODE_BACKSPACE: return .backspace
    case SDL_SCANCODE_RETURN, SDL_SCANCODE_KP_ENTER: return .confirmTyped
    case SDL_SCANCODE_DELETE: return shift ? .resetAll : .resetField
    default: return nil
    }
  }

  /// 0...9 from the top row or the keypad.
  private static func digit(_ scancode: SDL_Scancode) -> Int? {
    let code = scancode.rawValue
    if code >= SDL_SCANCODE_1.rawValue && code <= SDL_SCANCODE_9.rawValue {
      return Int(code - SDL_SCANCODE_1.rawValue) + 1
    }
    if code >= SDL_SCANCODE_KP_1.rawValue && code <= SDL_SCANCODE_KP_9.rawValue {
      return Int(code - SDL_SCANCODE_KP_1.rawValue) + 1
    }
    if scancode == SDL_SCANCODE_0 || scancode == SDL_SCANCODE_KP_0 { return 0 }
    return nil
  }
}
