/// A practice run: the section looped by `PracticePlayback` (count-in, pass, gap, repeat),
/// each pass judged as an attempt of its own by a `ChapterSession` over the section at the
/// plan's rate, so a pass is judged exactly as a replay of it is re-simulated. Pure: the
/// media-clock time comes in with every call and what should happen comes out as effects.
///
/// The loop owns the music (it starts the song on each pass's first sample and stops it at
/// the pass's end); the passes' own music effects are dropped, their sounds and rumble kept.
public struct PracticeSession: Sendable {
  public enum InputSource: Sendable, Equatable {
    case player
    /// Pass k plays the k-th pass's actions from its start (a bot's passes, or a practice
    /// replay's); the run finishes when they run out.
    case scripted(Replay.Source, [PracticePass])
  }

  public enum Phase: Sendable, Equatable {
    case running
    case menu(selection: PracticeMenuItem)
    /// Every loop played; the summary stays up until the player leaves or changes section.
    case finished
    case exited(PracticeExit)
  }

  public let plan: PracticePlan
  public let map: BeatMap
  public let inputSource: InputSource
  public internal(set) var playback: PracticePlayback
  public internal(set) var phase: Phase = .running
  /// The pass being played, and the one before while its last judgements are still open.
  public internal(set) var current: ChapterSession?
  public internal(set) var closing: ChapterSession?
  var currentNumber = 0
  var closingNumber = 0
  /// Where the current pass began in the song, and whether its song has started.
  var currentStart: Nanoseconds = 0
  var closingStart: Nanoseconds = 0
  var currentStarted = false
  public internal(set) var results: [PracticePassResult] = []
  var passes: [PracticePass] = []
  let tuning: Tuning
  let autoAssist: Bool
  let audioOffset: Nanoseconds
  /// The judge every pass is judged under (and the replay records).
  let judge: JudgeChoice
  /// Mirror, Random and No-fail, for every pass.
  let mods: PlayMods
  /// How the player saw the lanes: recorded in the replay for watching, never judged.
  public var view: ViewPreferences?
  private var recorded = false
  /// The player moved the paused pass (Left/Right in the menu): resume starts it afresh.
  private var soughtWhilePaused = false

  public init(
    plan: PracticePlan, map: BeatMap, tuning: Tuning = .defaults, autoAssist: Bool = false,
    audioOffset: Nanoseconds = 0, judge: JudgeChoice = .starlight, mods: PlayMods = .none,
    inputSource: InputSource = .player
  ) {
    self.plan = plan
    self.map = map
    self.judge = judge
    self.mods = mods
    self.tuning = tuning
    self.autoAssist = autoAssist
    self.audioOffset = audioOffset
    self.inputSource = inputSource
    playback = PracticePlayback(plan: plan, map: map)
  }

  /// The pass drawn: the one under way, or the one just played while its last
  /// judgements are open.
  public var passOnScreen: ChapterSession? { current ?? closing }

  /// The pass number the HUD shows (the one counting in, playing, or just played).
  public var passNumber: Int { max(currentNumber, 1) }

  /// The song time of the pass on screen at `now`.
  public func songTime(at now: Nanoseconds) -> Nanoseconds? {
    current?.chapterTime(at: now)
  }

  /// Between passes or after the last: nothing is coming at the player, so a reminder may
  /// show (never over notes).
  public var isAtNaturalStop: Bool {
    switch playback.state {
    case .gap, .finished, .paused(.gap): true
    default: false
    }
  }

  /// The section played, the music at the plan's rate and the first count-in.
  public mutating func start(now: Nanoseconds) -> [GameEffect] {
    let setup: [GameEffect] = [.music(.stop), .music(.setRate(plan.rate, pitch: plan.pitch))]
    return setup + run(playback.start(now: now), now: now)
  }

  public mutating func input(_ input: PlayerAction.Input, stamp: Nanoseconds) {
    guard phase == .running, inputSource == .player else { return }
    // Until the next pass plays, late presses still belong to the one closing.
    if closing != nil, !passIsPlaying {
      closing?.input(input, stamp: stamp)
    } else {
      current?.input(input, stamp: stamp)
    }
  }

  /// Runs the loop and the passes up to `now`.
  public mutating func update(now: Nanoseconds) -> [GameEffect] {
    guard phase == .running || phase == .finished else { return [] }
    return run(playback.advance(to: now), now: now) + advancePasses(to: now)
  }

  /// Keeps the pass on the clock locked to the audio device, while its song plays.
  public mutating func follow(songTime: Nanoseconds, at now: Nanoseconds) {
    guard passIsPlaying else { return }
    current?.follow(songTime: songTime, at: now)
  }

  public mutating func command(_ command: MenuCommand, now: Nanoseconds) -> [GameEffect] {
    switch (phase, command) {
    case (.running, .pause), (.running, .back):
      return pause(now: now)
    case (.menu(let item), .up), (.menu(let item), .down):
      phase = .menu(selection: item.moved(by: command == .up ? -1 : 1))
    case (.menu, .left), (.menu, .right):
      seekWhilePaused(byMeasures: command == .left ? -1 : 1, now: now)
    case (.menu, .pause), (.menu, .back):
      return resume(now: now)
    case (.menu(let item), .confirm):
      return choose(item, now: now)
    case (.finished, .confirm), (.finished, .back), (.finished, .pause):
      return exit(command == .confirm ? .changeSection : .leave, now: now)
    default:
      break
    }
    return []
  }

