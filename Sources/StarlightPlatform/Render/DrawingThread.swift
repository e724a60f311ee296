import Foundation
import Glibc
import Synchronization

/// The one thread that makes, uses and destroys the canvas's renderer and its textures (the
/// text and image caches, screenshot readback): SDL's renderers and OpenGL contexts belong
/// to the thread that made them. It lives as long as the canvas, so every scene, the
/// interleaved loop of tests and headless runs, and the threaded loop of live play all draw
/// through it; the window's thread meanwhile only pumps events, so a press is stamped while
/// a frame is drawn or presented (SDL's X11 driver calls XInitThreads for this).
public final class DrawingThread: Sendable {
  /// Work handed over as `@unchecked Sendable`: the caller guarantees what it touches is
  /// shared only under a lock or not at all while it runs.
  public final class Job: @unchecked Sendable {
    private var body: (() -> Void)?
    private let done = DispatchSemaphore(value: 0)

    init(_ body: @escaping () -> Void) {
      self.body = body
    }

    /// Runs on the drawing thread, once; lets go of what the work captured before it says
    /// it is done, so the waiting thread is the one that releases it.
    fileprivate func run() {
      do {
        let work = body
        body = nil
        work?()
      }
      done.signal()
    }

    /// Waits until the work has returned.
    public func wait() {
      done.wait()
    }
  }

  private struct Queue {
    var jobs: [Job] = []
    var stopping = false
  }

  /// What the thread and its callers share (the mutex and atomic cannot be captured apart).
  private final class Shared: Sendable {
    let queue = Mutex(Queue())
    let wake = DispatchSemaphore(value: 0)
    /// The thread's pthread id, once it runs: a job asked for from the drawing thread
    /// itself runs at once instead of waiting on itself.
    let threadID = Atomic<UInt>(0)
  }

  private let shared = Shared()
  /// A pthread rather than a Foundation thread, so `stop` can join it: its thread-local
  /// destructors (OpenGL and EGL drivers register some) must run before SDL_Quit unloads
  /// those drivers' libraries, or they run in unmapped memory (seen as a crash in the suite).
  private let thread: pthread_t

  /// What the new thread starts with, handed over through pthread_create's argument.
  private final class Start {
    let shared: Shared
    let name: String
    let started = DispatchSemaphore(value: 0)

    init(shared: Shared, name: String) {
      self.shared = shared
      self.name = name
    }

    func run() {
      Thread.current.name = name
      shared.threadID.store(UInt(pthread_self()), ordering: .releasing)
      started.signal()
      while true {
        shared.wake.wait()
        let (jobs, stopping) = shared.queue.withLock { state in
          defer { state.jobs.removeAll() }
          return (state.jobs, state.stopping)
        }
        for job in jobs { job.run() }
        if stopping { break }
      }
    }
  }

  public init(name: String = "starlight-draw") {
    let start = Start(shared: shared, name: name)
    let argument = Unmanaged.passRetained(start).toOpaque()
    var thread = pthread_t()
    let created = pthread_create(
      &thread, nil,
      { argument in
        guard let argument else { return nil }
        let start = Unmanaged<Start>.fromOpaque(argument).takeRetainedValue()
        start.run()
        return nil
      }, argument)
    precondition(created == 0, "the drawing thread could not be started (error \(created))")
    self.thread = thread
    start.started.wait()
  }

  /// Whether the calling thread is the drawing thread.
  public var isCurrent: Bool {
    pthread_equal(pthread_t(shared.threadID.load(ordering: .acquiring)), pthread_self()) != 0
  }

  /// Starts `body` on the drawing thread and returns at once; `wait()` on the job joins it.
  @discardableResult
  public func start(_ body: @escaping () -> Void) -> Job {
    let job = Job(body)
    shared.queue.withLock { $0.jobs.append(job) }
    shared.wake.signal()
    return job
  }

  /// Runs `body` on the drawing thread and returns its result (at once when called there).
  public func sync<Result>(_ body: () -> Result) -> Result {
    if isCurrent { return body() }
    return withoutActuallyEscaping(body) { escapable in
      let box = ResultBox<Result>()
      start { box.value = escapable() }.wait()
      guard let value = box.value else {
        preconditionFailure("a job on the drawing thread returned without its result")
      }
      return value
    }
  }

  /// Runs what was handed over, then ends the thread and joins it (its thread-local
  /// destructors included).
  public func stop() {
    shared.queue.withLock { $0.stopping = true }
    shared.wake.signal()
    pthread_join(thread, nil)
  }
}

/// A job's result, written on the drawing thread and read after its `wait()`.
private final class ResultBox<Value>: @unchecked Sendable {
  var value: Value?
}
