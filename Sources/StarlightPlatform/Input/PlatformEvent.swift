import StarlightCore

/// What the event source makes of the platform's events: plain values, so the scene host
/// runs the same on SDL and on a scripted source in tests.
public enum PlatformEvent: Sendable, Equatable {
  case quit
  case menu(MenuCommand)
  /// A gameplay control, stamped when SDL queued it (only while a chapter is played).
  case gameplay(StampedInput)
  /// Any key or button pressed (the "Welcome back" overlay takes it).
  case anyPress
  case screenshot
  case toggleMute
  case focusLost
  case focusGained
  case audioDevice(AudioDeviceChange)
  /// A gamepad was unplugged: a chapter in play pauses.
  case controllerRemoved
  /// A gamepad was plugged in: a chapter its unplugging paused continues.
  case controllerAdded
}

/// Which keys mean what: on menus the arrows, Enter and Space navigate; in play they are
/// lanes, and only Esc / P / Start / Back reach the menus.
public enum InputMode: Sendable, Equatable {
  case menus
  case gameplay(keyboard: [[String]], gamepad: [[String]])
}

/// Where the scene host gets its events from: SDL live, a script in tests.
public protocol EventSource: AnyObject {
  /// Switches what keys mean (see `InputMode`).
  func setMode(_ mode: InputMode)
  /// Every event since the last call, in order.
  func poll() -> [PlatformEvent]
}
