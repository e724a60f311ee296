import StarlightCore

/// What the scene host runs: the story's screens, or one chapter. The host pumps events,
/// paces frames, handles what is the same everywhere (quit, screenshots, mute, focus,
/// audio device), and asks the scene for the rest.
protocol Scene: AnyObject {
  /// What keys mean right now (menus, or a chapter's lanes).
  var inputMode: InputMode { get }
  /// Whether a chapter is being played (an interruption then pauses it).
  var isPlaying: Bool { get }
  /// The time `--quit-after` counts: time in the chapter; nil on menus.
  func chapterTime(at now: Nanoseconds) -> Nanoseconds?

  func handle(_ command: MenuCommand, now: Nanoseconds) -> SceneStatus
  func handle(_ input: StampedInput)
  /// Runs the scene up to `now`.
  func update(now: Nanoseconds) -> SceneStatus
  /// The media instant by which `update` must next run for time alone to be applied on
  /// time (the next due event of the chapter in play); nil when nothing is due before the
  /// next input. The live host's judging thread sleeps until then or an input.
  func nextDue(at now: Nanoseconds) -> Nanoseconds?
  /// Focus lost, a pad unplugged, the audio device gone: pause a chapter in play.
  func interrupt(now: Nanoseconds)
  /// Back from an interruption: resume the paused chapter (with its count-in).
  func resumeAfterInterruption(now: Nanoseconds)
  /// The song time the audio device reports, for a chapter that plays its own song.
  func follow(audio: AudioManager, now: Nanoseconds)
  func draw(now: Nanoseconds, on canvas: Canvas)
  /// The scene ends with the host: a chapter in play records its attempt.
  func close(now: Nanoseconds)
  /// Which keys the dev overlay owns now.
  var overlayKeys: OverlayKeys { get }
  /// The player's bindings, when the scene keeps them (the story, whose Input page changes
  /// them): the menus' keys follow them at once. Nil: the ones the game started with.
  var bindings: InputBindings? { get }
  /// A dev overlay command, click or offset apply.
  func handle(overlay input: OverlayInput, now: Nanoseconds)
  /// The mouse on a menu screen.
  func handle(pointer input: PointerInput, now: Nanoseconds)
  /// Typing, for a scene whose input mode is `.typing`.
  func handle(text edit: TextEdit, now: Nanoseconds)
  /// A key or button to bind, while the scene asks for one (`InputMode.capture`).
  func handle(press: InputPress, now: Nanoseconds)
  /// The next or previous page of a paged menu (the settings).
  func handle(page delta: Int, now: Nanoseconds)
  /// The player moved to a pad (true) or to the keyboard (false): hints name its buttons.
  func handle(padInUse: Bool)
  /// A file or folder dropped on the window, for a scene that takes it itself (Free Play's
  /// Song folders screen adds a folder); false: it is imported into the library.
  func takeDrop(_ path: String, now: Nanoseconds) -> Bool
}

extension Scene {
  var bindings: InputBindings? { nil }
  /// A scene that cannot tell is updated at the pump interval, as every scene once was.
  func nextDue(at now: Nanoseconds) -> Nanoseconds? { now + FramePacer.pumpInterval }
  /// Scenes without a chapter have no dev overlay.
  var overlayKeys: OverlayKeys { .closed }
  func handle(overlay input: OverlayInput, now: Nanoseconds) {}
  /// Scenes without anything to drag ignore the mouse.
  func handle(pointer input: PointerInput, now: Nanoseconds) {}
  func handle(text edit: TextEdit, now: Nanoseconds) {}
  func handle(press: InputPress, now: Nanoseconds) {}
  func handle(page delta: Int, now: Nanoseconds) {}
  func handle(padInUse: Bool) {}
  func takeDrop(_ path: String, now: Nanoseconds) -> Bool { false }
}

enum SceneStatus: Equatable {
  case running
  case finished
}
