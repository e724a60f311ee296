/// One calibration session: steady beats from `firstBeat`, one every
/// `tuning.beatInterval`, and the player's presses against them.
///
/// Each press is measured as gameplay judges one: its stamp minus the offset in force, minus
/// the nearest beat (late positive). The estimate is therefore what is still off under the
/// offset in force, and the value to save is that offset plus the estimate. Under any offset
/// in force the saved value comes out the same: the delay between a beat and the player's
/// press on it, which is what the offset must take off (`OffsetSuggestion`'s convention: the
/// offset is how late the player hears or sees). The calibration view draws its flashes on
/// the beats themselves, with no visual offset, so the visual offset in force is taken off
/// the presses here exactly as the audio offset is.
public struct CalibrationRun: Sendable, Equatable {
  public let kind: CalibrationKind
  public let tuning: CalibrationTuning
  /// The instant of beat 0.
  public let firstBeat: Nanoseconds
  /// The offset of this kind the settings hold now.
  public let offsetInForce: Nanoseconds
  /// Every press's error, in press order (late positive).
  public private(set) var errors: [Nanoseconds] = []
  /// The beat whose cue `advance` emits next.
  public private(set) var nextBeat = 0

  public init(
    kind: CalibrationKind, tuning: CalibrationTuning, firstBeat: Nanoseconds,
    offsetInForce: Nanoseconds
  ) {
    self.kind = kind
    self.tuning = tuning
    self.firstBeat = firstBeat
    self.offsetInForce = offsetInForce
  }

  /// The instant of beat `index`.
  public func beatTime(_ index: Int) -> Nanoseconds {
    firstBeat + Nanoseconds(index) * tuning.beatInterval
  }

  /// Emits the cue of every beat up to and including `time`, each at its own instant: a click
  /// for an audio run; none for a visual run, whose beats are only seen.
  public mutating func advance(to time: Nanoseconds, effects: inout [CalibrationCue]) {
    while beatTime(nextBeat) <= time {
      if kind == .audio {
        effects.append(CalibrationCue(effect: .sound(.click), time: beatTime(nextBeat)))
      }
      nextBeat += 1
    }
  }

  /// Records a press at `stamp` against the nearest beat and returns its error; nil (and
  /// nothing recorded) for a press more than half a beat before the first one.
  @discardableResult
  public mutating func press(at stamp: Nanoseconds) -> Nanoseconds? {
    let judged = stamp - offsetInForce
    let interval = tuning.beatInterval
    guard interval > 0, judged >= firstBeat - interval / 2 else { return nil }
    let sinceFirst = judged - firstBeat
    // Rounds to the nearest beat; a press exactly between two goes to the later one.
    let index = (sinceFirst + interval / 2) / interval
    let error = judged - (firstBeat + index * interval)
    errors.append(error)
    return error
  }

  public var pressCount: Int { errors.count }

  /// The robust estimate of what is still off, once there are `tuning.minimumPresses`.
  public var estimate: OffsetEstimate? { tuning.estimator.estimate(errors) }

  /// The offset to save: the offset in force plus the estimate; nil before an estimate.
  public var offsetToSave: Nanoseconds? { estimate.map { offsetInForce + $0.offset } }

  /// How long ago the latest beat was at `time` (for the pulse and the flash); nil before
  /// the first beat.
  public func sinceBeat(at time: Nanoseconds) -> Nanoseconds? {
    let interval = tuning.beatInterval
    guard interval > 0, time >= firstBeat else { return nil }
    return (time - firstBeat) % interval
  }
}
