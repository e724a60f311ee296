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
/// Combo, as stable counts it (measured on the two real plays in `Tests/Fixtures/OsuReplays`):
/// - ticks from the press: the head's hit adds one, then one more every `comboTick` of song
///   time after the press while the hold is held down and not dropped, up to its tail. No cap
///   by the hold's length: `1 + floor(length / 100 ms)` (lazer's `ManiaDifficultyCalculator`)
///   is what a press on time makes; He He He's hold at 25.493 s (593 ms, pressed 9 ms early)
///   gives six ticks, the last 2 ms before its tail. Stable writes a replay frame at each
///   tick: every tick due while held before the tail has one at its instant (He He He 103 of
///   103, DONUT HOLE 2,343 of 2,343, a few 1 ms late under DT), and those due after the tail
///   have none beyond chance. Stable credits a tick on its frame, and only while the key is
///   still down in that frame (`ReplayOrigin.inputSamples`); dropping the hold breaks the
///   combo; its judgement adds nothing more, or breaks the combo when it is a miss;
/// - ticks reach the max combo at the next judgement: a tick raises the combo, but the max
///   combo takes it in only when a judgement follows (a tap's, a head's or a hold's own), so
///   ticks followed by a break (a miss, a drop) never count in it. DONUT HOLE [Filling]'s
///   longest run ends with a tick at 73.922 s, 38 ms before a missed head: 1459, where
///   counting the tick gives 1460 (and not counting heads either, 1457). Whether a hold's own
///   judgement takes its ticks in, neither play tells; it is taken as a judgement like the rest.
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
