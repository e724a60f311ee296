/// One attempt at any chapter, on the media clock: the chapter's timeline, its rules in
/// fixed steps, the pause menu with a count-in on resume, the outro before the result,
/// and the replay of the attempt. Pure: the media-clock time comes in with every call and
/// what should happen comes out as effects.
public struct ChapterSession: Sendable {
  public enum InputSource: Sendable, Equatable {
    case player
    /// Feed a prepared list of actions (a bot, or a replay being watched).
    case scripted(Replay.Source, [PlayerAction])
  }

  /// What the attempt was made from; a restart takes the tuning in force by then.
  public private(set) var context: ChapterContext
  /// The tuning in force now: the attempt's, or the dev overlay's latest change.
  public internal(set) var tuning: Tuning
  /// The tuning changes of this attempt so far (a script's, then the overlay's).
  public internal(set) var tuningChanges: [TuningChange]
  public let inputSource: InputSource
  /// The player's audio offset in force; applied only to a chapter that plays its own song,
  /// the one whose judgements are made against what is heard.
  public internal(set) var audioOffset: Nanoseconds
  /// The offset the attempt started with, and the changes made to it since (the overlay's).
  var startingAudioOffset: Nanoseconds
  public internal(set) var audioOffsetChanges: [AudioOffsetChange] = []
  /// No press is recorded before this judging time: an offset raised mid-run turns the
  /// judging clock back, and what the rules have judged stays judged.
  var judgingFloor = Nanoseconds.min
  public internal(set) var phase: ChapterPhase = .playing
  public private(set) var timeline: SongTimeline
  public internal(set) var stepper: ChapterStepper
  public private(set) var recordedActions: [PlayerAction] = []
  /// How the rhythm chapter's lanes were drawn, recorded in the replay so that watching
  /// shows what the player saw; nothing here reads it (nil: not recorded).
  public var view: ViewPreferences?
  /// The player's lanes down and axes off centre, so a pause can let go of them: a key
  /// released while the menu is up would otherwise stay held in the rules.
  private var heldLanes: Set<Int> = []
  private var deflectedAxes: Set<PlayerAction.Axis> = []
  /// Chapter time at which the attempt was abandoned, and how it ended, for its replay.
  var stoppedAt: Nanoseconds?
  var ending: AttemptEnding?
  /// Media instant play last (re)started: an action stamped before it was made while
  /// paused (or in an earlier attempt), even if the platform delivers it after the resume.
  private var acceptsStampsFrom: Nanoseconds
  private let step: Nanoseconds

  /// `step` is the fixed simulation step (1 ms; other sizes only to show they judge the same).
  public init(
    chapter: ChapterID, context: ChapterContext, inputSource: InputSource,
    audioOffset: Nanoseconds = 0, step: Nanoseconds = GameConstants.simulationStep,
    tuningChanges: [TuningChange] = [], now: Nanoseconds
  ) throws(ChapterSetupError) {
    self.step = step
    let rules = try ChapterCatalog.makeRules(chapter, context: context)
    self.context = context
    tuning = tuningChanges.last?.tuning ?? context.tuning
    self.tuningChanges = tuningChanges
    self.inputSource = inputSource
    self.audioOffset = type(of: rules).playsOwnSong ? audioOffset : 0
    startingAudioOffset = self.audioOffset
    acceptsStampsFrom = now
    timeline = SongTimeline(startingAt: rules.now, now: now, rate: context.playback.rate)
    stepper = Self.makeStepper(rules, inputSource: inputSource, step: step)
    stepper.enqueue(tuningChanges)
  }

  public var rules: any ChapterRules { stepper.rules }
  public var chapter: ChapterID { rules.chapter }
  public var playsOwnSong: Bool { type(of: rules).playsOwnSong }
  private var story: StoryTuning { context.tuning.story }

  /// The chapter's time (a song's time for Chapter 4) at media instant `now`.
  public func chapterTime(at now: Nanoseconds) -> Nanoseconds { timeline.songTime(at: now) }

