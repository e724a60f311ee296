/// Chapter 6: push a slider to the end of its track against a resistance that rises along
/// it, before the time runs out. Force comes in strokes timed to the heartbeat: a push (a
/// press of any lane, or the stick or trigger pushed past its threshold) near a beat drives
/// the slider for a moment, harder the nearer the beat and, on a stick or trigger, the
/// further it is pushed; a mistimed push slips back; holding on gives nothing more. Between
/// strokes the resistance slides the slider back, and the beat quickens along the track.
/// (Replays recorded before the heartbeat pushes play by their rules: a held push drove the
/// slider, see `FinaleTuning.pushesOnBeat`.)
///
/// The motion is a fixed-step simulation in integer time: position and velocity are
/// fixed-point integers integrated on the tuning's own physics tick, and an action takes
/// effect from the first tick boundary at or after its stamp (where a push is judged too).
/// So the same actions give the same path whatever the frame rate and whatever step sizes
/// the caller advances in.
public struct FinaleRules: TickedChapter {
  public static let chapter = ChapterID.finale
  public static let playsOwnSong = false
  public static let isSeeded = false
  public static let acceptedInputs: Set<PlayerAction.Kind> = [
    .lane, .axis(.leftX), .axis(.rightTrigger),
  ]

  /// Every lane a replay can hold is the one action (live play binds all keys to lane 0).
  public static func laneCount(context: ChapterContext) -> Int { ReplayCodec.maxLane + 1 }

  public private(set) var tuning: FinaleTuning
  public let autoAssist: Bool
  public private(set) var now: Nanoseconds
  public internal(set) var outcome: ChapterOutcome = .playing
  public internal(set) var endTime: Nanoseconds?
  /// The last tick boundary the motion has been integrated to.
  public private(set) var tickTime: Nanoseconds
  /// Where the slider is, in track units (0...`tuning.trackUnits`).
  public private(set) var position: Int64 = 0
  /// Track units per second; negative while sliding back.
  public private(set) var velocity: Int64 = 0
  /// The furthest the slider has been, in track units.
  public private(set) var furthest: Int64 = 0
  public private(set) var controls = FinaleControls()
  /// When the heartbeat rumble last started, for a view's pulse.
  public private(set) var lastHeartbeat: Nanoseconds?
  public private(set) var heartbeatCount = 0
  /// The heartbeat's schedule, the pushes' judgements and the stroke in progress.
  public private(set) var beat: FinaleBeat
  var inputs: TickedInputs

  public init(context: ChapterContext) throws(ChapterSetupError) {
    let tuning = context.tuning.finale
    if let problem = tuning.problem { throw ChapterSetupError(problem) }
    self.tuning = tuning
    autoAssist = context.autoAssist
    now = Self.startTime(context: context)
    tickTime = now
    inputs = TickedInputs(tick: tuning.physicsTick)
    beat = FinaleBeat(firstBeat: inputs.boundary(atOrAfter: now + tuning.heartbeatIntervalAtStart))
  }

  public static func startTime(context: ChapterContext) -> Nanoseconds { 0 }

  /// Every value from the next physics tick. The tick itself and the track's resolution
  /// shape the grid the slider already moves on, and whether pushes are timed to the beat
  /// is the attempt's rules, so they keep theirs until the next attempt.
  public mutating func retune(_ tuning: Tuning) {
    self.tuning = retuned(
      tuning.finale, keeping: \.physicsTick, \.trackUnits, \.pushesOnBeat)
  }

  public var lastDecisiveTime: Nanoseconds? { nil }

  public var maxDuration: Nanoseconds { timeLimitBoundary }

  public mutating func handle(_ action: PlayerAction, effects: inout [GameEffect]) {
    if let input = admit(action, effects: &effects) {
      take(input, effects: &effects)
      beatIfDue(effects: &effects)
    }
  }

  public mutating func advance(to time: Nanoseconds, effects: inout [GameEffect]) {
    guard time > now else { return }
    let tick = inputs.tick
    while outcome == .playing, tickTime + tick <= time {
      tickTime += tick
      integrate(over: tick)
      if settle(effects: &effects) { break }
      applyPending(effects: &effects)
      beatIfDue(effects: &effects)
    }
    now = time
  }

  // MARK: - State for a view

  /// How far along the track the slider is, 0...1.
  public var progress: Double { Double(position) / Double(tuning.trackUnits) }

  public var progressPermille: Int { Int(Int128(position) * 1_000 / Int128(tuning.trackUnits)) }

  public var furthestPermille: Int { Int(Int128(furthest) * 1_000 / Int128(tuning.trackUnits)) }

  /// Tracks per second, negative while sliding back.
  public var speed: Double { Double(velocity) / Double(tuning.trackUnits) }

  /// The push now, 0...`FinaleControls.fullForce`.
  public var force: Int { controls.force(tuning: tuning) }

  /// Whether the slider is being driven now: a push held (before the heartbeat pushes),
  /// or a stroke under way.
  public var isPushing: Bool {
    guard outcome == .playing else { return false }
    return tuning.pushesOnBeat ? beat.isStroking(at: tickTime) : force > 0
  }

  /// The acceleration a stroke on a perfect beat gives, on average over a beat, against
  /// which a view weighs the resistance.
  private var drive: Int64 {
    guard tuning.pushesOnBeat else { return tuning.pushAcceleration }
    let perBeat = Int128(tuning.strokeAcceleration) * Int128(tuning.strokeDuration)
    return Int64(perBeat / Int128(max(1, heartbeatInterval)))
  }

