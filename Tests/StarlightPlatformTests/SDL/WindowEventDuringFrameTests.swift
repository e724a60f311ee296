import CSDL2
import Foundation
import Synchronization
import Testing

@testable import StarlightPlatform

/// A window event that comes while a frame holds the renderer (as a present waiting for the
/// refresh does) does not hold the thread that pumps it: its push returns during the frame,
/// and the event reaches SDL's queue once, as the frame lets go, with SDL's watches (the
/// renderer's among them) run on the drawing thread. Outside a frame it goes straight
/// through on the pumping thread.
@Suite(.serialized, .sdlExclusive) struct WindowEventDuringFrameTests {
  /// The threads a marked window event reached SDL's watches on.
  final class WatchLog: Sendable {
    let threads = Mutex<[UInt]>([])
  }

  static let marker: Int32 = 4242

  static let watch: SDL_EventFilter = { userdata, event in
    guard let userdata, let event, event.pointee.type == SDL_WINDOWEVENT.rawValue,
      event.pointee.window.data1 == WindowEventDuringFrameTests.marker
    else { return 1 }
    let log = Unmanaged<WatchLog>.fromOpaque(userdata).takeUnretainedValue()
    log.threads.withLock { $0.append(UInt(pthread_self())) }
    return 1
  }

  static func push(to windowID: UInt32) -> Int32 {
    var event = SDL_Event()
    event.type = SDL_WINDOWEVENT.rawValue
    event.window.windowID = windowID
    event.window.event = UInt8(SDL_WINDOWEVENT_EXPOSED.rawValue)
    event.window.data1 = marker
    return SDL_PushEvent(&event)
  }

  /// The marked window events in SDL's queue, taken out.
  static func queuedMarked() -> Int {
    var count = 0
    var event = SDL_Event()
    let type = SDL_WINDOWEVENT.rawValue
    while SDL_PeepEvents(&event, 1, SDL_GETEVENT, type, type) == 1 {
      if event.window.data1 == marker { count += 1 }
    }
    return count
  }

  @Test func aWindowEventDuringAFrameWaitsForItNotThePumpingThread() throws {
    setenv("SDL_VIDEODRIVER", "dummy", 1)
    let sdl = try SDLContext()
    let canvas = try Canvas(sdl: sdl, title: "window-events", fullscreen: false)
    let windowID = canvas.windowID
    let log = WatchLog()
    SDL_AddEventWatch(Self.watch, Unmanaged.passUnretained(log).toOpaque())
    defer { SDL_DelEventWatch(Self.watch, Unmanaged.passUnretained(log).toOpaque()) }
    _ = Self.queuedMarked()

    // Outside a frame: through at once, the watches run on the pushing thread.
    #expect(Self.push(to: windowID) == 1)
    #expect(log.threads.withLock { $0 } == [UInt(pthread_self())])
    #expect(Self.queuedMarked() == 1)
    log.threads.withLock { $0.removeAll() }

    // During a frame: a second thread (the window's) pushes while the frame holds the
    // renderer; the frame goes on only once that push has returned (the bound only keeps
    // a push that waits for the frame from hanging the test).
    let inFrame = DispatchSemaphore(value: 0)
    let pushed = DispatchSemaphore(value: 0)
    let pumping = Thread {
      inFrame.wait()
      _ = Self.push(to: windowID)
      pushed.signal()
    }
    pumping.start()
    let (pushedDuringFrame, drawingThread, queuedDuringFrame) = canvas.perform {
      () -> (Bool, UInt, Int) in
      inFrame.signal()
      let returned = pushed.wait(timeout: .now() + .seconds(20)) == .success
      return (returned, UInt(pthread_self()), Self.queuedMarked())
    }
    #expect(pushedDuringFrame, "the push waited for the frame")
    #expect(queuedDuringFrame == 0, "the renderer's watch would have run during the frame")
    #expect(log.threads.withLock { $0 } == [drawingThread])
    #expect(Self.queuedMarked() == 1)
    withExtendedLifetime(sdl) {}
  }
}
