import CSDL2
import Foundation
import StarlightCore
import StarlightHaptics
import Testing

@testable import StarlightPlatform

/// `HapticManager` against SDL's virtual game controllers: what reaches the pad, hot-plug,
/// and no pad at all. Time is driven with explicit media-clock values, never sleeps.
@Suite("HapticManager on SDL's virtual game controllers", .serialized, .sdlExclusive)
struct HapticManagerTests {
  private static let library = HapticPatternLibrary(directory: shippedHapticsDirectory)
  private static let lease = RumbleScheduler.leaseMilliseconds
  /// An arbitrary media-clock origin, not a multiple of the 10 ms rate-limit slot.
  private static let origin: Int64 = 7_654_321_000

  /// Updates `manager` once a millisecond over `milliseconds` (from the origin).
  private func step(_ manager: HapticManager, through milliseconds: ClosedRange<Int64>) {
    for millisecond in milliseconds {
      manager.update(now: Self.origin + millisecond * 1_000_000)
    }
  }

  /// What a pad should receive for `envelope` played from start to end.
  private func expectedRumbles(for envelope: HapticEnvelope) -> [ReceivedRumble] {
    var rumbles: [ReceivedRumble] = []
    var last = ReceivedRumble(low: 0, high: 0)
    for sample in envelope.samples {
      let command = RumbleCommand(levels: sample.levels, durationMs: Self.lease)
      let rumble = ReceivedRumble(low: command.low, high: command.high)
      if rumble != last {
        rumbles.append(rumble)
        last = rumble
      }
    }
    return rumbles
  }

  private func rumble(_ levels: MotorLevels) -> ReceivedRumble {
    let command = RumbleCommand(levels: levels, durationMs: Self.lease)
    return ReceivedRumble(low: command.low, high: command.high)
  }

  // MARK: - Playing

  @Test("thud reaches the pad sample by sample, each change once, ending off")
  func thudIsSent() throws {
    let sdl = try SDLControllers()
    let manager = HapticManager(library: Self.library)
    let pad = try VirtualPad(name: "Virtual Pad A")
    sdl.pump(into: manager)
    #expect(manager.hasTarget)

    manager.play(.thud)
    step(manager, through: 0...400)

    let thud = try #require(Self.library.envelope(.thud))
    let expected = expectedRumbles(for: thud)
    #expect(pad.recorder.rumbles == expected)
    #expect(manager.sentCount == expected.count)
    #expect(expected.first == ReceivedRumble(low: 58_982, high: 6_554))  // low 0.9, high 0.1
    #expect(expected.last == ReceivedRumble(low: 0, high: 0))
    manager.shutdown()
    pad.detach()
    withExtendedLifetime(sdl) {}
  }

  @Test("a value held unchanged is sent once, even when another pattern adds nothing")
  func unchangedValueIsNotResent() throws {
    let sdl = try SDLControllers()
    let manager = HapticManager(library: Self.library)
    let pad = try VirtualPad(name: "Virtual Pad A")
    sdl.pump(into: manager)

    let held = MotorLevels(low: 0.5, high: 0.25)
    let envelope = HapticEnvelope(
      tickMs: 10,
      samples: [MotorSample(timeMs: 0, levels: held), MotorSample(timeMs: 300, levels: .silent)])
    manager.play(envelope)
    step(manager, through: 0...100)
    manager.play(HapticRenderer().renderTransient(intensity: 0.2, sharpness: 0.5))
    step(manager, through: 101...400)

    #expect(pad.recorder.rumbles == [rumble(held), ReceivedRumble(low: 0, high: 0)])
    #expect(manager.sentCount == 2)
    manager.shutdown()
    pad.detach()
    withExtendedLifetime(sdl) {}
  }

  @Test("the miss buzz is a short, sharp tap that never outweighs a block")
  func missBuzzIsLighterThanABlock() throws {
    let renderer = HapticRenderer()
    let tuning = FirewallTuning.defaults
    let buzz = renderer.renderTransient(
      intensity: tuning.missRumbleIntensity, sharpness: tuning.missRumbleSharpness)
    let block = try #require(Self.library.envelope(.thud))
    let buzzPeak = buzz.samples.map { max($0.low, $0.high) }.max() ?? 0
    let blockPeak = block.samples.map { max($0.low, $0.high) }.max() ?? 0
    #expect(buzzPeak > 0)
    #expect(buzzPeak < blockPeak)
    // Sharp: mostly on the small, fast motor, unlike the dull thud.
    #expect(buzz.samples[0].high > buzz.samples[0].low)
    #expect(block.samples[0].low > block.samples[0].high)
    #expect(buzz.durationMs <= 2 * renderer.transientPulseMs)
  }

