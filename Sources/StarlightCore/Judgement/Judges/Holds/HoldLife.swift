import Foundation

/// StepMania's holds: the head is judged as a tap; the hold is then Held, or Let Go once its
/// lane has been up longer than `window` (ITG 320 ms, Etterna 250 ms) before the tail.
public struct HoldLife: HoldRule, Equatable {
  public let window: Nanoseconds

  public init(window: Nanoseconds) {
    self.window = window
  }

  public var tailDecidedAtTail: Bool { true }
  public var allowsRegrab: Bool { false }
  public var lifeWindow: Nanoseconds? { window }

  public func release(_ hold: HoldState, offset: Nanoseconds, judge: JudgeRules) -> HoldRelease {
    .lifeRunning
  }

  /// A hold let go is taken up again while its life lasts (a head missed never is).
  public func takesUpAgain(_ hold: HoldState, sinceTail: Nanoseconds?, judge: JudgeRules) -> Bool {
    true
  }

  public func heldThrough(_ hold: HoldState, judge: JudgeRules) -> Judgement {
    .hit(tier: 0, offset: 0)
  }

  public func tailReach(judge: JudgeRules) -> Nanoseconds { 0 }

  public func tailEvent(_ judgement: Judgement) -> JudgeScore.Event {
    .holdLife(held: !judgement.isMiss)
  }

  public func summary(judge: JudgeRules) -> String {
    "head judged, then Held or Let Go (lane up over \(String(format: "%g", window.milliseconds)) ms)"
  }
}
