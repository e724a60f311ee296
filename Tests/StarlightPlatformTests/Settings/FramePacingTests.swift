import StarlightCore
import Testing

@testable import StarlightPlatform

/// The frame cap on the pacer: a rate gives its interval from the next frame on; none (vsync
/// or unlimited) makes every loop's frame due.
@Suite struct FramePacingTests {
  @Test("the pacer follows the pacing's rate from the next frame")
  func follows() {
    let pacing = FramePacing(framesPerSecond: 100)
    var pacer = FramePacer(renderRate: 100, now: 0)
    pacer.frameDrawn(at: 0)
    #expect(!pacer.isFrameDue(at: .milliseconds(9)) && pacer.isFrameDue(at: .milliseconds(10)))
    pacing.framesPerSecond = 250
    pacer.follow(pacing)
    #expect(pacer.frameInterval == .milliseconds(4))
    pacing.framesPerSecond = nil
    pacer.follow(pacing)
    pacer.frameDrawn(at: .milliseconds(10))
    #expect(pacer.isFrameDue(at: .milliseconds(10)), "unpaced: every loop draws")
  }
}
