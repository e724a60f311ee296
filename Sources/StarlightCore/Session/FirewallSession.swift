/// Chapter 4 as a state machine: the song timeline, the rules, pause and retry menus,
/// failures and Auto-Assist. Pure: the media-clock time comes in with every call and
/// what should happen comes out as effects.
public struct FirewallSession: Sendable {
  public enum InputSource: Sendable, Equatable {
    case player
    /// Feed a prepared list of presses (autoplay or a replay being watched).
    case scripted(Replay.Source, [InputEvent])
  }

  public let beatMap: BeatMap
  public let inputSource: InputSource
  public let audioOffset: Nanoseconds
  public private(set) var phase: SessionPhase = .playing
  public private(set) var failures = 0
  public private(set) var timeline: SongTimeline
  public private(set) var stepper: FirewallStepper
  public private(set) var recordedEvents: [InputEvent] = []
  private var forcedAutoAssist: Bool?
  private var forcedWindows: HitWindows?
  /// Media instant play last (re)started: a press stamped before it was made while paused
  /// (or in an earlier attempt), even if the platform delivers it after the resume.
  private var acceptsStampsFrom: Nanoseconds

  /// `autoAssist` and `windows` pin what a replay recorded; left nil, Auto-Assist
  /// follows the failure count and the windows are the standard ones.
  public init(
    beatMap: BeatMap, inputSource: InputSource, audioOffset: Nanoseconds = 0,
    autoAssist: Bool? = nil, windows: HitWindows? = nil, now: Nanoseconds
  ) {
    self.beatMap = beatMap
    self.inputSource = inputSource
    self.audioOffset = audioOffset
    forcedAutoAssist = autoAssist
    forcedWindows = windows
    acceptsStampsFrom = now
    timeline = SongTimeline(startingAt: -GameConstants.leadIn, now: now)
    stepper = Self.makeStepper(beatMap: beatMap, autoAssist: autoAssist ?? false, windows: windows)
    if case .scripted(_, let events) = inputSource { stepper.enqueue(events) }
  }

  public var run: FirewallRun { stepper.run }

  public var autoAssist: Bool {
    forcedAutoAssist ?? (failures >= GameConstants.failuresBeforeAutoAssist)
  }

  public func songTime(at now: Nanoseconds) -> Nanoseconds { timeline.songTime(at: now) }

  /// The effects that start the session: music timed so beat 0 lands on song time 0.
  public func startEffects(now: Nanoseconds) -> [SessionEffect] {
    [.playMusic(from: songTime(at: now))]
  }

  /// A lane pressed or released at media-clock instant `stamp` (when it was pumped, not
  /// when the frame got to it).
  public mutating func input(lane: Int, action: InputEvent.Action, stamp: Nanoseconds) {
    guard phase == .playing, inputSource == .player, stamp >= acceptsStampsFrom else { return }
    let event = InputEvent(
      time: timeline.songTime(at: stamp) - audioOffset, lane: lane, action: action)
    recordedEvents.append(event)
    stepper.enqueue([event])
  }

  /// Runs the simulation up to now.
  public mutating func update(now: Nanoseconds) -> (game: [GameEffect], session: [SessionEffect]) {
    guard phase == .playing else { return ([], []) }
    let game = stepper.advance(to: timeline.songTime(at: now) - audioOffset)
    var session: [SessionEffect] = []
    switch run.outcome {
    case .playing:
      break
    case .failed:
      // Report the attempt before counting it, so its replay records the Auto-Assist
      // state it was played with, not the one the next attempt will have.
      session = [.stopMusic, .stopRumble, finishedAttempt()]
      failures += 1
      phase = .failed(selection: .retry)
    case .cleared:
      if let end = run.endTime, stepper.simulatedTime >= end + GameConstants.outroTime {
        phase = .results(selection: .retry)
        session = [.stopRumble, finishedAttempt()]
      }
    }
    return (game, session)
  }