  @Test("a pattern started with a handle stops early by it; others play on")
  func stopByHandle() throws {
    let sdl = try SDLControllers()
    let manager = HapticManager(library: Self.library)
    let pad = try VirtualPad(name: "Virtual Pad A")
    sdl.pump(into: manager)
    manager.play(.capacitorCharge, handle: 7)
    step(manager, through: 0...50)
    #expect(pad.recorder.rumbles.last.map { $0.low > 0 || $0.high > 0 } == true)
    manager.stop(handle: 3)
    step(manager, through: 51...60)
    #expect(pad.recorder.rumbles.last.map { $0.low > 0 || $0.high > 0 } == true)
    manager.stop(handle: 7)
    step(manager, through: 61...80)
    #expect(pad.recorder.rumbles.last == ReceivedRumble(low: 0, high: 0))
    manager.shutdown()
    pad.detach()
    withExtendedLifetime(sdl) {}
  }

  @Test("the core's block and miss effects play the tuned thud and buzz")
  func gameEffectsAreTuned() throws {
    let sdl = try SDLControllers()
    let manager = HapticManager(library: Self.library)
    let pad = try VirtualPad(name: "Virtual Pad A")
    sdl.pump(into: manager)
    let interpreter = EffectInterpreter(
      audio: AudioManager(assetsDirectory: "/nonexistent", settings: AudioSettings(muted: true)),
      haptics: manager)
    let tuning = FirewallTuning.defaults

    interpreter.apply(
      .rumble(
        .transient(
          intensity: tuning.missRumbleIntensity, sharpness: tuning.missRumbleSharpness)),
      now: 0)
    step(manager, through: 0...100)
    let buzz = HapticRenderer().renderTransient(
      intensity: tuning.missRumbleIntensity, sharpness: tuning.missRumbleSharpness)
    #expect(pad.recorder.rumbles == expectedRumbles(for: buzz))

    interpreter.apply(.rumble(.start(.thud, handle: nil)), now: 0)
    step(manager, through: 101...500)
    let thud = try #require(Self.library.envelope(.thud))
    #expect(pad.recorder.rumbles == expectedRumbles(for: buzz) + expectedRumbles(for: thud))
    manager.shutdown()
    pad.detach()
    withExtendedLifetime(sdl) {}
  }

  @Test("stopAll turns the pad off mid-pattern, and nothing follows")
  func stopAllTurnsOff() throws {
    let sdl = try SDLControllers()
    let manager = HapticManager(library: Self.library)
    let pad = try VirtualPad(name: "Virtual Pad A")
    sdl.pump(into: manager)

    manager.play(.capacitorCharge)
    step(manager, through: 0...100)
    #expect(pad.recorder.rumbles.last != ReceivedRumble(low: 0, high: 0))
    manager.stopAll()
    #expect(pad.recorder.rumbles.last == ReceivedRumble(low: 0, high: 0))
    let count = pad.recorder.rumbles.count
    step(manager, through: 101...3_000)
    #expect(pad.recorder.rumbles.count == count)
    #expect(manager.activePatternCount == 0)
    manager.shutdown()
    pad.detach()
    withExtendedLifetime(sdl) {}
  }

  // MARK: - Hot-plug

  @Test("unplugged mid-pattern: silent, no crash; plugged back in: rumbles again")
  func detachThenAttachAgain() throws {
    let sdl = try SDLControllers()
    let manager = HapticManager(library: Self.library)
    let first = try VirtualPad(name: "Virtual Pad A")
    sdl.pump(into: manager)
    let charge = try #require(Self.library.envelope(.capacitorCharge))

    manager.play(.capacitorCharge)
    step(manager, through: 0...100)
    let beforeUnplug = first.recorder.rumbles.count
    #expect(beforeUnplug > 0)

    first.detach()
    // Before the removal event is pumped the manager still sends: SDL refuses, quietly.
    step(manager, through: 101...150)
    sdl.pump(into: manager)
    #expect(!manager.hasTarget)
    let sentWhileGone = manager.sentCount
    step(manager, through: 151...300)
    manager.play(.thud)
    step(manager, through: 301...310)
    #expect(manager.sentCount == sentWhileGone)
    #expect(first.recorder.rumbles.count == beforeUnplug)

    let second = try VirtualPad(name: "Virtual Pad B")
    sdl.pump(into: manager)
    #expect(manager.hasTarget)
    step(manager, through: 311...311)
    // The charge is still playing (2 s long) and carries on where it is, under the thud.
    let thud = try #require(Self.library.envelope(.thud))
    let now = charge.levels(atMs: 311).combined(with: thud.levels(atMs: 10))
    #expect(second.recorder.rumbles == [rumble(now)])
    step(manager, through: 312...3_000)
    #expect(second.recorder.rumbles.count > 100)
    #expect(second.recorder.rumbles.last == ReceivedRumble(low: 0, high: 0))
    #expect(first.recorder.rumbles.count == beforeUnplug)
    manager.shutdown()
    second.detach()
    withExtendedLifetime(sdl) {}
  }

