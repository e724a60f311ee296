import Foundation

/// A hold whose tail is a judgement of its own, made at the release by the judge's tiers
/// scaled by `releaseScale` (this game's: 1; osu!lazer and Quaver: 1.5).
public struct SeparateTailHolds: HoldRule, Equatable {
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

  public static func == (lhs: SeparateTailHolds, rhs: SeparateTailHolds) -> Bool {
    lhs.releaseScale == rhs.releaseScale && lhs.heldThroughTier == rhs.heldThroughTier
      && lhs.heldThroughAtTail == rhs.heldThroughAtTail && lhs.brokenCap == rhs.brokenCap
      && lhs.worstReleaseTier == rhs.worstReleaseTier
  }

  public var countsHoldEndsApart: Bool { true }
  public var tailDecidedAtTail: Bool { heldThroughAtTail }
  public var allowsRegrab: Bool { brokenCap != nil }

  public func releaseTiers(_ tiers: [JudgeTier]) -> [JudgeTier] {
    tiers.map { $0.scaled(releaseScale.numerator, releaseScale.denominator) }
  }

  public func release(_ hold: HoldState, offset: Nanoseconds, judge: JudgeRules) -> HoldRelease {
    if case .tier(let tier) = judge.verdict(forOffset: offset, tiers: judge.releaseTiers) {
      let release = min(tier, worstReleaseTier ?? tier)
      return .judged(.hit(tier: capped(release, hold), offset: offset))
    }
    // Let go before the release window: the hold is dropped, or broken where it may be
    // taken up again.
    return brokenCap == nil ? .judged(.miss) : .broken(breaksCombo: false)
  }

  public func takesUpAgain(_ hold: HoldState, sinceTail: Nanoseconds?, judge: JudgeRules) -> Bool {
    allowsRegrab
  }

  public func heldThrough(_ hold: HoldState, judge: JudgeRules) -> Judgement {
    .hit(tier: capped(heldThroughTier, hold), offset: 0)
  }

  public func tailReach(judge: JudgeRules) -> Nanoseconds {
    heldThroughAtTail && brokenCap == nil
      ? 0 : judge.rounding.reach(of: judge.releaseTiers.compactMap(\.late).max() ?? 0)
  }

  public func summary(judge: JudgeRules) -> String {
    let scale = Double(releaseScale.numerator) / Double(releaseScale.denominator)
    let held = judge.tiers[min(heldThroughTier, judge.tiers.count - 1)].name
    return
      "head and tail judged apart, release windows x\(String(format: "%g", scale)), held through: \(held)"
      + (brokenCap.map { ", let go and taken up again: at best \(judge.tiers[$0].name)" } ?? "")
  }

  private func capped(_ tier: Int, _ hold: HoldState) -> Int {
    guard let brokenCap, hold.broken || hold.headMissed else { return tier }
    return max(tier, brokenCap)
  }
}