  /// The time the rules judge at media instant `now`: chapter time less the audio offset,
  /// which is real (the device's latency) and so worth `rate` times as much song.
  public func judgingTime(at now: Nanoseconds) -> Nanoseconds {
    chapterTime(at: now) - context.playback.rate.songDuration(ofReal: audioOffset)
  }

  /// The count-in's whole seconds left (3, 2, 1), while counting in.
  public func countInSeconds(at now: Nanoseconds) -> Int? {
    guard case .countIn(let resumeAt) = phase, now < resumeAt else { return nil }
    return Int((resumeAt - now + Nanoseconds.perSecond - 1) / Nanoseconds.perSecond)
  }

  /// The effects that start the attempt: a chapter's own song, timed so its beat 0 lands
  /// on chapter time 0, cross-faded in from whatever the story played.
  public func startEffects(now: Nanoseconds) -> [GameEffect] {
    guard playsOwnSong else { return [] }
    let playback = context.playback
    return [
      .music(.setRate(playback.rate, pitch: playback.pitch)),
      .music(.crossFade(to: .chapterSong, from: chapterTime(at: now))),
    ]
  }

  /// A control pressed, released or moved at media-clock instant `stamp` (when it was
  /// pumped, not when the frame got to it).
  public mutating func input(_ input: PlayerAction.Input, stamp: Nanoseconds) {
    guard phase == .playing, inputSource == .player, stamp >= acceptsStampsFrom,
      takes(input)
    else { return }
    record(
      PlayerAction(time: max(judgingFloor, judgingTime(at: stamp)), input: input))
  }

  /// Whether the chapter reads `input`: a pad sends every axis it has, and a replay holding
  /// one its chapter does not take would be refused when loaded.
  private func takes(_ input: PlayerAction.Input) -> Bool {
    let rules = type(of: stepper.rules)
    guard rules.acceptedInputs.contains(PlayerAction(time: 0, input: input).kind) else {
      return false
    }
    if case .lane(let lane, _) = input { return lane < rules.laneCount(context: context) }
    return true
  }

  private mutating func record(_ action: PlayerAction) {
    switch action.input {
    case .lane(let lane, .press): heldLanes.insert(lane)
    case .lane(let lane, .release): heldLanes.remove(lane)
    case .axis(let axis, let value) where value == 0: deflectedAxes.remove(axis)
    case .axis(let axis, _): deflectedAxes.insert(axis)
    }
    recordedActions.append(action)
    stepper.enqueue([action])
  }

  /// Everything the player holds is let go at `time`; what is still held when play
  /// resumes is pressed again then (the platform reports keys already down).
  private mutating func letGo(at time: Nanoseconds) {
    for lane in heldLanes.sorted() {
      record(PlayerAction(time: time, lane: lane, action: .release))
    }
    for axis in PlayerAction.Axis.allCases where deflectedAxes.contains(axis) {
      record(PlayerAction(time: time, axis: axis, value: 0))
    }
  }

  /// Runs the rules up to now; hands the attempt to the story once the outro has passed.
  public mutating func update(now: Nanoseconds) -> [GameEffect] {
    var effects: [GameEffect] = []
    if case .countIn(let resumeAt) = phase, now >= resumeAt {
      timeline.resume(at: resumeAt)
      acceptsStampsFrom = resumeAt
      phase = .playing
      if playsOwnSong { effects.append(.music(.resume(at: chapterTime(at: resumeAt)))) }
    }
    guard phase == .playing else { return effects }
    let time = judgingTime(at: now)
    effects += stepper.advance(to: time)
    let rules = stepper.rules
    if rules.outcome != .playing, let end = rules.endTime, time >= end + story.outroDuration {
      ending = AttemptEnding(rules.outcome)
      effects += [.rumble(.stopAll), finishedAttempt()]
      phase = .finished(rules.outcome)
    }
    return effects
  }

