import CSDL2
import Foundation
import StarlightHaptics
import Testing

@testable import StarlightPlatform

/// The command line's `haptics play`, on a virtual pad and with none. This one runs in real
/// time (the length of `thud`), since it is the live loop the CLI uses.
@Suite("Rumble preview (haptics play)", .serialized, .sdlExclusive)
struct RumblePreviewTests {
  @Test("plays an envelope to its end on the connected pad, ending off")
  func playsOnAPad() throws {
    let sdl = try SDLControllers()
    let pad = try VirtualPad(name: "Virtual Pad A")
    let library = HapticPatternLibrary(directory: shippedHapticsDirectory)
    let thud = try #require(library.envelope(.thud))

    let outcome = RumblePreview.play(thud)

    guard case .played(_, let updates, let duration) = outcome else {
      Issue.record("expected the thud to play, got \(outcome)")
      return
    }
    #expect(updates == pad.recorder.rumbles.count)
    #expect(updates >= 2)
    #expect(duration >= Int64(thud.durationMs) * 1_000_000)
    let first = RumbleCommand(levels: thud.samples[0].levels, durationMs: 0)
    #expect(pad.recorder.rumbles.first == ReceivedRumble(low: first.low, high: first.high))
    #expect(pad.recorder.rumbles.last == ReceivedRumble(low: 0, high: 0))
    pad.detach()
    withExtendedLifetime(sdl) {}
  }

  @Test("says there is no controller when there is none")
  func noController() {
    let envelope = HapticRenderer().renderTransient(intensity: 1, sharpness: 0.5)
    #expect(RumblePreview.play(envelope) == .noController)
  }
}
