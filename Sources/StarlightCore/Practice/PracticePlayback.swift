/// Seed 002's playback state machine, made a rhythm game's practice loop: a count-in of
/// clicks, a pass over the section at the plan's rate, a gap, the next pass, until the
/// loops are done. Pure: real (media) time comes in, and what the audio and the HUD must
/// do comes out as effects stamped with their exact instants.
///
/// ```
/// idle     --start-->            countIn(1)
/// countIn  --count-in over-->    playing          (song from the section's first sample)
/// playing  --section played-->   gap              (more passes)  | finished (last pass)
/// gap      --gap over-->         countIn(next)
/// countIn, playing, gap --pause--> paused --resume--> countIn (from where it stood) | gap
/// any but idle --restart-->      countIn(same pass, from the section's start)
/// any      --leave-->            idle
/// ```
public struct PracticePlayback: Sendable, Equatable {
  public enum State: Sendable, Equatable {
    case idle
    /// Counting in to pass `pass`, which plays from song time `from` at `endsAt`.
    case countIn(pass: Int, from: Nanoseconds, endsAt: Nanoseconds)
    /// Song time `songStart` sounded at real instant `realStart`; the song clock runs on
    /// from there at the plan's rate.
    case playing(pass: Int, songStart: Nanoseconds, realStart: Nanoseconds)
    case gap(afterPass: Int, endsAt: Nanoseconds)
    case paused(Paused)
    case finished(passes: Int)
  }

  /// What a pause interrupted, so resume can go on from it.
  public enum Paused: Sendable, Equatable {
    case pass(Int, at: Nanoseconds)
    case gap(afterPass: Int, remaining: Nanoseconds)
  }

  public enum Effect: Sendable, Equatable {
    case click
    /// The song sounds from song time `from` at the plan's rate.
    case playSong(from: Nanoseconds)
    case stopSong
    case passStarted(Int)
    case passEnded(Int)
    case finished
  }

  public struct Event: Sendable, Equatable {
    public let effect: Effect
    /// The real instant it belongs to (a click on its beat, a pass's end on its last sample).
    public let at: Nanoseconds
  }

  public let plan: PracticePlan
  public private(set) var state: State = .idle
  /// Song time where each pass ends: the section's end or its last hold's tail.
  private let playEnd: Nanoseconds
  /// One beat of the count-in, in real time.
  public let beat: Nanoseconds

  public init(plan: PracticePlan, map: BeatMap) {
    self.plan = plan
    playEnd = plan.section.playEnd(of: map)
    let beatsPerSecond = map.tempo.bpm(atBeat: 0) / 60
    let songBeat = Nanoseconds(
      (Double(Nanoseconds.perSecond) / max(beatsPerSecond, 1e-3)).rounded())
    beat = plan.rate.realDuration(ofSong: songBeat)
  }

  /// Song time at real instant `now`: where a pass stands, or where it will start.
  public func songTime(at now: Nanoseconds) -> Nanoseconds? {
    switch state {
    case .playing(_, let songStart, let realStart):
      min(playEnd, songStart + plan.rate.songDuration(ofReal: now - realStart))
    case .countIn(_, let from, let endsAt):
      from - plan.rate.songDuration(ofReal: endsAt - now)
    case .paused(.pass(_, let at)): at
    default: nil
    }
  }

  public mutating func start(now: Nanoseconds) -> [Event] {
    guard state == .idle else { return [] }
    return countIn(pass: 1, from: plan.section.start, now: now)
  }

  /// Runs the machine up to `now`, returning what happened on the way, in time order.
  public mutating func advance(to now: Nanoseconds) -> [Event] {
    var events: [Event] = []
    while true {
      switch state {
      case .countIn(let pass, let from, let endsAt):
        events += clicks(before: endsAt, in: lastAdvance..<min(now, endsAt) + 1)
        guard now >= endsAt else {
          lastAdvance = now + 1
          return events
        }
        state = .playing(pass: pass, songStart: from, realStart: endsAt)
        if from == plan.section.start {
          events.append(Event(effect: .passStarted(pass), at: endsAt))
        }
        events.append(Event(effect: .playSong(from: from), at: endsAt))
      case .playing(let pass, let songStart, let realStart):
        let endsAt = realStart + plan.rate.realDuration(ofSong: playEnd - songStart)
        guard now >= endsAt else { return events }
        events += [
          Event(effect: .stopSong, at: endsAt), Event(effect: .passEnded(pass), at: endsAt),
        ]
        if plan.loops.continues(after: pass) {
          state = .gap(afterPass: pass, endsAt: endsAt + plan.gap)
        } else {
          state = .finished(passes: pass)
          events.append(Event(effect: .finished, at: endsAt))
        }
      case .gap(let pass, let endsAt):
        guard now >= endsAt else { return events }
        events += countIn(pass: pass + 1, from: plan.section.start, now: endsAt)
      case .idle, .paused, .finished:
        return events
      }
    }
  }

