import Foundation
import StarlightCore
import Synchronization
import Testing

@testable import StarlightPlatform

/// A press SDL reads (a keyboard without the evdev opt-in, a pad SDL reads) that arrives
/// while a long frame is being drawn is pumped and stamped by the window's thread during
/// that frame, and keeps that stamp when it is judged after the frame.
@Suite(.serialized, .sdlExclusive) struct PumpDuringFrameTests {
  static let start = Nanoseconds.seconds(3)

  /// SDL's part, scripted: a press arrives (as the display server delivers a key), and the
  /// next pump stamps it with the clock's time, as `InputCapture`'s event watch does inside
  /// SDL_PumpEvents; `poll` hands the stamped press over.
  final class ArrivingEventSource: EventSource, @unchecked Sendable {
    // @unchecked: `arrived` and `stamped` are mutexes; the rest is immutable.
    private let clock: ManualClock
    private let arrived = Mutex<[PlayerAction.Input]>([])
    private let stamped = Mutex<[StampedInput]>([])
    /// Signalled once per press stamped.
    let stampedSignal = DispatchSemaphore(value: 0)

    init(clock: ManualClock) {
      self.clock = clock
    }

    func arrive(_ input: PlayerAction.Input) {
      arrived.withLock { $0.append(input) }
    }

    func setMode(_ mode: InputMode) {}

    func pumpOnly() {
      let inputs = arrived.withLock { pending in
        defer { pending.removeAll() }
        return pending
      }
      guard !inputs.isEmpty else { return }
      let now = clock.now()
      stamped.withLock { $0 += inputs.map { StampedInput(input: $0, stamp: now) } }
      for _ in inputs { stampedSignal.signal() }
    }

    func poll() -> [PlatformEvent] {
      stamped.withLock { pending in
        defer { pending.removeAll() }
        return pending.map { .gameplay($0) }
      }
    }
  }

  /// A screen whose frame at `pressAt` does not end until the press that arrives during it
  /// has been stamped, and then takes 30 ms more.
  final class BlockingFrameScene: Scene, @unchecked Sendable {
    // @unchecked: touched by the drawing thread and the pumping thread under the host's
    // world lock, and read by the test after the run.
    let clock: ManualClock
    let source: ArrivingEventSource
    let pressAt: Nanoseconds
    private(set) var frameStarted: Nanoseconds?
    private(set) var stampedBy: Nanoseconds?
    private(set) var frameEnded: Nanoseconds?
    private(set) var pumpedDuringFrame = false
    private(set) var handled: [(input: StampedInput, at: Nanoseconds)] = []

    init(clock: ManualClock, source: ArrivingEventSource, pressAt: Nanoseconds) {
      self.clock = clock
      self.source = source
      self.pressAt = pressAt
    }

    var inputMode: InputMode { .menus }
    var isPlaying: Bool { true }
    func chapterTime(at now: Nanoseconds) -> Nanoseconds? { now - PumpDuringFrameTests.start }
    func handle(_ command: MenuCommand, now: Nanoseconds) -> SceneStatus { .running }
    func handle(_ input: StampedInput) { handled.append((input, clock.now())) }
    func update(now: Nanoseconds) -> SceneStatus { handled.isEmpty ? .running : .finished }
    func interrupt(now: Nanoseconds) {}
    func resumeAfterInterruption(now: Nanoseconds) {}
    func follow(audio: AudioManager, now: Nanoseconds) {}
    func close(now: Nanoseconds) {}

    func draw(now: Nanoseconds, on canvas: Canvas) {
      guard frameStarted == nil, now >= pressAt else { return }
      frameStarted = clock.now()
      source.arrive(.lane(1, .press))
      // Blocks this frame until the window's thread has pumped; a loop that pumps only
      // between frames never does (the bound only keeps such a failure from hanging).
      pumpedDuringFrame = source.stampedSignal.wait(timeout: .now() + .seconds(20)) == .success
      stampedBy = clock.now()
      clock.advance(by: .milliseconds(30))
      frameEnded = clock.now()
    }
  }

  @Test func anSDLPressDuringALongFrameIsStampedDuringIt() throws {
    // The threads' waits all move the manual clock on, racing it ahead: `--quit-after`
    // here only bounds a failure; the scene ends once the press is handled.
    var options = PlayOptions(quitAfter: .seconds(600), renderRate: 60)
    options.judgingThread = true
    let fixture = try HostFixture(start: Self.start, options: options)
    let source = ArrivingEventSource(clock: fixture.clock)
    let host = SceneHost(
      canvas: fixture.host.canvas, audio: fixture.audio, events: source, clock: fixture.clock,
      options: options, interpreter: fixture.host.interpreter)
    host.priorities = ThreadPriorities(
      calls: LongFrameStampTests.Refused(), realtimeKit: LongFrameStampTests.Refused())
    let scene = BlockingFrameScene(
      clock: fixture.clock, source: source, pressAt: Self.start + .milliseconds(200))
    host.run(scene)
    withExtendedLifetime(fixture.sdl) {}

    #expect(scene.pumpedDuringFrame)
    let started = try #require(scene.frameStarted)
    let stampedBy = try #require(scene.stampedBy)
    let ended = try #require(scene.frameEnded)
    let handled = try #require(scene.handled.first)
    #expect(scene.handled.count == 1)
    #expect(handled.input.input == .lane(1, .press))
    // Stamped while the frame was drawn, judged only after it, with the stamp it got.
    #expect(handled.input.stamp >= started)
    #expect(handled.input.stamp <= stampedBy)
    #expect(handled.at >= ended)
    #expect(ended - handled.input.stamp >= .milliseconds(30))
    #expect(host.priorities?.grants.map(\.role).contains(.events) == true)
  }
}
