/// Chapter 2: steer a glowing cursor around the playfield to collect hearts that drift on
/// their own paths, `target` of them before the clock runs out. Held direction lanes move
/// the cursor at full speed, the left stick in proportion; each pickup chimes and gives a
/// light rumble, and a new heart appears away from the cursor.
///
/// The motion is a fixed-step simulation in integer time and fixed-point field units, and
/// every random choice (where a heart appears, how fast it drifts, when and how it turns)
/// comes from one SplitMix64 on the context's seed, drawn in tick order. An action takes
/// effect from the first tick boundary at or after its stamp, so the same actions give the
/// same run whatever the frame rate and whatever step sizes the caller advances in.
public struct HeartsRules: TickedChapter {
  public static let chapter = ChapterID.hearts
  public static let playsOwnSong = false
  /// Where hearts appear, how they drift and turn: all dealt from the seed.
  public static let isSeeded = true
  public static let acceptedInputs: Set<PlayerAction.Kind> = [
    .lane, .axis(.leftX), .axis(.leftY),
  ]

  public static func laneCount(context: ChapterContext) -> Int { MoveControl.allCases.count }

  /// Length of a unit vector in the fixed-point directions and turn sines (millionths).
  public static let unitVector: Int64 = 1_000_000
  /// How many recent pickups the state keeps for a view's bursts.
  public static let recentPickupLimit = 8

  public private(set) var tuning: HeartsTuning
  public let autoAssist: Bool
  public private(set) var now: Nanoseconds
  public internal(set) var outcome: ChapterOutcome = .playing
  public internal(set) var endTime: Nanoseconds?
  /// The last tick boundary the motion has been integrated to.
  public private(set) var tickTime: Nanoseconds
  public private(set) var cursor: HeartsPoint
  /// The cursor's velocity from the controls, in field units per second.
  public private(set) var cursorVelocity: HeartsPoint = .zero
  /// The hearts drifting now, in the order they are checked and moved.
  public internal(set) var hearts: [Heart] = []
  public private(set) var collected = 0
  /// The latest pickups, oldest first (at most `recentPickupLimit`).
  public private(set) var recentPickups: [HeartsPickup] = []
  public private(set) var controls = HeartsControls()
  var generator: SplitMix64
  var nextHeartID = 0
  var inputs: TickedInputs

  public init(context: ChapterContext) throws(ChapterSetupError) {
    let tuning = context.tuning.hearts
    if let problem = tuning.problem { throw ChapterSetupError(problem) }
    self.tuning = tuning
    autoAssist = context.autoAssist
    now = Self.startTime(context: context)
    tickTime = now
    inputs = TickedInputs(tick: tuning.physicsTick)
    cursor = HeartsPoint(x: tuning.fieldWidth / 2, y: tuning.fieldHeight / 2)
    generator = SplitMix64(seed: context.seed)
    for _ in 0..<tuning.heartsAlive {
      hearts.append(spawnHeart(at: now))
    }
  }

  public static func startTime(context: ChapterContext) -> Nanoseconds { 0 }

  /// Every value from the next physics tick, the cursor's speed and dead zone at once. The
  /// tick and the field (its size and the hearts' margin) shape the grid and the places
  /// the hearts already drift in, and the count alive is the layout already drawn, so
  /// those keep theirs until the next attempt. Hearts drifting keep their speed; the next
  /// ones to appear take the new range.
  public mutating func retune(_ tuning: Tuning) {
    self.tuning = retuned(
      tuning.hearts,
      keeping: \.physicsTick, \.fieldWidth, \.fieldHeight, \.heartMargin, \.heartsAlive)
    cursorVelocity = controls.velocity(tuning: self.tuning)
  }

  public var lastDecisiveTime: Nanoseconds? { nil }

  public var maxDuration: Nanoseconds { timeLimitBoundary }

  public mutating func handle(_ action: PlayerAction, effects: inout [GameEffect]) {
    if let input = admit(action, effects: &effects) { apply(input) }
  }

  public mutating func advance(to time: Nanoseconds, effects: inout [GameEffect]) {
    guard time > now else { return }
    let tick = inputs.tick
    while outcome == .playing, tickTime + tick <= time {
      tickTime += tick
      moveCursor(over: tick)
      driftHearts(over: tick)
      collectHearts(effects: &effects)
      if settle(effects: &effects) { break }
      applyPending()
    }
    now = time
  }

