import CSDL2X11
import Glibc
import StarlightCore

/// What the X server said of a key event, read from the SDL_SYSWMEVENT that SDL sends just
/// before the key event it makes of it. Apart from `InputCapture` so that Xlib's names
/// reach this file only.
enum X11KeyTime {
  /// The server's time (milliseconds) of the key press or release `event` (an SDL_Event)
  /// carries; nil for any other event.
  static func of(_ event: UnsafeRawPointer) -> UInt32? {
    var time: UInt32 = 0
    let sdlEvent = event.assumingMemoryBound(to: SDL_Event.self)
    return starlight_x11_key_time(sdlEvent, &time) == 1 ? time : nil
  }

  /// The clock X stamps events with (CLOCK_MONOTONIC), now.
  static func serverClockNow() -> Nanoseconds {
    var time = timespec()
    clock_gettime(CLOCK_MONOTONIC, &time)
    return Nanoseconds(time.tv_sec) * Nanoseconds.perSecond + Nanoseconds(time.tv_nsec)
  }
}