  @Test("the pad last played with gets the rumble; a resting stick's drift does not count")
  func lastPlayedWithPadRumbles() throws {
    let sdl = try SDLControllers()
    let manager = HapticManager(library: Self.library)
    let first = try VirtualPad(name: "Virtual Pad A")
    let second = try VirtualPad(name: "Virtual Pad B")
    sdl.pump(into: manager)
    #expect(manager.targetName != nil)

    second.tapButton()
    sdl.pump(into: manager)
    let secondName = manager.targetName
    manager.play(.thud)
    step(manager, through: 0...300)
    #expect(first.recorder.rumbles.isEmpty)
    #expect(!second.recorder.rumbles.isEmpty)

    first.moveAxis(to: Int16(HapticManager.axisActivityThreshold / 2))
    sdl.pump(into: manager)
    #expect(manager.targetName == secondName)

    first.moveAxis(to: Int16.max)
    sdl.pump(into: manager)
    manager.play(.thud)
    step(manager, through: 301...600)
    #expect(
      first.recorder.rumbles == expectedRumbles(for: try #require(Self.library.envelope(.thud))))
    manager.shutdown()
    first.detach()
    second.detach()
    withExtendedLifetime(sdl) {}
  }

  @Test("a controller without rumble motors is not used")
  func padWithoutRumbleIsSkipped() throws {
    let sdl = try SDLControllers()
    let manager = HapticManager(library: Self.library)
    let pad = try VirtualPad(name: "Virtual Pad Silent", canRumble: false)
    sdl.pump(into: manager)
    #expect(!manager.hasTarget)
    manager.play(.thud)
    step(manager, through: 0...300)
    #expect(manager.sentCount == 0)
    manager.shutdown()
    pad.detach()
    withExtendedLifetime(sdl) {}
  }

  @Test("a pad connected before the manager is made is found at once")
  func padPresentAtLaunchIsFound() throws {
    let sdl = try SDLControllers()
    let pad = try VirtualPad(name: "Virtual Pad A")
    let manager = HapticManager(library: Self.library)
    #expect(manager.hasTarget)
    // The added event SDL queued for it does not open it twice.
    sdl.pump(into: manager)
    manager.play(.thud)
    step(manager, through: 0...300)
    #expect(
      pad.recorder.rumbles == expectedRumbles(for: try #require(Self.library.envelope(.thud))))
    manager.shutdown()
    pad.detach()
    withExtendedLifetime(sdl) {}
  }

  // MARK: - No controller

  @Test("with no controller every call is a silent no-op")
  func noController() throws {
    let sdl = try SDLControllers()
    let manager = HapticManager(library: Self.library)
    sdl.pump(into: manager)
    #expect(!manager.hasTarget)
    #expect(manager.targetName == nil)
    manager.play(.thud)
    manager.play(.heartbeat)
    manager.playTransient(intensity: 1, sharpness: 1)
    step(manager, through: 0...100)
    manager.stopAll()
    step(manager, through: 101...500)
    #expect(manager.sentCount == 0)
    manager.shutdown()
    manager.play(.thud)
    step(manager, through: 501...600)
    #expect(manager.sentCount == 0)
    withExtendedLifetime(sdl) {}
  }

  @Test("without SDL's controller subsystem, and without patterns, it is a no-op too")
  func noSubsystem() {
    #expect(SDL_WasInit(UInt32(SDL_INIT_GAMECONTROLLER)) == 0)
    let manager = HapticManager(library: nil)
    #expect(!manager.hasTarget)
    manager.play(.thud)
    manager.playTransient(intensity: 0.5, sharpness: 0.5)
    step(manager, through: 0...100)
    manager.stopAll()
    #expect(manager.sentCount == 0)
  }
}
