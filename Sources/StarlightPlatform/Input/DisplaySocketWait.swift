import CSDL2X11
import Glibc
import StarlightCore

/// The window's thread's wait for input, on the X display's socket itself rather than in
/// SDL_WaitEventTimeout. The drawing thread shares that connection: a reply it waits for
/// makes the socket readable with no event in it for this thread, and SDL's wait then polls
/// again at once, over and over, until the drawing thread gets the CPU to read it (seen
/// with strace: runs of polls returning at once, about 40 per reply). On this 2-core
/// machine under Xvfb that spin took a tenth of a core from drawing and its renderer. Here
/// a wake that brought no event is followed by a short pause before the next wait, so the
/// other thread can take its reply; a key that came meanwhile waits at most that pause.
final class DisplaySocketWait {
  /// The pause after a wake that brought no event for this thread.
  static let pauseAfterEmptyWake = 250 * Nanoseconds.perMicrosecond

  private let socket: Int32
  /// The display whose queue `eventsAlreadyRead` looks at (nil in a test's socket pair).
  private let display: UnsafeMutableRawPointer?
  private let pause: (Nanoseconds) -> Void
  private var lastWakeWasEmpty = false

  /// Nil when SDL does not show the window through X11 (Wayland, the dummy driver).
  convenience init?(window: OpaquePointer) {
    let socket = starlight_x11_socket(window)
    guard socket >= 0 else { return nil }
    self.init(socket: socket, display: starlight_x11_display(window))
  }

  /// A wait on `socket`, pausing through `pause` (a test counts the pauses instead).
  init(
    socket: Int32, display: UnsafeMutableRawPointer? = nil,
    pause: @escaping (Nanoseconds) -> Void = DisplaySocketWait.sleep
  ) {
    self.socket = socket
    self.display = display
    self.pause = pause
  }

  /// Whether Xlib already holds events read off the socket (by another thread's call, while
  /// it waited for its reply): the socket will not wake a wait for them, a pump must take
  /// them. Without a display, always.
  var eventsAlreadyRead: Bool {
    guard let display else { return true }
    return starlight_x11_queue_length(display) > 0
  }

  static func sleep(_ duration: Nanoseconds) {
    var time = timespec(tv_sec: 0, tv_nsec: Int(duration))
    nanosleep(&time, nil)
  }

  /// Waits up to `timeout` for the socket to become readable (after the pause, when the
  /// last wake brought nothing); true when it did.
  func wait(upTo timeout: Nanoseconds) -> Bool {
    if lastWakeWasEmpty { pause(Self.pauseAfterEmptyWake) }
    var socketReady = pollfd(fd: socket, events: Int16(POLLIN), revents: 0)
    let milliseconds = Int32(clamping: max(1, timeout / Nanoseconds.perMillisecond))
    return poll(&socketReady, 1, milliseconds) > 0
  }

  /// What the wake just past brought, once SDL pumped: a readable socket with no event for
  /// this thread held another thread's reply.
  func noteWake(socketWasReadable: Bool, broughtEvent: Bool) {
    lastWakeWasEmpty = socketWasReadable && !broughtEvent
  }
}