  public mutating func command(_ command: MenuCommand, now: Nanoseconds) -> [GameEffect] {
    switch (phase, command) {
    case (.playing, .pause), (.countIn, .pause), (.countIn, .back):
      // During the count-in the menus read the keys, where Esc is "back": it pauses again.
      return pause(now: now)
    case (.paused(let item), .up), (.paused(let item), .down):
      phase = .paused(selection: item.moved(by: command == .up ? -1 : 1))
    case (.paused, .pause), (.paused, .back):
      return resume(now: now)
    case (.paused(let item), .confirm):
      switch item {
      case .resume: return resume(now: now)
      case .restart: return restart(now: now)
      case .quit: return quit(now: now, as: .quit)
      }
    default:
      break
    }
    return []
  }

  /// Focus lost, the window minimized or the pad unplugged: pause if playing.
  public mutating func interrupt(now: Nanoseconds) -> [GameEffect] {
    switch phase {
    case .playing, .countIn: pause(now: now)
    default: []
    }
  }

  /// The game is closing mid-attempt: record it as abandoned where it stands.
  public mutating func abandon(now: Nanoseconds) -> [GameEffect] {
    switch phase {
    case .finished, .quit: []
    default: quit(now: now, as: .closed)
    }
  }

  /// Ends the attempt where it stands for `reason` (a practice pass restarted, sought or
  /// left); an outcome already reached is kept as its ending.
  public mutating func end(now: Nanoseconds, as reason: AttemptEnding) -> [GameEffect] {
    switch phase {
    case .finished, .quit: []
    default: quit(now: now, as: reason)
    }
  }

  /// Keeps a song chapter's time on an outside clock while playing (the one locked to the
  /// audio device): the timeline is re-anchored to read `songTime` at `now`.
  public mutating func follow(songTime: Nanoseconds, at now: Nanoseconds) {
    guard phase == .playing, playsOwnSong else { return }
    timeline.seek(to: songTime, at: now)
  }

  private mutating func pause(now: Nanoseconds) -> [GameEffect] {
    if inputSource == .player, phase == .playing {
      letGo(at: max(stepper.rules.now, judgingTime(at: now)))
    }
    if !timeline.isPaused { timeline.pause(at: now) }
    phase = .paused(selection: .resume)
    return (playsOwnSong ? [.music(.pause)] : []) + [.rumble(.stopAll)]
  }

  private mutating func resume(now: Nanoseconds) -> [GameEffect] {
    phase = .countIn(resumeAt: now + story.countInDuration)
    return []
  }

  private mutating func restart(now: Nanoseconds) -> [GameEffect] {
    stoppedAt = stepper.rules.now
    ending = .restarted
    let finished = finishedAttempt()
    stoppedAt = nil
    ending = nil
    // The next attempt starts from the tuning in force; only sound tuning is ever put in
    // force, so rules made from it are made without fail.
    var next = context
    next.tuning = tuning
    if let fresh = try? ChapterCatalog.makeRules(chapter, context: next) {
      context = next
      stepper = Self.makeStepper(fresh, inputSource: inputSource, step: step)
    }
    tuningChanges = []
    startingAudioOffset = audioOffset
    audioOffsetChanges = []
    judgingFloor = .min
    timeline = SongTimeline(
      startingAt: stepper.rules.now, now: now, rate: context.playback.rate)
    acceptsStampsFrom = now
    recordedActions = []
    heldLanes = []
    deflectedAxes = []
    phase = .playing
    let music: [GameEffect] =
      playsOwnSong ? [.music(.play(.chapterSong, from: chapterTime(at: now)))] : []
    return [finished, .rumble(.stopAll)] + music
  }

  private mutating func quit(now: Nanoseconds, as reason: AttemptEnding) -> [GameEffect] {
    stoppedAt = stepper.rules.now
    // Quitting after the rules reached their outcome (in the outro) is still that outcome.
    ending = AttemptEnding(stepper.rules.outcome) ?? reason
    phase = .quit
    return [finishedAttempt(), .rumble(.stopAll)]
  }

  private static func makeStepper(
    _ rules: any ChapterRules, inputSource: InputSource, step: Nanoseconds
  ) -> ChapterStepper {
    var stepper = ChapterStepper(
      rules: rules, step: step, timesSounds: type(of: rules).playsOwnSong)
    if case .scripted(_, let actions) = inputSource { stepper.enqueue(actions) }
    return stepper
  }
}
