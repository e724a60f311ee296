/// Chapter 5: route a signal through a graph of numbered nodes by linking them from the
/// lowest number to the highest, round after round on growing graphs, before integrity or
/// time runs out. The cursor moves between nodes with the direction lanes or the left
/// stick (see `NetworkGraph` for the movement rule, `NetworkStick` for the stick) and
/// links the node under it with the action lane.
///
/// Nothing moves continuously, but actions still take effect on a fixed input tick: from
/// the first boundary at or after their stamp. So the same actions give the same run at
/// any frame rate and step size, and the time limit falls on a boundary too.
public struct NetworkRules: TickedChapter {
  public static let chapter = ChapterID.network
  public static let playsOwnSong = false
  /// The rounds are drawn from the seed.
  public static let isSeeded = true
  public static let acceptedInputs: Set<PlayerAction.Kind> = [
    .lane, .axis(.leftX), .axis(.leftY),
  ]

  public static func laneCount(context: ChapterContext) -> Int { MoveControl.allCases.count }

  public private(set) var tuning: NetworkTuning
  public let autoAssist: Bool
  public private(set) var now: Nanoseconds
  public internal(set) var outcome: ChapterOutcome = .playing
  public internal(set) var endTime: Nanoseconds?
  /// The last input tick boundary reached.
  public private(set) var tickTime: Nanoseconds
  /// Every round's graph, drawn from the seed up front.
  public let rounds: [NetworkGraph]
  public private(set) var roundIndex = 0
  /// The round in play (the last one, linked through, once cleared).
  public private(set) var graph: NetworkGraph
  /// The node the cursor is on.
  public private(set) var cursor: Int
  /// This round's right links in order: the signal's path.
  public private(set) var links: [NetworkLink] = []
  public private(set) var integrity: Int
  public private(set) var wrongLinkCount = 0
  /// Right links over the whole attempt.
  public private(set) var linkCount = 0
  public private(set) var lastRightLink: NetworkMark?
  public private(set) var lastWrongLink: NetworkMark?
  /// Where the cursor last arrived, and when (to slide it there).
  public private(set) var lastMove: NetworkMark?
  /// The node the cursor left on its last move.
  public private(set) var lastMoveOrigin: Int?
  /// When the round in play began.
  public private(set) var roundStartTime: Nanoseconds
  public private(set) var stick = NetworkStick()
  var inputs: TickedInputs

  public init(context: ChapterContext) throws(ChapterSetupError) {
    let tuning = context.tuning.network
    if let problem = tuning.problem { throw ChapterSetupError(problem) }
    self.tuning = tuning
    autoAssist = context.autoAssist
    now = Self.startTime(context: context)
    tickTime = now
    inputs = TickedInputs(tick: tuning.inputTick)
    roundStartTime = now
    rounds = NetworkGraph.rounds(tuning: tuning, seed: context.seed)
    guard let first = rounds.first else { throw ChapterSetupError("Network has no rounds") }
    graph = first
    cursor = first.centralNode
    integrity = tuning.maxIntegrity
  }

  public static func startTime(context: ChapterContext) -> Nanoseconds { 0 }

  /// Costs, the stick, the rumble, the time limit and the score from the next input
  /// tick. The rounds were drawn at the start and integrity is counted against its
  /// maximum, so the layout values, the maximum and the tick's grid keep theirs until the
  /// next attempt.
  public mutating func retune(_ tuning: Tuning) {
    // The whole tuning was checked; a cost above the kept maximum still ends at 0.
    self.tuning = retuned(
      tuning.network,
      keeping: \.roundSizes, \.gridColumns, \.gridRows, \.firstRoundCountsFromOne,
      \.maxNodeValue, \.maxLayoutDraws, \.maxIntegrity, \.inputTick)
  }

  public var lastDecisiveTime: Nanoseconds? { nil }

  public var maxDuration: Nanoseconds { timeLimitBoundary }

  public mutating func handle(_ action: PlayerAction, effects: inout [GameEffect]) {
    if let input = admit(action, effects: &effects) { apply(input, effects: &effects) }
  }