  public mutating func command(_ command: MenuCommand, now: Nanoseconds) -> [SessionEffect] {
    switch (phase, command) {
    case (.playing, .pause):
      return pause(now: now)
    case (.paused(let item), .up), (.paused(let item), .down):
      phase = .paused(selection: item.moved(by: command == .up ? -1 : 1))
    case (.paused, .pause):
      return resume(now: now)
    case (.paused(let item), .confirm):
      switch item {
      case .resume: return resume(now: now)
      case .restart: return [finishedAttempt()] + restart(now: now)
      case .quit: return quit(abandoning: true)
      }
    case (.failed(let item), .up), (.failed(let item), .down):
      phase = .failed(selection: item.moved(by: 1))
    case (.results(let item), .up), (.results(let item), .down):
      phase = .results(selection: item.moved(by: 1))
    case (.failed(let item), .confirm), (.results(let item), .confirm):
      return item == .retry ? restart(now: now) : quit(abandoning: false)
    case (.failed, .pause), (.results, .pause):
      return quit(abandoning: false)
    default:
      break
    }
    return []
  }

  /// Focus lost or the window minimized: pause if playing.
  public mutating func interrupt(now: Nanoseconds) -> [SessionEffect] {
    phase == .playing ? pause(now: now) : []
  }

  /// Keeps song time on an outside clock while playing (the one locked to the audio
  /// device): the timeline is re-anchored to read `songTime` at `now`.
  public mutating func follow(songTime: Nanoseconds, at now: Nanoseconds) {
    guard phase == .playing else { return }
    timeline.seek(to: songTime, at: now)
  }

  /// The replay of the attempt in progress.
  public var currentReplay: Replay {
    let events: [InputEvent]
    let source: Replay.Source
    switch inputSource {
    case .player:
      events = recordedEvents
      source = .live
    case .scripted(let scriptedSource, let scripted):
      events = scripted
      source = scriptedSource
    }
    return Replay(
      beatMapTitle: beatMap.metadata.title, beatMapHash: beatMap.contentHash,
      windows: run.windows, autoAssist: autoAssist, audioOffset: audioOffset, source: source,
      events: events)
  }

  private mutating func pause(now: Nanoseconds) -> [SessionEffect] {
    timeline.pause(at: now)
    phase = .paused(selection: .resume)
    return [.pauseMusic, .stopRumble]
  }

  private mutating func resume(now: Nanoseconds) -> [SessionEffect] {
    timeline.resume(at: now)
    acceptsStampsFrom = now
    phase = .playing
    return [.resumeMusic(at: timeline.songTime(at: now))]
  }

  private mutating func restart(now: Nanoseconds) -> [SessionEffect] {
    timeline = SongTimeline(startingAt: -GameConstants.leadIn, now: now)
    acceptsStampsFrom = now
    stepper = Self.makeStepper(beatMap: beatMap, autoAssist: autoAssist, windows: forcedWindows)
    if case .scripted(_, let events) = inputSource { stepper.enqueue(events) }
    recordedEvents = []
    phase = .playing
    return [.stopMusic, .playMusic(from: songTime(at: now))]
  }

  private mutating func quit(abandoning: Bool) -> [SessionEffect] {
    let finished: [SessionEffect] = abandoning ? [finishedAttempt()] : []
    phase = .quitting
    return finished + [.stopMusic, .stopRumble, .quit]
  }

  private func finishedAttempt() -> SessionEffect {
    .attemptFinished(currentReplay, RunSummary(run: run))
  }

  private static func makeStepper(beatMap: BeatMap, autoAssist: Bool, windows: HitWindows?)
    -> FirewallStepper
  {
    let configuration =
      windows.map { FirewallConfiguration(windows: $0) } ?? .standard(autoAssist: autoAssist)
    return FirewallStepper(
      run: FirewallRun(
        beatMap: beatMap, configuration: configuration, startTime: -GameConstants.leadIn))
  }
}
