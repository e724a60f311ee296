import Foundation
import StarlightCore
import Synchronization
import Testing

@testable import StarlightPlatform

/// A press that arrives while a long frame is being drawn keeps its own stamp: a reader
/// thread (as the evdev reader does) stamps it when it happens and queues it; the judging
/// path takes it after the frame with that stamp, not the frame's end. On one thread and
/// with judging on a thread of its own alike.
@Suite(.serialized, .sdlExclusive) struct LongFrameStampTests {
  static let start = Nanoseconds.seconds(7)

  /// A screen whose frame at `pressAt` takes 40 ms to draw, a press arriving 10 ms in.
  final class LongFrameScene: Scene {
    let clock: ManualClock
    let queue: StampedInputQueue
    let pressAt: Nanoseconds
    private(set) var pressStamp: Nanoseconds?
    private(set) var handled: [(input: StampedInput, at: Nanoseconds)] = []
    private(set) var frameEnded: Nanoseconds?

    init(clock: ManualClock, queue: StampedInputQueue, pressAt: Nanoseconds) {
      self.clock = clock
      self.queue = queue
      self.pressAt = pressAt
    }

    var inputMode: InputMode { .menus }
    var isPlaying: Bool { true }
    func chapterTime(at now: Nanoseconds) -> Nanoseconds? { now - LongFrameStampTests.start }
    func handle(_ command: MenuCommand, now: Nanoseconds) -> SceneStatus { .running }
    func handle(_ input: StampedInput) { handled.append((input, clock.now())) }
    func update(now: Nanoseconds) -> SceneStatus { handled.isEmpty ? .running : .finished }
    func interrupt(now: Nanoseconds) {}
    func resumeAfterInterruption(now: Nanoseconds) {}
    func follow(audio: AudioManager, now: Nanoseconds) {}
    func close(now: Nanoseconds) {}

    func draw(now: Nanoseconds, on canvas: Canvas) {
      guard pressStamp == nil, now >= pressAt else { return }
      clock.advance(by: .milliseconds(10))
      // The reader's thread, while this one draws.
      let stamped = DispatchSemaphore(value: 0)
      let (clock, queue) = (clock, queue)
      let stamp = Mutex<Nanoseconds?>(nil)
      let reader = Thread {
        let now = clock.now()
        stamp.withLock { $0 = now }
        queue.push(StampedInput(input: .lane(2, .press), stamp: now))
        stamped.signal()
      }
      reader.start()
      stamped.wait()
      pressStamp = stamp.withLock { $0 }
      clock.advance(by: .milliseconds(30))
      frameEnded = clock.now()
    }
  }

  /// Refuses every request, RealtimeKit's too: tests never run a thread in real time.
  struct Refused: ThreadPriorityCalls, RealtimeKitRequests {
    func threadID() -> Int32 { 0 }
    func realtimePriorityLimit() -> Int32 { 0 }
    func limitRealtimeCPU(toAtMost microseconds: Int64) -> String? { "refused in tests" }
    func limits() -> Result<RealtimeKitLimits, RealtimeKitRefusal> {
      .failure(RealtimeKitRefusal("refused in tests"))
    }
    func makeThreadRealtime(thread: Int32, priority: Int32) -> RealtimeKitRefusal? {
      RealtimeKitRefusal("refused in tests")
    }
    func makeThreadHighPriority(thread: Int32, nice: Int32) -> RealtimeKitRefusal? {
      RealtimeKitRefusal("refused in tests")
    }
    func setRealtime(level: Int32) -> String? { "refused in tests" }
    func setNice(_ nice: Int32) -> String? { "refused in tests" }
    func current() -> ThreadPriority { .timeSharing(nice: 0) }
    func guardRealtime() {}
    func realtimeLimitDrops() -> Int { 0 }
  }

  @Test(arguments: [false, true])
  func aPressDuringALongFrameKeepsItsOwnStamp(judgingThread: Bool) throws {
    // The threads' waits all move the manual clock on, racing it ahead: `--quit-after`
    // here only bounds a failure; the scene ends once the press is handled.
    var options = PlayOptions(quitAfter: .seconds(600), renderRate: 60)
    options.judgingThread = judgingThread
    let fixture = try HostFixture(start: Self.start, options: options)
    fixture.host.priorities = ThreadPriorities(calls: Refused(), realtimeKit: Refused())
    let scene = LongFrameScene(
      clock: fixture.clock, queue: fixture.host.directInputs,
      pressAt: Self.start + .milliseconds(500))
    fixture.host.run(scene)
    withExtendedLifetime(fixture.sdl) {}

    let stamp = try #require(scene.pressStamp)
    let frameEnded = try #require(scene.frameEnded)
    #expect(scene.handled.count == 1)
    let handled = try #require(scene.handled.first)
    #expect(handled.input == StampedInput(input: .lane(2, .press), stamp: stamp))
    // Judged after the frame, at the stamp it got at least 30 ms before the frame ended
    // (with judging on its own thread, its waits move the manual clock on too).
    #expect(handled.at >= frameEnded)
    #expect(frameEnded - stamp >= .milliseconds(30))
    if judgingThread {
      #expect(
        fixture.host.priorities?.grants.map(\.role).sorted { $0.rawValue < $1.rawValue } == [
          .drawing, .events, .judging,
        ])
    }
  }
}
