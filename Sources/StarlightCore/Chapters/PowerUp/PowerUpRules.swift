/// Chapter 1, "Power-up": hold to charge a capacitor, let go with the charge in the "full"
/// band near the top. A release in the band snaps the capacitor shut and the next, faster
/// one comes; a release outside it lets the charge drain away (a new press charges on from
/// what is left); holding at the top past the short grace shorts the capacitor, which
/// empties. Enough capacitors clear the chapter, enough shorts fail it.
///
/// Event-ordered and exact: a release is judged by the charge at its own stamped instant,
/// an integer function of the nanoseconds held, and the saturation, short and drain
/// instants are computed, not sampled, so any step size gives the same run.
public struct PowerUpRules: ChapterRules {
  public static let chapter = ChapterID.powerUp
  public static let playsOwnSong = false
  public static let isSeeded = false
  public static let acceptedInputs: Set<PlayerAction.Kind> = [
    .lane, .axis(.leftTrigger), .axis(.rightTrigger),
  ]

  /// Every lane a replay can hold is the one action (live play binds all keys to lane 0).
  public static func laneCount(context: ChapterContext) -> Int { ReplayCodec.maxLane + 1 }

  public private(set) var tuning: PowerUpTuning
  public let autoAssist: Bool
  /// The band a release must land in this attempt (Auto-Assist's widening included), in
  /// permille.
  public private(set) var band: ClosedRange<Int>
  public private(set) var now: Nanoseconds
  public private(set) var outcome: ChapterOutcome = .playing
  public private(set) var endTime: Nanoseconds?
  public private(set) var phase: PowerUpPhase = .idle
  /// The charge curve of the capacitor in play.
  public private(set) var curve: PowerUpCurve
  public private(set) var capacitorsDone = 0
  public private(set) var shorts = 0
  /// Releases outside the band (each one left the charge to drain).
  public private(set) var missedReleases = 0
  /// When the last capacitor snapped shut, and when the last one shorted, for the flashes.
  public private(set) var lastSnapTime: Nanoseconds?
  public private(set) var lastShortTime: Nanoseconds?
  /// The charge of the last release, and when it was, for the view's feedback.
  public private(set) var lastRelease: (charge: Int, time: Nanoseconds)?

  private var hold: PowerUpHoldInput
  /// The handle of the `capacitor_charge` rumble running for the hold in progress.
  private var chargeRumble: Int?
  private var nextRumbleHandle = 1

  public init(context: ChapterContext) throws(ChapterSetupError) {
    let tuning = context.tuning.powerUp
    if let problem = tuning.problem { throw ChapterSetupError(problem) }
    self.tuning = tuning
    autoAssist = context.autoAssist
    band = tuning.band(autoAssist: context.autoAssist)
    curve = tuning.curve(forCapacitor: 0)
    hold = PowerUpHoldInput(
      pressThreshold: tuning.triggerPressThreshold,
      releaseThreshold: tuning.triggerReleaseThreshold)
    now = Self.startTime(context: context)
  }

  public static func startTime(context: ChapterContext) -> Nanoseconds { 0 }

  /// The band, thresholds, drain and counts at once; the charge curve from the next
  /// capacitor, so the one charging keeps the speed it started with.
  public mutating func retune(_ tuning: Tuning) {
    self.tuning = tuning.powerUp
    band = self.tuning.band(autoAssist: autoAssist)
    hold.retune(
      pressThreshold: self.tuning.triggerPressThreshold,
      releaseThreshold: self.tuning.triggerReleaseThreshold)
  }

  /// The chapter ends on the player's progress, not on a schedule.
  public var lastDecisiveTime: Nanoseconds? { nil }
  public var maxDuration: Nanoseconds { tuning.maxAttemptDuration }

  public var capacitorsNeeded: Int { tuning.capacitorsToClear }
  public var shortsToFail: Int { tuning.shortsToFail }
  public var shortsLeft: Int { max(0, tuning.shortsToFail - shorts) }
  /// Whether the action is held (a lane or a trigger).
  public var isHeld: Bool { hold.isHeld }

  /// The charge in permille at `time` (at or after `now`), exact to the nanosecond.
  public func charge(at time: Nanoseconds) -> Int {
    switch phase {
    case .idle, .spent:
      return 0
    case .charging(let origin, _):
      return curve.charge(afterHolding: time - origin)
    case .saturated:
      return PowerUpCurve.full
    case .draining(let level, let since):
      let drained =
        Int128(max(0, time - since)) * Int128(tuning.drainPermillePerSecond)
        / Int128(Nanoseconds.perSecond)
      return Int(max(0, Int128(level) - drained))
    }
  }