  public mutating func advance(to time: Nanoseconds, effects: inout [GameEffect]) {
    guard time > now else { return }
    let tick = inputs.tick
    while outcome == .playing, tickTime + tick <= time {
      // Jump over empty ticks: nothing happens between inputs but the time limit.
      let nextEvent = min(inputs.nextBoundary ?? maxDuration, maxDuration)
      let target = min(max(tickTime + tick, nextEvent), inputs.boundary(atOrBefore: time))
      tickTime = target
      if failsAtTimeLimit(effects: &effects) { break }
      applyPending(effects: &effects)
    }
    now = time
  }

  // MARK: - State for a view

  public var roundCount: Int { rounds.count }

  /// The node the signal goes to next (the lowest unlinked number), nil once cleared.
  /// Auto-Assist's highlight; the rules never hide it, the view draws it only then.
  public var nextNode: Int? { outcome == .cleared ? nil : graph.nextNode }

  public var maxIntegrity: Int { tuning.maxIntegrity }

  public var integrityPercent: Int { integrity * 100 / tuning.maxIntegrity }

  /// What a wrong link costs in this attempt.
  public var wrongLinkCost: Int { tuning.wrongLinkCost(autoAssist: autoAssist) }

  /// The clock: what is left of the time limit (frozen when the attempt ended).
  public var timeLeft: Nanoseconds { max(0, tuning.timeLimit - (endTime ?? now)) }

  // MARK: - The rules

  private mutating func apply(_ input: PlayerAction.Input, effects: inout [GameEffect]) {
    switch input {
    case .lane(let lane, .press):
      guard let control = MoveControl(lane: lane) else { return }
      if control == .action {
        link(effects: &effects)
      } else {
        move(control, effects: &effects)
      }
    case .lane(_, .release):
      break
    case .axis(let axis, let value):
      if let direction = stick.apply(axis: axis, value: value, tuning: tuning) {
        move(direction, effects: &effects)
      }
    }
  }

  private mutating func move(_ direction: MoveControl, effects: inout [GameEffect]) {
    guard let next = graph.neighbor(of: cursor, toward: direction) else { return }
    lastMoveOrigin = cursor
    cursor = next
    lastMove = NetworkMark(node: next, time: tickTime)
    effects.append(.sound(.click))
  }

  /// Links the node under the cursor: right when it holds the lowest number not yet
  /// linked, wrong otherwise (a node already linked included).
  private mutating func link(effects: inout [GameEffect]) {
    guard graph.nextNode == cursor else {
      wrongLink(effects: &effects)
      return
    }
    graph.nodes[cursor].linked = true
    links.append(NetworkLink(from: links.last?.to, to: cursor, time: tickTime))
    linkCount += 1
    lastRightLink = NetworkMark(node: cursor, time: tickTime)
    effects.append(.sound(.successChime))
    guard graph.isRouted else { return }
    if roundIndex + 1 < rounds.count {
      startRound(roundIndex + 1)
    } else {
      end(.cleared)
      effects.append(.chapterEnded(.network, .cleared))
    }
  }

  private mutating func wrongLink(effects: inout [GameEffect]) {
    wrongLinkCount += 1
    integrity = max(0, integrity - wrongLinkCost)
    lastWrongLink = NetworkMark(node: cursor, time: tickTime)
    effects += [
      .sound(.error),
      .rumble(
        .transient(
          intensity: Double(tuning.errorRumbleIntensityPermille) / 1_000,
          sharpness: Double(tuning.errorRumbleSharpnessPermille) / 1_000)),
    ]
    if integrity == 0 {
      end(.failed)
      effects.append(.chapterEnded(.network, .failed))
    }
  }

  private mutating func startRound(_ index: Int) {
    roundIndex = index
    graph = rounds[index]
    cursor = graph.centralNode
    links = []
    lastMove = nil
    lastMoveOrigin = nil
    roundStartTime = tickTime
  }

  private mutating func applyPending(effects: inout [GameEffect]) {
    while outcome == .playing, let input = inputs.next(dueBy: tickTime) {
      apply(input, effects: &effects)
    }
  }
}