  public mutating func pause(now: Nanoseconds) -> [Event] {
    switch state {
    case .countIn(let pass, let from, _):
      state = .paused(.pass(pass, at: from))
      return []
    case .playing(let pass, _, _):
      let at = songTime(at: now) ?? plan.section.start
      state = .paused(.pass(pass, at: at))
      return [Event(effect: .stopSong, at: now)]
    case .gap(let pass, let endsAt):
      state = .paused(.gap(afterPass: pass, remaining: max(0, endsAt - now)))
      return []
    case .idle, .paused, .finished:
      return []
    }
  }

  /// Back from a pause: a pass counts in again and goes on from where it stood; a gap
  /// runs its remaining time.
  public mutating func resume(now: Nanoseconds) -> [Event] {
    guard case .paused(let paused) = state else { return [] }
    switch paused {
    case .pass(let pass, let at):
      return countIn(pass: pass, from: at, now: now)
    case .gap(let pass, let remaining):
      state = .gap(afterPass: pass, endsAt: now + remaining)
      return []
    }
  }

  /// The pass under way (or the next, from a gap) again from the section's start.
  public mutating func restartSection(now: Nanoseconds) -> [Event] {
    let pass: Int
    switch state {
    case .countIn(let current, _, _), .playing(let current, _, _): pass = current
    case .paused(.pass(let current, _)): pass = current
    case .gap(let done, _), .paused(.gap(let done, _)): pass = done + 1
    case .finished(let done): pass = done + 1
    case .idle: return []
    }
    let stop = isSounding ? [Event(effect: .stopSong, at: now)] : []
    return stop + countIn(pass: pass, from: plan.section.start, now: now)
  }

  /// Moves the pass under way to song time `target` (kept inside the pass).
  public mutating func seek(to target: Nanoseconds, now: Nanoseconds) -> [Event] {
    let clamped = min(max(target, plan.section.start), playEnd - 1)
    switch state {
    case .playing(let pass, _, _):
      state = .playing(pass: pass, songStart: clamped, realStart: now)
      return [Event(effect: .playSong(from: clamped), at: now)]
    case .countIn(let pass, _, let endsAt):
      state = .countIn(pass: pass, from: clamped, endsAt: endsAt)
    case .paused(.pass(let pass, _)):
      state = .paused(.pass(pass, at: clamped))
    default:
      break
    }
    return []
  }

  /// Stops everything: back to idle.
  public mutating func leave(now: Nanoseconds) -> [Event] {
    let stop = isSounding ? [Event(effect: .stopSong, at: now)] : []
    state = .idle
    return stop
  }

  private var isSounding: Bool {
    if case .playing = state { return true }
    return false
  }

  /// The earliest instant whose clicks are still to come (clicks are emitted once).
  private var lastAdvance: Nanoseconds = .min

  private mutating func countIn(pass: Int, from: Nanoseconds, now: Nanoseconds) -> [Event] {
    let endsAt = now + Nanoseconds(plan.countInBeats) * beat
    state = .countIn(pass: pass, from: from, endsAt: endsAt)
    lastAdvance = now
    return advance(to: now)
  }

  /// The count-in's clicks (one per beat, the last a beat before `endsAt`) inside `window`.
  private func clicks(before endsAt: Nanoseconds, in window: Range<Nanoseconds>) -> [Event] {
    guard plan.countInBeats > 0 else { return [] }
    return (1...plan.countInBeats).reversed().compactMap { beatsBefore in
      let at = endsAt - Nanoseconds(beatsBefore) * beat
      return window.contains(at) ? Event(effect: .click, at: at) : nil
    }
  }
}