  /// Focus lost: pause, as a chapter does.
  public mutating func interrupt(now: Nanoseconds) -> [GameEffect] {
    phase == .running ? pause(now: now) : []
  }

  /// The game is closing mid-practice: record the run where it stands.
  public mutating func abandon(now: Nanoseconds) -> [GameEffect] {
    switch phase {
    case .exited: []
    default: exit(.leave, now: now)
    }
  }

  /// Moves the pass under way to song time `target` inside the section: the pass starts
  /// again from there (what was judged before the seek stays in the pass it belonged to).
  public mutating func seek(to target: Nanoseconds, now: Nanoseconds) -> [GameEffect] {
    guard phase == .running, case .playing = playback.state else { return [] }
    let events = playback.seek(to: target, now: now)
    guard case .playing(let pass, let from, _) = playback.state else { return [] }
    concludeCurrent(now: now, as: .restarted)
    beginPass(pass, from: from, soundsAt: now, now: now)
    currentStarted = true
    return run(events, now: now)
  }

  /// Holds the loop in its gap (a break reminder is up): nothing comes until `releaseGap`.
  public mutating func holdGap(now: Nanoseconds) {
    guard phase == .running, case .gap = playback.state else { return }
    _ = playback.pause(now: now)
  }

  /// Lets a held gap run its remaining time.
  public mutating func releaseGap(now: Nanoseconds) -> [GameEffect] {
    guard phase == .running, case .paused(.gap) = playback.state else { return [] }
    return run(playback.resume(now: now), now: now)
  }

  // MARK: Menu

  private mutating func pause(now: Nanoseconds) -> [GameEffect] {
    let events = playback.pause(now: now)
    let effects = run(events, now: now)
    if current?.phase == .playing { _ = current?.command(.pause, now: now) }
    phase = .menu(selection: .resume)
    return effects
  }

  private mutating func resume(now: Nanoseconds) -> [GameEffect] {
    phase = .running
    let events = playback.resume(now: now)
    // Where the pass goes on, and when it sounds: at the count-in's end (at once without one).
    let goesOn: (pass: Int, from: Nanoseconds, at: Nanoseconds)?
    switch playback.state {
    case .countIn(let pass, let from, let endsAt): goesOn = (pass, from, endsAt)
    case .playing(let pass, let from, let at): goesOn = (pass, from, at)
    default: goesOn = nil
    }
    if let (pass, from, endsAt) = goesOn {
      if soughtWhilePaused {
        // The pass goes on from the new place as a fresh attempt; what was judged before
        // the seek stays in the pass it belonged to.
        concludeCurrent(now: now, as: .restarted)
        beginPass(pass, from: from, soundsAt: endsAt, now: now)
      } else if case .paused = current?.phase {
        current?.resume(at: endsAt)
      }
    }
    soughtWhilePaused = false
    return run(events, now: now)
  }

  /// Left/Right in the menu over a paused pass: a measure back or on (inside the section);
  /// the count-in on resume leads into the new place.
  private mutating func seekWhilePaused(byMeasures measures: Int, now: Nanoseconds) {
    guard case .paused(.pass(_, let at)) = playback.state else { return }
    let beat = BeatLocator.lastWholeBeat(atOrBefore: at, in: map)
    let step = Int(PracticeSection.beatsPerMeasure) * measures
    let target = map.tempo.time(ofBeat: Double(max(0, beat + step)))
    _ = playback.seek(to: target, now: now)
    soughtWhilePaused = true
  }

  /// Where a paused pass will go on from, for the menu.
  public var pausedPosition: Nanoseconds? {
    if case .paused(.pass(_, let at)) = playback.state { return at }
    return nil
  }

  private mutating func choose(_ item: PracticeMenuItem, now: Nanoseconds) -> [GameEffect] {
    switch item {
    case .resume:
      return resume(now: now)
    case .restartSection:
      phase = .running
      concludeCurrent(now: now, as: .restarted)
      currentNumber = 0
      return run(playback.restartSection(now: now), now: now)
    case .changeSection:
      return exit(.changeSection, now: now)
    case .leave:
      return exit(.leave, now: now)
    }
  }

  private mutating func exit(_ reason: PracticeExit, now: Nanoseconds) -> [GameEffect] {
    var effects = run(playback.leave(now: now), now: now)
    concludeCurrent(now: now, as: .quit)
    concludeClosing(now: now)
    phase = .exited(reason)
    effects += [.music(.setRate(.normal, pitch: .kept)), .rumble(.stopAll)]
    if !recorded, !passes.isEmpty {
      recorded = true
      effects.append(.attemptFinished(replay, summary()))
    }
    return effects
  }

  var passIsPlaying: Bool {
    if case .playing = playback.state { return true }
    return false
  }
}
