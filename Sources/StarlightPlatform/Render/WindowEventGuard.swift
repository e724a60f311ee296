import CSDL2
import Glibc

/// Keeps SDL's renderer untouched by two threads at once, without the window's thread ever
/// waiting for a frame. The window's thread pumps events; SDL's own event watch for the
/// renderer (added by SDL_CreateRenderer) then acts on a window event on the pumping
/// thread: a size change sets the render target and queues viewport commands into the
/// list a present flushes, a hide marks the renderer hidden. So the drawing thread holds
/// this lock whenever it touches the renderer, presents included: SDL_RenderPresent flushes
/// that very list and swaps, and nothing in SDL guards them against the watch, so the
/// present cannot leave the lock.
///
/// SDL runs the event filter, then the watches in the order they were added, all in one
/// call under its watchers' lock: the filter takes this lock on a window event and a watch
/// added after the renderer's lets it go, so the renderer's watch runs between them. When
/// a frame holds the lock (it may be waiting for a refresh), the filter does not wait: it
/// keeps the event and drops it from SDL's queue for now; the drawing thread pushes it
/// again as it lets go, and then the renderer's watch runs there, on the renderer's own
/// thread. A window event reaches the game a frame late at worst; a press is never held.
final class WindowEventGuard: @unchecked Sendable {
  // @unchecked: the pthread mutexes are the synchronisation (`depth` is touched only by
  // the holder of `mutex`, `deferred` only under `deferredMutex`); they live at stable
  // addresses.
  private let mutex: UnsafeMutablePointer<pthread_mutex_t>
  private let deferredMutex: UnsafeMutablePointer<pthread_mutex_t>
  private var deferred: [SDL_Event] = []
  /// How deep the drawing thread's `withLock` calls are (a job from the drawing thread
  /// itself runs inside the one that asked): only the outermost pushes what was deferred.
  private var depth = 0
  private var installed = false

  init() {
    mutex = .allocate(capacity: 1)
    // Recursive: when the drawing thread itself causes a window event while it holds the
    // lock (a display change made there), the filter takes it again at once.
    var attributes = pthread_mutexattr_t()
    pthread_mutexattr_init(&attributes)
    pthread_mutexattr_settype(&attributes, Int32(PTHREAD_MUTEX_RECURSIVE))
    pthread_mutex_init(mutex, &attributes)
    pthread_mutexattr_destroy(&attributes)
    deferredMutex = .allocate(capacity: 1)
    pthread_mutex_init(deferredMutex, nil)
    // Room for a burst (a resize sends several), so the window's thread rarely allocates.
    deferred.reserveCapacity(16)
  }

  deinit {
    pthread_mutex_destroy(mutex)
    mutex.deallocate()
    pthread_mutex_destroy(deferredMutex)
    deferredMutex.deallocate()
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

  /// The drawing thread's use of the renderer; window events that came meanwhile go
  /// through SDL again once the outermost call lets go.
  func withLock<Result>(_ body: () throws -> Result) rethrows -> Result {
    pthread_mutex_lock(mutex)
    depth += 1
    defer { letGo() }
    return try body()
  }

  private func letGo() {
    depth -= 1
    guard depth == 0 else {
      pthread_mutex_unlock(mutex)
      return
    }
    // Unlocked and emptied in one step under `deferredMutex`: an event the filter keeps
    // is either taken here or finds the lock free.
    pthread_mutex_lock(deferredMutex)
    pthread_mutex_unlock(mutex)
    let waiting = deferred
    deferred.removeAll(keepingCapacity: true)
    pthread_mutex_unlock(deferredMutex)
    for var event in waiting { SDL_PushEvent(&event) }
  }

  /// The filter's side: takes the lock (held until `release`), or, while a frame holds it,
  /// keeps the event for the drawing thread and returns false (SDL then drops it for now).
  private func takeOrDefer(_ event: SDL_Event) -> Bool {
    pthread_mutex_lock(deferredMutex)
    defer { pthread_mutex_unlock(deferredMutex) }
    guard pthread_mutex_trylock(mutex) == 0 else {
      deferred.append(event)
      return false
    }
    return true
  }

  private static let take: SDL_EventFilter = { userdata, event in
    guard let userdata, let event, event.pointee.type == SDL_WINDOWEVENT.rawValue else {
      return 1
    }
    let guardian = Unmanaged<WindowEventGuard>.fromOpaque(userdata).takeUnretainedValue()
    return guardian.takeOrDefer(event.pointee) ? 1 : 0
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
