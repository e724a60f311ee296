/// How a judge judges a hold (and a roll) beyond its head.
public enum HoldRule: Sendable, Equatable {
  /// The tail is a judgement of its own, made at the release by the judge's tiers scaled by
  /// `releaseScale` (this game's: 1; osu!lazer and Quaver: 1.5).
  case separateTail(SeparateTail)
  /// osu! stable: one judgement per hold, from the head's and the release's errors together.
  case combined(OsuStableHoldWindows)
  /// StepMania's: the head is judged as a tap; the hold is then Held, or Let Go once its lane
  /// has been up longer than `window` (ITG 320 ms, Etterna 250 ms) before the tail.
  case life(window: Nanoseconds)

  public struct SeparateTail: Sendable, Equatable {
    /// Release windows are the tiers scaled by numerator / denominator.
    public let releaseScale: (numerator: Int64, denominator: Int64)
    /// What holding through gives: a tier, judged at the tail (`atTail`) or once the
    /// release window has passed (Quaver, which asks for a release).
    public let heldThroughTier: Int
    public let heldThroughAtTail: Bool
    /// A release before the release window: a miss there and then (nil), or (osu!lazer) a
    /// broken hold whose tail, and that of a hold whose head was missed, is capped at this
    /// tier and needs the lane held again.
    public let brokenCap: Int?
    /// The worst tier a release in its window gets (Quaver: a Good, never an Okay).
    public let worstReleaseTier: Int?

    public init(
      releaseScale: (Int64, Int64), heldThroughTier: Int, heldThroughAtTail: Bool,
      brokenCap: Int?, worstReleaseTier: Int? = nil
    ) {
      self.worstReleaseTier = worstReleaseTier
      self.releaseScale = releaseScale
      self.heldThroughTier = heldThroughTier
      self.heldThroughAtTail = heldThroughAtTail
      self.brokenCap = brokenCap
    }

    public static func == (lhs: SeparateTail, rhs: SeparateTail) -> Bool {
      lhs.releaseScale == rhs.releaseScale && lhs.heldThroughTier == rhs.heldThroughTier
        && lhs.heldThroughAtTail == rhs.heldThroughAtTail && lhs.brokenCap == rhs.brokenCap
        && lhs.worstReleaseTier == rhs.worstReleaseTier
    }
  }
}
