import StarlightCore

/// What a key or button does when it plays no lane (issue 22): moving through menus,
/// confirming and going back, the settings' pages, and in play pausing, the lane cover,
/// muting and screenshots. Each is bound like a lane (`InputBindings`); Esc, the dev
/// overlay's F1 and the pad's Start and Back are fixed (`fixedKeys`), so a player who binds
/// everything away can always get out.
public enum MenuAction: String, Sendable, CaseIterable, Codable {
  case up, down, left, right, confirm, back
  case previousPage, nextPage
  case pause
  case coverDown, coverUp
  case mute, screenshot

  /// Where a key bound to the action means it: two actions clash only where both mean
  /// something at once, and a lane key (read in play) clashes only with what play reads.
  public enum Context: Sendable, Hashable {
    case menus
    case play
  }

  public var contexts: Set<Context> {
    switch self {
    case .up, .down, .left, .right, .confirm, .back, .previousPage, .nextPage: [.menus]
    case .pause, .coverDown, .coverUp: [.play]
    case .mute, .screenshot: [.menus, .play]
    }
  }

  /// As the Input page lists it.
  public var title: String {
    switch self {
    case .up: "Menu up"
    case .down: "Menu down"
    case .left: "Menu left"
    case .right: "Menu right"
    case .confirm: "Confirm"
    case .back: "Back"
    case .previousPage: "Previous page"
    case .nextPage: "Next page"
    case .pause: "Pause (in play)"
    case .coverDown: "Lane cover lower"
    case .coverUp: "Lane cover higher"
    case .mute: "Mute"
    case .screenshot: "Screenshot"
    }
  }

  /// What the action does; `shift` held with the next page's key turns the page back, as
  /// Shift+Tab does everywhere.
  func event(shift: Bool = false) -> PlatformEvent {
    switch self {
    case .up: .menu(.up)
    case .down: .menu(.down)
    case .left: .menu(.left)
    case .right: .menu(.right)
    case .confirm: .menu(.confirm)
    case .back: .menu(.back)
    case .previousPage: .page(-1)
    case .nextPage: .page(shift ? -1 : 1)
    case .pause: .menu(.pause)
    case .coverDown: .overlay(.laneCover(steps: -1))
    case .coverUp: .overlay(.laneCover(steps: 1))
    case .mute: .toggleMute
    case .screenshot: .screenshot
    }
  }

  /// Keys and buttons no binding takes, with why: Esc goes back and pauses, F1 opens the
  /// dev overlay, Delete resets a binding on the Input page; the pad's Start and Back
  /// pause and go back.
  public static let fixedKeys: [InputPress: String] = [
    .key("Escape"): "it goes back and pauses",
    .key("F1"): "it opens the dev overlay",
    .key("Delete"): "it resets a binding here",
    .button("start"): "it pauses and goes back",
    .button("back"): "it pauses and goes back",
  ]
}
