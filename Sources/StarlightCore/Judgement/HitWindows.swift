/// The tiered hit windows, innermost first. The last tier's half width is the outer edge:
/// a press further than that from every note is no hit at all, and a note whose outer
/// edge passes unhit is a miss.
public struct HitWindows: Sendable, Equatable, Codable {
  public let tiers: [JudgementTier]

  public init(tiers: [JudgementTier]) {
    precondition(!tiers.isEmpty, "hit windows need at least one tier")
    self.tiers = tiers
  }

  public var outerEdge: Nanoseconds { tiers[tiers.count - 1].halfWidth }

  public var tierNames: [String] { tiers.map(\.name) }

  /// The tier index for a press `offset` from its note, or nil when outside every window.
  public func tier(forOffset offset: Nanoseconds) -> Int? {
    let distance = offset.magnitude
    return tiers.firstIndex { distance <= $0.halfWidth.magnitude }
  }

  /// The same tiers with the outer edge widened, as Auto-Assist does. Inner tiers keep
  /// their widths so a precise hit still means the same thing.
  public func widened(outerEdge: Nanoseconds) -> HitWindows {
    var adjusted = tiers
    let last = adjusted[adjusted.count - 1]
    adjusted[adjusted.count - 1] = JudgementTier(
      name: last.name, halfWidth: max(outerEdge, last.halfWidth), points: last.points)
    return HitWindows(tiers: adjusted)
  }
}
