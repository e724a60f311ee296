import Testing

@testable import StarlightCore

@Suite("Fixed-step loop")
struct FixedStepLoopTests {
  @Test("runs every whole step due and carries the remainder")
  func wholeSteps() {
    var loop = FixedStepLoop(stepNanoseconds: ms(1), maxStepsPerFrame: 250, startTime: 0)
    #expect(loop.steps(upTo: ms(5) + 500_000) == [ms(1), ms(2), ms(3), ms(4), ms(5)])
    #expect(loop.simulatedTime == ms(5))
    #expect(loop.steps(upTo: ms(5) + 999_999).isEmpty)
    #expect(loop.steps(upTo: ms(6)) == [ms(6)])
    #expect(loop.steps(upTo: ms(3)).isEmpty, "time never runs backwards")
    #expect(loop.simulatedTime == ms(6))
  }

  @Test("a negative start works the same")
  func negativeStart() {
    var loop = FixedStepLoop(stepNanoseconds: ms(7), maxStepsPerFrame: 250, startTime: ms(-20))
    #expect(loop.steps(upTo: 0) == [ms(-13), ms(-6)])
    #expect(loop.steps(upTo: ms(1)) == [ms(1)])
  }

  @Test("a long stall is merged into the last allowed step")
  func catchUpCap() {
    var loop = FixedStepLoop(stepNanoseconds: ms(1), maxStepsPerFrame: 250, startTime: 0)
    let steps = loop.steps(upTo: .seconds(10) + 400_000)
    #expect(steps.count == GameConstants.maxStepsPerFrame)
    #expect(Array(steps.prefix(249)) == (1...249).map { ms(Int64($0)) })
    #expect(steps.last == .seconds(10))
    #expect(loop.simulatedTime == .seconds(10))
    // Afterwards it steps normally again.
    #expect(loop.steps(upTo: .seconds(10) + ms(2)) == [.seconds(10) + ms(1), .seconds(10) + ms(2)])
  }

  @Test("exactly the cap is not merged; one more is", arguments: [250, 251])
  func capBoundary(due: Int) {
    var loop = FixedStepLoop(stepNanoseconds: ms(1), maxStepsPerFrame: 250, startTime: 0)
    let steps = loop.steps(upTo: ms(Int64(due)))
    #expect(steps.count == 250)
    #expect(steps[248] == ms(249))
    #expect(steps.last == ms(Int64(due)))
  }

  @Test("a cap of one merges every frame into a single step")
  func capOfOne() {
    var loop = FixedStepLoop(stepNanoseconds: ms(2), maxStepsPerFrame: 1, startTime: 0)
    #expect(loop.steps(upTo: ms(9)) == [ms(8)])
    #expect(loop.steps(upTo: ms(10)) == [ms(10)])
  }

  @Test("reset moves the origin")
  func reset() {
    var loop = FixedStepLoop(stepNanoseconds: ms(1), maxStepsPerFrame: 250, startTime: 0)
    _ = loop.steps(upTo: ms(100))
    loop.reset(to: ms(-2_000))
    #expect(loop.simulatedTime == ms(-2_000))
    #expect(loop.steps(upTo: ms(-1_998)) == [ms(-1_999), ms(-1_998)])
  }

  @Test("a step skips to where something is due, never past the frame's last step")
  func skipping() {
    var loop = FixedStepLoop(stepNanoseconds: ms(1), maxStepsPerFrame: 250, startTime: 0)
    #expect(loop.lastStep(by: ms(100) + 400_000) == ms(100))
    #expect(loop.step(toward: ms(100) + 400_000, taken: 0, skippingTo: ms(40)) == ms(40))
    #expect(loop.step(toward: ms(100) + 400_000, taken: 1, skippingTo: ms(400)) == ms(100))
    #expect(loop.step(toward: ms(100) + 400_000, taken: 2, skippingTo: ms(400)) == nil)
    #expect(loop.lastStep(by: ms(100) + 999_999) == nil)
    // A skip to a step already passed takes the next one.
    #expect(loop.step(toward: ms(105), taken: 0, skippingTo: ms(50)) == ms(101))
    // At the cap the backlog still merges into the last step.
    var capped = FixedStepLoop(stepNanoseconds: ms(1), maxStepsPerFrame: 2, startTime: 0)
    #expect(capped.step(toward: ms(10), taken: 1, skippingTo: ms(3)) == ms(10))
  }
}