  public mutating func handle(_ action: PlayerAction, effects: inout [GameEffect]) {
    advance(to: action.time, effects: &effects)
    guard outcome == .playing else { return }
    let time = max(action.time, now)
    let wasHeld = hold.isHeld
    hold.apply(action.input)
    if !wasHeld, hold.isHeld {
      press(at: time, effects: &effects)
    } else if wasHeld, !hold.isHeld {
      release(at: time, effects: &effects)
    }
  }

  public mutating func advance(to time: Nanoseconds, effects: inout [GameEffect]) {
    guard time > now else { return }
    while outcome == .playing, let due = nextTransition, due <= time {
      transition(at: due, effects: &effects)
    }
    now = time
  }

  // MARK: Transitions

  /// When the phase changes by itself: the charge saturates, shorts, or drains empty.
  private var nextTransition: Nanoseconds? {
    switch phase {
    case .idle, .spent:
      return nil
    case .charging(let origin, _):
      return origin + curve.duration
    case .saturated(_, let shortsAt):
      return shortsAt
    case .draining(let level, let since):
      // The first instant at which the drain has taken the whole level.
      let rate = Int128(tuning.drainPermillePerSecond)
      let empty = (Int128(level) * Int128(Nanoseconds.perSecond) + rate - 1) / rate
      return since + Nanoseconds(empty)
    }
  }

  private mutating func transition(at time: Nanoseconds, effects: inout [GameEffect]) {
    switch phase {
    case .idle, .spent:
      break
    case .charging:
      phase = .saturated(since: time, shortsAt: time + tuning.shortGrace)
    case .saturated:
      short(at: time, effects: &effects)
    case .draining:
      phase = .idle
    }
  }

  private mutating func press(at time: Nanoseconds, effects: inout [GameEffect]) {
    let level = charge(at: time)
    // Charging on from a draining level: the curve resumes where that level sits on it.
    phase = .charging(origin: time - curve.heldTime(toReach: level), pressTime: time)
    let handle = nextRumbleHandle
    nextRumbleHandle += 1
    chargeRumble = handle
    effects.append(.rumble(.start(.capacitorCharge, handle: handle)))
  }

  private mutating func release(at time: Nanoseconds, effects: inout [GameEffect]) {
    switch phase {
    case .spent:
      phase = .idle
    case .charging, .saturated:
      let level = charge(at: time)
      stopChargeRumble(effects: &effects)
      lastRelease = (level, time)
      if band.contains(level) {
        snap(at: time, effects: &effects)
      } else {
        missedReleases += 1
        phase = level > 0 ? .draining(level: level, since: time) : .idle
      }
    case .idle, .draining:
      break
    }
  }

  private mutating func snap(at time: Nanoseconds, effects: inout [GameEffect]) {
    capacitorsDone += 1
    lastSnapTime = time
    phase = .idle
    effects.append(.sound(.hapticThud))
    effects.append(.rumble(.start(.thud, handle: nil)))
    if capacitorsDone >= tuning.capacitorsToClear {
      finish(.cleared, at: time, effects: &effects)
    } else {
      curve = tuning.curve(forCapacitor: capacitorsDone)
    }
  }

  private mutating func short(at time: Nanoseconds, effects: inout [GameEffect]) {
    shorts += 1
    lastShortTime = time
    phase = .spent(since: time)
    stopChargeRumble(effects: &effects)
    effects.append(.sound(.error))
    effects.append(
      .rumble(
        .transient(
          intensity: tuning.shortRumbleIntensity, sharpness: tuning.shortRumbleSharpness)))
    if shorts >= tuning.shortsToFail { finish(.failed, at: time, effects: &effects) }
  }

  private mutating func stopChargeRumble(effects: inout [GameEffect]) {
    guard let handle = chargeRumble else { return }
    chargeRumble = nil
    effects.append(.rumble(.stop(handle: handle)))
  }

  private mutating func finish(
    _ result: ChapterOutcome, at time: Nanoseconds, effects: inout [GameEffect]
  ) {
    outcome = result
    endTime = time
    effects.append(.chapterEnded(.powerUp, result))
  }
}
