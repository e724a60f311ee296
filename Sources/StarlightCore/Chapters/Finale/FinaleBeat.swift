/// Chapter 6's heartbeat and the pushes timed to it: when the beats fall, which beat a push
/// belongs to and how well it landed, and the stroke a push on the beat drives. A held key
/// or a stick left tilted starts no push, so it gives nothing after its first instant.
public struct FinaleBeat: Sendable, Equatable {
  /// How a push landed: near enough a beat for a full stroke or a weaker one, or a slip
  /// (too far from any beat, or a second push on one beat).
  public enum Landing: String, Sendable, Equatable {
    case perfect
    case good
    case slip
  }

  public struct Push: Sendable, Equatable {
    public let time: Nanoseconds
    public let landing: Landing
    /// Before the beat it was meant for (negative) or after it; nil for a push with no
    /// beat near enough to name.
    public let offset: Nanoseconds?
  }

  /// When the coming beat falls (on the physics tick's grid), fixed when the one before it
  /// fell, so a view can show it closing in.
  public private(set) var next: Nanoseconds
  public private(set) var last: Nanoseconds?
  /// Beats so far: the coming beat's index.
  public private(set) var count = 0
  public private(set) var lastPush: Push?
  public private(set) var perfectCount = 0
  public private(set) var goodCount = 0
  public private(set) var slipCount = 0
  /// The stroke driving the slider: the ticks after its start up to its end, its share of a
  /// full stroke in permille (how well it landed) and the hardest push seen during it.
  public private(set) var strokeStart: Nanoseconds = 0
  public private(set) var strokeEnd: Nanoseconds = 0
  private var strokePermille: Int64 = 0
  private var strokePeak = 0
  private var lastPushedBeat = -1

  init(firstBeat: Nanoseconds) {
    next = firstBeat
  }

  /// The beat at `next` fell; the one after it comes `interval` later, on the grid.
  mutating func beat(interval: Nanoseconds, onGrid: (Nanoseconds) -> Nanoseconds) {
    last = next
    count += 1
    next = onGrid(next + max(1, interval))
  }

  /// A push started at `time` with `force`: judged against the nearer of the last and the
  /// coming beat, it drives a stroke or slips.
  mutating func push(at time: Nanoseconds, force: Int, tuning: FinaleTuning) -> Landing {
    var target = (beat: count, offset: time - next)
    if let last, abs(time - last) <= abs(time - next) {
      target = (count - 1, time - last)
    }
    let distance = abs(target.offset)
    guard distance <= tuning.goodWindow, target.beat > lastPushedBeat else {
      slipCount += 1
      lastPush = Push(
        time: time, landing: .slip,
        offset: distance <= tuning.goodWindow ? target.offset : nil)
      return .slip
    }
    let landing: Landing = distance <= tuning.perfectWindow ? .perfect : .good
    if landing == .perfect { perfectCount += 1 } else { goodCount += 1 }
    lastPushedBeat = target.beat
    lastPush = Push(time: time, landing: landing, offset: target.offset)
    strokeStart = time
    strokeEnd = time + tuning.strokeDuration
    strokePermille = landing == .perfect ? 1_000 : tuning.goodStrokePermille
    strokePeak = force
    return landing
  }

  /// Whether the tick ending at `tickTime` is part of a stroke.
  public func isStroking(at tickTime: Nanoseconds) -> Bool {
    tickTime > strokeStart && tickTime <= strokeEnd
  }

  /// The stroke's acceleration over the tick ending at `tickTime`, pushed with `force` now:
  /// its share of a full stroke, at the hardest push seen since it began.
  mutating func strokeAcceleration(at tickTime: Nanoseconds, force: Int, tuning: FinaleTuning)
    -> Int128
  {
    guard isStroking(at: tickTime) else { return 0 }
    strokePeak = max(strokePeak, force)
    return Int128(tuning.strokeAcceleration) * Int128(strokePermille) * Int128(strokePeak)
      / (1_000 * Int128(FinaleControls.fullForce))
  }
}