  // MARK: - State for a view

  public var target: Int { tuning.target }

  /// The pickup radius in force (wider under Auto-Assist).
  public var pickupRadius: Int64 {
    autoAssist ? tuning.autoAssistPickupRadius : tuning.pickupRadius
  }

  /// The share of a heart's drawn speed it drifts at, in permille (less under Auto-Assist).
  public var heartSpeedPermille: Int64 {
    autoAssist ? tuning.autoAssistHeartSpeedPermille : 1_000
  }

  /// The velocity the cursor really moves at: the controls' velocity with an axis pressed
  /// against the field's edge at rest (for a view's trail; zero once the attempt ended).
  public var cursorMotion: HeartsPoint {
    guard outcome == .playing else { return .zero }
    func along(_ velocity: Int64, at position: Int64, upTo limit: Int64) -> Int64 {
      (velocity < 0 && position <= 0) || (velocity > 0 && position >= limit) ? 0 : velocity
    }
    return HeartsPoint(
      x: along(cursorVelocity.x, at: cursor.x, upTo: tuning.fieldWidth),
      y: along(cursorVelocity.y, at: cursor.y, upTo: tuning.fieldHeight))
  }

  /// The clock: what is left of the time limit (frozen when the attempt ended).
  public var timeLeft: Nanoseconds { max(0, tuning.timeLimit - (endTime ?? now)) }

  /// How long `heart` has been drifting.
  public func age(of heart: Heart) -> Nanoseconds { max(0, now - heart.spawnTime) }

  /// Whether the cursor at `cursor` picks up a heart at `heart` with `radius`: the exact
  /// integer test, so a heart at the radius is picked up and one unit beyond is not.
  public static func isWithinPickup(
    cursor: HeartsPoint, heart: HeartsPoint, radius: Int64
  ) -> Bool {
    heart.squaredDistance(to: cursor) <= Int128(radius) * Int128(radius)
  }

  // MARK: - The simulation

  private mutating func apply(_ input: PlayerAction.Input) {
    controls.apply(input)
    cursorVelocity = controls.velocity(tuning: tuning)
  }

  /// The cursor moves at its velocity and stops at the field's edges.
  private mutating func moveCursor(over tick: Nanoseconds) {
    let x = cursor.x + Self.distance(cursorVelocity.x, over: tick)
    let y = cursor.y + Self.distance(cursorVelocity.y, over: tick)
    cursor = HeartsPoint(
      x: min(tuning.fieldWidth, max(0, x)), y: min(tuning.fieldHeight, max(0, y)))
  }

  /// Every heart the cursor touches is collected, chimes and rumbles, and is replaced by a
  /// new one while more are needed.
  private mutating func collectHearts(effects: inout [GameEffect]) {
    var kept: [Heart] = []
    for heart in hearts {
      guard Self.isWithinPickup(cursor: cursor, heart: heart.position, radius: pickupRadius)
      else {
        kept.append(heart)
        continue
      }
      collected += 1
      recentPickups.append(
        HeartsPickup(heartID: heart.id, position: heart.position, time: tickTime))
      if recentPickups.count > Self.recentPickupLimit { recentPickups.removeFirst() }
      effects += [
        .sound(.successChime),
        .rumble(
          .transient(
            intensity: Double(tuning.pickupRumbleIntensityPermille) / 1_000,
            sharpness: Double(tuning.pickupRumbleSharpnessPermille) / 1_000)),
      ]
      if collected < tuning.target {
        kept.append(spawnHeart(at: tickTime))
      }
    }
    hearts = kept
  }

  /// Ends the attempt at this tick if the target is reached (first, so a pickup on the
  /// last tick still counts) or the time ran out. Returns whether it ended.
  private mutating func settle(effects: inout [GameEffect]) -> Bool {
    if collected >= tuning.target {
      end(.cleared)
      effects.append(.chapterEnded(.hearts, .cleared))
      return true
    }
    return failsAtTimeLimit(effects: &effects)
  }

  private mutating func applyPending() {
    while let input = inputs.next(dueBy: tickTime) { apply(input) }
  }

  /// How far `velocity` (units per second) carries in `tick`, cut toward zero.
  static func distance(_ velocity: Int64, over tick: Nanoseconds) -> Int64 {
    Int64(Int128(velocity) * Int128(tick) / Int128(Nanoseconds.perSecond))
  }
}
