/// osu! stable's one judgement per hold, from the head's error and the release's together,
/// in whole milliseconds of song time (tiers: 0 MAX, 1 300, 2 200, 3 100, 4 50). The rules,
/// as stable plays them (Interlude's measurements of stable, `RulesetOsuParityTests`):
/// - a release is judged from `miss` before the tail to `lateRelease` after it; earlier, the
///   hold is dropped (let go), later it is held past its end (overheld);
/// - judged, a release earlier than `meh` before the tail is a miss; otherwise the tier is the
///   best whose window holds both the head's error and the mean of the two errors, else a 50;
/// - a hold dropped or whose head was missed, then taken up again, is at best a 50 (a miss if
///   released earlier than `meh`); one dropped and never finished is a 50, one whose head was
///   missed and never taken up again a miss;
/// - held past its end, a hold is a 200 or a 100 by the head's error alone, else a 50.
///
/// Combo: the head's hit adds one, then one more every `comboTick` after the press while the
/// hold is held down, up to its tail and at most `floor(length / 100 ms)` (its ticks, never
/// scored: `1 + floor(length / 100 ms)` for a hold held through, as lazer's
/// `ManiaDifficultyCalculator` counts stable's maximum); dropping the hold breaks the combo;
/// its judgement adds nothing more, or breaks the combo when it is a miss. Stable credits a
/// tick on its next frame, and only while the key is still down in that frame: replaying
/// an osu! replay, its frames are those instants (`ReplayOrigin.inputSamples`), which makes
/// DONUT HOLE's DT play, whose frames are 25 ms of song time apart, reach stable's 1459
/// where ticks at their own instants reach 1460.
public struct OsuStableHoldWindows: Sendable, Equatable {
  /// Song time between a held hold's combo ticks, counted from the press that took it up.
  public static let comboTick = Nanoseconds.milliseconds(100)

  /// Head error and the mean of head and release errors both within: MAX, 300, 200, 100, in
  /// tenths of a millisecond. Stable does not round these: MAX is the tap's MAX window times
  /// 1.2 and 300 the tap's 300 window times 1.1 (28.8 and 75.9 ms at OD 6 under DT, where
  /// the taps' are 24 and 69), measured on DONUT HOLE [Filling]'s DT play.
  public let tenths: [Int64]
  /// A judged release earlier than this before the tail is a miss.
  public let meh: Int64
  /// A release earlier than this before the tail drops the hold (the tap miss window).
  public let miss: Int64
  /// Held past its end, by the head's error alone: 200 or 100.
  public let overholdGood: Int64
  public let overholdOk: Int64

  /// The latest release judged as a release: the tap's late reach (the 100 window's late
  /// edge is exclusive).
  public var lateRelease: Int64 { tenths[3] / 10 - 1 }

  /// The millisecond after the tail at which a hold nobody holds expires. Stable reads a
  /// frame's keys before it expires notes, so a press landing in that very millisecond is
  /// applied first (`pressLeavesHold`).
  public var unheldExpiry: Int64 { lateRelease + 1 }

  /// Whether a press `sinceTail` ms after the tail of a hold whose head was missed leaves
  /// the hold undecided rather than deciding it: past the release window (the press of the
  /// expiry's own millisecond) the press only hits the lane's next note, and the hold is
  /// missed in the first frame after the lane comes up again. Within the window the press
  /// decides the hold at once. Measured on DONUT HOLE [Filling]'s DT play, whose ScoreV1
  /// total (949009) needs hold 1314's miss scored after that frame's releases.
  public func pressLeavesHold(sinceTail: Int64) -> Bool {
    sinceTail > lateRelease
  }

  /// The windows from the taps' MAX, 300, 200, 100, 50 and miss windows (whole ms of song
  /// time) and the overhold windows.
  public init(taps: [Int64], overholdGood: Int64, overholdOk: Int64) {
    tenths = [taps[0] * 12, taps[1] * 11, taps[2] * 10, taps[3] * 10]
    meh = taps[4]
    miss = taps[5]
    self.overholdGood = overholdGood
    self.overholdOk = overholdOk
  }

  /// What a release `release` ms off the tail makes of the hold.
  public enum Release: Sendable, Equatable {
    /// Let go too early: the hold goes on, dropped.
    case drop
    case tier(Int)
    case miss
  }

  /// A release of a hold whose head landed `head` ms off (nil: missed), `dropped` if it was
  /// let go before and taken up again.
  public func release(head: Int64?, release: Int64, dropped: Bool) -> Release {
    if release < -miss { return .drop }
    if release < -meh { return .miss }
    guard let head, !dropped else { return .tier(4) }
    return .tier(tier(head: head, release: release))
  }

  /// The combined tier (0...4) of a hold whose head landed `head` ms off and whose lane came
  /// up `release` ms off the tail, within its windows.
  public func tier(head: Int64, release: Int64) -> Int {
    let head = abs(head)
    // Both errors within the window: the head, and the mean of the two (sum <= 2 x window).
    let sum = head + abs(release)
    for (tier, window) in tenths.enumerated() where 10 * head <= window && 10 * sum <= 2 * window {
      return tier
    }
    return 4
  }

  /// A hold whose release window has passed (or that another note of its lane ended):
  /// `down` if the lane is still held. Nil: a miss.
  public func unreleased(head: Int64?, dropped: Bool, down: Bool) -> Int? {
    guard let head else { return down ? 4 : nil }
    if dropped { return 4 }
    guard down else { return 4 }
    let error = abs(head)
    if error <= overholdGood { return 2 }
    if error <= overholdOk { return 3 }
    return 4
  }
}