  /// The resistance at `position` (track units), as a backward acceleration, with
  /// Auto-Assist's share taken off when it is on.
  public func resistance(at position: Int64) -> Int64 {
    let span = Int128(tuning.resistanceAtEnd) - Int128(tuning.resistanceAtStart)
    let along = Int128(clampedPosition(position))
    let full = Int128(tuning.resistanceAtStart) + span * along / Int128(tuning.trackUnits)
    let share = autoAssist ? Int128(tuning.autoAssistResistancePermille) : 1_000
    return Int64(full * share / 1_000)
  }

  /// The resistance at `progress` (0...1 of the track) as a share of a full push (a full
  /// stroke on every beat): under 1 such pushing still moves the slider forward there.
  public func resistanceShare(atProgress progress: Double) -> Double {
    let clamped = min(1, max(0, progress))
    let units = Int64((clamped * Double(tuning.trackUnits)).rounded())
    guard drive > 0 else { return 1 }
    return Double(resistance(at: units)) / Double(drive)
  }

  /// The clock: what is left of the time limit (frozen when the attempt ended).
  public var timeLeft: Nanoseconds { max(0, tuning.timeLimit - (endTime ?? now)) }

  /// The heartbeat's interval where the slider stands: shorter as it nears the end.
  public var heartbeatInterval: Nanoseconds { heartbeatInterval(at: position) }

  public func heartbeatInterval(at position: Int64) -> Nanoseconds {
    let start = Int128(tuning.heartbeatIntervalAtStart)
    let span = Int128(tuning.heartbeatIntervalAtEnd) - start
    let along = Int128(clampedPosition(position))
    return Nanoseconds(start + span * along / Int128(tuning.trackUnits))
  }

  // MARK: - The simulation

  /// One physics tick of semi-implicit Euler: the push, the resistance where the slider
  /// stands and friction change the velocity, then the new velocity moves the slider. The
  /// track's start is a wall: sliding back stops there.
  private mutating func integrate(over tick: Nanoseconds) {
    let push =
      tuning.pushesOnBeat
      ? beat.strokeAcceleration(at: tickTime, force: force, tuning: tuning)
      : Int128(tuning.pushAcceleration) * Int128(force) / Int128(FinaleControls.fullForce)
    let drag = Int128(velocity) * Int128(tuning.dampingPermillePerSecond) / 1_000
    let acceleration = push - Int128(resistance(at: position)) - drag
    let perSecond = Int128(Nanoseconds.perSecond)
    let limit = Int128(tuning.maxSpeed)
    var newVelocity = Int128(velocity) + acceleration * Int128(tick) / perSecond
    newVelocity = min(limit, max(-limit, newVelocity))
    var newPosition = Int128(position) + newVelocity * Int128(tick) / perSecond
    if newPosition <= 0 {
      newPosition = 0
      newVelocity = max(0, newVelocity)
    }
    newPosition = min(Int128(tuning.trackUnits), newPosition)
    position = Int64(newPosition)
    velocity = Int64(newVelocity)
    furthest = max(furthest, position)
  }

  /// Ends the attempt at this tick if the slider reached the end (first, so reaching it on
  /// the last tick still counts) or the time ran out. Returns whether it ended.
  private mutating func settle(effects: inout [GameEffect]) -> Bool {
    if position >= tuning.trackUnits {
      end(.cleared)
      effects += [
        .music(.crossFade(to: .finale, from: 0)), .sound(.successChime),
        .chapterEnded(.finale, .cleared),
      ]
      return true
    }
    return failsAtTimeLimit(effects: &effects)
  }

  private mutating func applyPending(effects: inout [GameEffect]) {
    while let input = inputs.next(dueBy: tickTime) { take(input, effects: &effects) }
  }

  /// One input at this tick boundary; a push is judged against the heartbeat here.
  private mutating func take(_ input: PlayerAction.Input, effects: inout [GameEffect]) {
    guard tuning.pushesOnBeat else {
      controls.apply(input)
      return
    }
    guard controls.push(input, tuning: tuning) else { return }
    switch beat.push(at: tickTime, force: force, tuning: tuning) {
    case .perfect, .good:
      effects += [.sound(.hapticThud), .rumble(.start(.thud, handle: nil))]
    case .slip:
      velocity = max(-tuning.maxSpeed, velocity - tuning.slipImpulse)
      let buzz = RumbleRequest.transient(
        intensity: Double(tuning.slipRumbleIntensityPermille) / 1_000,
        sharpness: Double(tuning.slipRumbleSharpnessPermille) / 1_000)
      effects += [.sound(.error), .rumble(buzz)]
    }
  }

  /// The heartbeat at this tick when it is due: on its own schedule with the heartbeat
  /// pushes, a click to hear it by; before them, only while pushing.
  private mutating func beatIfDue(effects: inout [GameEffect]) {
    guard tuning.pushesOnBeat else {
      guard isPushing else { return }
      if let last = lastHeartbeat, tickTime < last + heartbeatInterval { return }
      lastHeartbeat = tickTime
      heartbeatCount += 1
      effects.append(.rumble(.start(.heartbeat, handle: nil)))
      return
    }
    guard outcome == .playing, tickTime >= beat.next else { return }
    let grid = inputs
    beat.beat(interval: heartbeatInterval) { grid.boundary(atOrAfter: $0) }
    lastHeartbeat = beat.last
    heartbeatCount = beat.count
    effects += [.rumble(.start(.heartbeat, handle: nil)), .sound(.click)]
  }

  private func clampedPosition(_ position: Int64) -> Int64 {
    min(tuning.trackUnits, max(0, position))
  }
}
