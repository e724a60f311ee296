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
  /// The dev overlay's keys, mouse and wheel (F1 always; the rest while it is open).
  case overlay(OverlayInput)
  /// The mouse on a menu screen (the section chooser's density graph is dragged over).
  case pointer(PointerInput)
  /// Typed text or a deletion, while the scene takes typing (`InputMode.typing`).
  case text(TextEdit)
  /// A key or button pressed to be bound (`InputMode.capture`), by SDL's name for it.
  case press(InputPress)
  /// The next (+1) or previous (-1) page of a paged menu: Tab / Shift+Tab, PageDown /
  /// PageUp, pad R1 / L1 (menus only).
  case page(Int)
  /// A file or folder dropped on the window (SDL_DROPFILE), by its path.
  case droppedFile(String)
  /// The player pressed a pad button (true) or a key (false) after pressing the other:
  /// footers name the buttons of the device in use.
  case padInUse(Bool)
}

/// A key or a gamepad button, by SDL's name for it ("D", "Left", "dpleft", "a"): what the
/// Input page binds to a lane.
public enum InputPress: Sendable, Hashable {
  case key(String)
  case button(String)

  public var name: String {
    switch self {
    case .key(let name), .button(let name): name
    }
  }

  public var device: BindingSlot.Device {
    switch self {
    case .key: .keyboard
    case .button: .gamepad
    }
  }
}

/// What typing does to a search field.
public enum TextEdit: Sendable, Equatable {
  case insert(String)
  case deleteBackward
  /// F3 while typing: the song list's next judge for the selected chart.
  case nextJudge
  /// F5 while typing: the song list's next StepMania steps type (then every chart).
  case nextStepsType
  /// F4 while typing: the song list's offset for the selected chart.
  case chartOffset
  /// F2 while typing: the settings pages, in front of the song list.
  case openSettings
  /// F8 while typing: the song list's Song folders screen.
  case songFolders
  /// F6, Delete and F7 while typing: Free Play's replay list opened or closed, its chosen
  /// replay deleted, exported.
  case replays(ReplayKey)

  public enum ReplayKey: Sendable, Equatable {
    case toggle, delete, export
  }
}

/// The left mouse button on a menu screen, in logical canvas coordinates.
public enum PointerInput: Sendable, Equatable {
  case down(x: Int, y: Int)
  /// Moved with the button held.
  case drag(x: Int, y: Int)
  case up(x: Int, y: Int)
}

/// What the dev overlay reads from the platform: a command, a click on the panel (in
/// logical canvas coordinates), "apply the suggested audio offset", or "what if".
public enum OverlayInput: Sendable, Equatable {
  case command(DevOverlayCommand)
  case click(x: Int, y: Int)
  case applySuggestedOffset
  /// Chapter 4's run so far judged again under the values in force.
  case whatIf
  /// The run so far judged again under the next judge (another game's rules).
  case whatIfJudge
  /// Save the tuning in force as a new named profile.
  case saveProfile
  /// Put the next saved profile in force (they take turns, in name order).
  case loadNextProfile
  /// Not the overlay's, but routed the same way to the chapter in play: `[` / `]` lower or
  /// raise the lane cover by this many steps (`ViewPreferences.laneCoverStep`).
  case laneCover(steps: Int)
}

/// Which keys the dev overlay owns: none while it is closed (F1 aside), its editing keys
/// while it is open, and Esc too while a number is being typed (it cancels the typing).
public enum OverlayKeys: Sendable, Equatable {
  case closed
  case open
  case typing
  /// The Input page waits for a key or button to bind: the next press of any is `.press`,
  /// but Esc (and the pad's Back), which cancel.
  case capture
}

/// Which keys mean what: on menus the arrows, Enter and Space navigate; in play they are
/// lanes, and only Esc / P / Start / Back reach the menus.
public enum InputMode: Sendable, Equatable {
  case menus
  case gameplay(keyboard: [[String]], gamepad: [[String]])
  /// A search field has the keyboard: letters, digits and Space are text (so M and P do
  /// not mute or pause), Backspace deletes; Up/Down, Left/Right, Tab (as Right), Enter and
  /// Esc are still menu commands.
  case typing
  /// The Input page waits for a key or button to bind: the next press of any is `.press`,
  /// but Esc (and the pad's Back), which cancel.
  case capture
}

/// Where the scene host gets its events from: SDL live, a script in tests.
public protocol EventSource: AnyObject {
  /// Switches what keys mean (see `InputMode`).
  func setMode(_ mode: InputMode)
  /// Every event since the last call, in order.
  func poll() -> [PlatformEvent]
  /// Switches whether the dev overlay's keys are read as overlay commands.
  func setOverlayKeys(_ keys: OverlayKeys)
  /// The keys the menus, pages, pause, cover, mute and screenshot are bound to.
  func setMenuBindings(_ bindings: InputBindings)
  /// Takes the platform's pending events in (stamping presses as it does) without handing
  /// them over yet: the window's thread does this outside the world lock, so a press is
  /// stamped even while a frame is built under it.
  func pumpOnly()
  /// Pumps as `pumpOnly` does, first waiting up to `timeout` for an event to arrive (and
  /// so stamping it the moment it does); false when the source cannot wait (the caller's
  /// clock then idles instead).
  func pumpWaiting(upTo timeout: Nanoseconds) -> Bool
}

extension EventSource {
  /// A source that never sees the overlay's keys (a script) has nothing to switch.
  public func setOverlayKeys(_ keys: OverlayKeys) {}
  /// A source that reads no keys has no menu keys to follow.
  public func setMenuBindings(_ bindings: InputBindings) {}
  /// A script's events are stamped when written down.
  public func pumpOnly() {}
  /// A script has nothing to wait for: the host's clock idles (a manual clock moves on).
  public func pumpWaiting(upTo timeout: Nanoseconds) -> Bool {
    pumpOnly()
    return false
  }
}
