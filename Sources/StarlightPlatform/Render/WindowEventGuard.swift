import CSDL2
import Glibc

/// Keeps SDL's renderer untouched by two threads at once. The window's thread pumps events;
/// SDL's own event watch for the renderer (added by SDL_CreateRenderer) then updates the
/// renderer's viewport on a window event, on the pumping thread, while the drawing thread
/// may be drawing. SDL runs the event filter, then the watches in the order they were
/// added, all in one call: the filter takes this lock on a window event and a watch added
/// after the renderer's lets it go, so the renderer's watch runs between them; the drawing
/// thread holds it while it touches the renderer. Only window events wait for a frame
/// (resizes, focus, exposure), never a press.
final class WindowEventGuard: @unchecked Sendable {
  // @unchecked: the pthread mutex is the synchronisation; it lives at a stable address.
  private let mutex: UnsafeMutablePointer<pthread_mutex_t>
  private var installed = false

  init() {
    mutex = .allocate(capacity: 1)
    // Recursive: should the drawing thread itself ever cause a window event while it
    // holds the lock, the filter's lock does not wait on itself.
    var attributes = pthread_mutexattr_t()
    pthread_mutexattr_init(&attributes)
    pthread_mutexattr_settype(&attributes, Int32(PTHREAD_MUTEX_RECURSIVE))
    pthread_mutex_init(mutex, &attributes)
    pthread_mutexattr_destroy(&attributes)
  }

  deinit {
    pthread_mutex_destroy(mutex)
    mutex.deallocate()
  }

  /// Brackets SDL's watches; call after the renderer is made (its watch then comes first).
  func install() {
    SDL_SetEventFilter(Self.take, Unmanaged.passUnretained(self).toOpaque())
    SDL_AddEventWatch(Self.release, Unmanaged.passUnretained(self).toOpaque())
    installed = true
  }

  /// Before the renderer is destroyed.
  func uninstall() {
    guard installed else { return }
    // Another canvas's guard may have replaced this filter since (tests make several).
    var filter: SDL_EventFilter?
    var userdata: UnsafeMutableRawPointer?
    if SDL_GetEventFilter(&filter, &userdata) == SDL_TRUE,
      userdata == Unmanaged.passUnretained(self).toOpaque()
    {
      SDL_SetEventFilter(nil, nil)
    }
    SDL_DelEventWatch(Self.release, Unmanaged.passUnretained(self).toOpaque())
    installed = false
  }

  /// The drawing thread's use of the renderer.
  func withLock<Result>(_ body: () throws -> Result) rethrows -> Result {
    pthread_mutex_lock(mutex)
    defer { pthread_mutex_unlock(mutex) }
    return try body()
  }

  private static let take: SDL_EventFilter = { userdata, event in
    guard let userdata, let event, event.pointee.type == SDL_WINDOWEVENT.rawValue else {
      return 1
    }
    let guardian = Unmanaged<WindowEventGuard>.fromOpaque(userdata).takeUnretainedValue()
    pthread_mutex_lock(guardian.mutex)
    return 1
  }

  private static let release: SDL_EventFilter = { userdata, event in
    guard let userdata, let event, event.pointee.type == SDL_WINDOWEVENT.rawValue else {
      return 1
    }
    let guardian = Unmanaged<WindowEventGuard>.fromOpaque(userdata).takeUnretainedValue()
    pthread_mutex_unlock(guardian.mutex)
    return 1
  }
}
