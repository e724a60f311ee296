/// Plays a replay through a `ChapterSession` on a manual clock: the path live play takes
/// (the session's timeline, its fixed steps, its outro), fed from the replay instead of
/// the player. Headless re-simulation, the audio render and the tests all drive it.
public struct ReplaySimulator: Sendable {
  public private(set) var session: ChapterSession
  /// Media time of the simulation (0 when the attempt starts).
  public private(set) var now: Nanoseconds = 0
  private let limit: Nanoseconds

  /// Checks that `replay` fits the chapter (and for Chapter 4, `beatMap`) before playing it.
  public init(
    _ replay: Replay, beatMap: BeatMap? = nil, step: Nanoseconds = GameConstants.simulationStep
  ) throws(ReplayMismatch) {
    try ReplayMismatch.check(replay, beatMap: beatMap)
    do {
      session = try ChapterSession(
        chapter: replay.chapter, context: replay.context(beatMap: beatMap),
        inputSource: .scripted(replay.source, replay.actions), step: step,
        tuningChanges: replay.tuningChanges, now: 0)
    } catch {
      throw .setup(error.message)
    }
    let rules = session.rules
    let start = rules.now
    let lastAction = max(
      replay.actions.last?.time ?? start, replay.tuningChanges.last?.time ?? start)
    let outro = replay.tuning.story.outroDuration
    let end: Nanoseconds
    if let stop = replay.stoppedAt {
      end = stop
    } else if let decisive = rules.lastDecisiveTime {
      end = max(decisive, lastAction) + outro + GameConstants.simulationStep
    } else {
      end = max(rules.maxDuration, lastAction) + outro + GameConstants.simulationStep
    }
    limit = end - start
  }

  /// Whether the attempt is over: its result reached, or where the recording stopped.
  public var isDone: Bool {
    if case .playing = session.phase { return now >= limit }
    return true
  }

  /// Advances the clock by `interval` as a frame of the live loop would, returning what
  /// the session asked for.
  public mutating func advance(by interval: Nanoseconds) -> [GameEffect] {
    now = min(now + max(1, interval), limit)
    return session.update(now: now)
  }

  /// Runs to the end in frames of `frameInterval` (1 ms steps inside each frame).
  public mutating func runToEnd(frameInterval: Nanoseconds = GameConstants.simulationStep)
    -> ChapterSummary
  {
    while !isDone { _ = advance(by: frameInterval) }
    return session.summary()
  }

  /// Re-simulates `replay` headless and returns the rules as they ended.
  public static func simulate(
    _ replay: Replay, beatMap: BeatMap? = nil, step: Nanoseconds = GameConstants.simulationStep,
    frameRate: Int? = nil
  ) throws(ReplayMismatch) -> any ChapterRules {
    var simulator = try ReplaySimulator(replay, beatMap: beatMap, step: step)
    let frame = frameRate.map { Nanoseconds.perSecond / Nanoseconds(max(1, $0)) }
    _ = simulator.runToEnd(frameInterval: frame ?? Nanoseconds.milliseconds(100))
    return simulator.session.rules
  }
}
