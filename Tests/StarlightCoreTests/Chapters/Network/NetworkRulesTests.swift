import StarlightCore
import Testing

@Suite("Network rules")
struct NetworkRulesTests {
  static let error = GameEffect.sound(.error)
  static let chime = GameEffect.sound(.successChime)
  static let transient = GameEffect.rumble(.transient(intensity: 0.9, sharpness: 0.7))

  /// One link in a table: the rank (0 = lowest number of the round) linked, whether that
  /// is right, and the integrity after it.
  struct Step: Sendable, CustomStringConvertible {
    let rank: Int
    let right: Bool
    let integrity: Int
    var description: String { "rank \(rank) \(right ? "right" : "wrong") -> \(integrity)" }
  }

  static func step(_ rank: Int, _ right: Bool, _ integrity: Int) -> Step {
    Step(rank: rank, right: right, integrity: integrity)
  }

  static let plainTables: [[Step]] = [
    // In order: every link right, nothing lost.
    [step(0, true, 100), step(1, true, 100), step(2, true, 100), step(3, true, 100)],
    // Skipping ahead is wrong, then the right one still is.
    [step(1, false, 80), step(0, true, 80), step(1, true, 80), step(2, true, 80)],
    // A node already linked is wrong, however recently.
    [step(0, true, 100), step(0, false, 80), step(1, true, 80), step(0, false, 60)],
    // The highest first, then backwards: only the lowest is ever right.
    [step(4, false, 80), step(3, false, 60), step(0, true, 60), step(2, false, 40)],
  ]

  @Test("right and wrong links, and the integrity after each", arguments: plainTables)
  func linkTable(steps: [Step]) throws {
    var script = try NetworkScript()
    for step in steps {
      let effects = try script.link(rank: step.rank)
      #expect(script.rules.integrity == step.integrity, "\(step)")
      if step.right {
        #expect(effects.contains(Self.chime), "\(step)")
        #expect(!effects.contains(Self.error), "\(step)")
        #expect(script.rules.lastRightLink?.node == script.node(rank: step.rank))
      } else {
        #expect(effects.contains(Self.error), "\(step)")
        #expect(effects.contains(Self.transient), "\(step)")
        #expect(!effects.contains(Self.chime), "\(step)")
        #expect(script.rules.lastWrongLink?.node == script.node(rank: step.rank))
      }
    }
    let rights = steps.filter(\.right).count
    #expect(script.rules.linkCount == rights)
    #expect(script.rules.links.map(\.to) == (0..<rights).map { script.node(rank: $0) })
    #expect(script.rules.links.first?.from == nil)
    #expect(script.rules.wrongLinkCount == steps.count - rights)
  }

  static let assistedTables: [[Step]] = [
    [step(1, false, 90), step(0, true, 90), step(0, false, 80), step(1, true, 80)],
    [step(4, false, 90), step(3, false, 80), step(2, false, 70), step(1, false, 60)],
  ]

  @Test("Auto-Assist halves what a wrong link costs", arguments: assistedTables)
  func assistedLinkTable(steps: [Step]) throws {
    var script = try NetworkScript(autoAssist: true)
    for step in steps {
      try script.link(rank: step.rank)
      #expect(script.rules.integrity == step.integrity, "\(step)")
    }
    #expect(script.rules.wrongLinkCost == 10)
  }

  @Test("Auto-Assist's share of the cost rounds up, so a wrong link always costs something")
  func assistedCostRoundsUp() {
    var tuning = NetworkTuning.defaults
    tuning.wrongLinkCost = 15
    #expect(tuning.wrongLinkCost(autoAssist: false) == 15)
    #expect(tuning.wrongLinkCost(autoAssist: true) == 8)
    tuning.wrongLinkCost = 1
    #expect(tuning.wrongLinkCost(autoAssist: true) == 1)
    tuning.autoAssistCostPermille = 0
    #expect(tuning.wrongLinkCost(autoAssist: true) == 0)
  }

  @Test("the next node is the lowest number not yet linked, with or without Auto-Assist")
  func nextNodeIsTheLowest() throws {
    for autoAssist in [false, true] {
      var script = try NetworkScript(seed: 11, autoAssist: autoAssist)
      for rank in 0..<3 {
        #expect(script.rules.nextNode == script.node(rank: rank))
        try script.link(rank: rank)
      }
    }
  }

  @Test(
    "integrity fails the chapter exactly when it reaches 0",
    arguments: [(20, 5), (30, 4), (100, 1), (1, 100)] as [(Int, Int)])
  func failAtZero(cost: Int, wrongsToFail: Int) throws {
    var tuning = Tuning.defaults
    tuning.network.wrongLinkCost = cost
    var script = try NetworkScript(tuning: tuning)
    for wrong in 1...wrongsToFail {
      let effects = try script.link(rank: 1)
      if wrong < wrongsToFail {
        #expect(script.rules.outcome == .playing)
        #expect(script.rules.integrity == 100 - wrong * cost)
        #expect(!effects.contains(.chapterEnded(.network, .failed)))
      } else {
        #expect(script.rules.outcome == .failed)
        #expect(script.rules.integrity == 0)
        #expect(effects.filter { $0 == .chapterEnded(.network, .failed) }.count == 1)
        #expect(script.rules.endTime == script.rules.lastWrongLink?.time)
      }
    }
    // Nothing counts after the end.
    let cursor = script.rules.cursor
    let after = script.tap(.action) + script.tap(.right) + script.tap(.down)
    #expect(after.isEmpty)
    #expect(script.rules.cursor == cursor)
    #expect(script.rules.wrongLinkCount == wrongsToFail)
    let summary = script.rules.summary()
    #expect(summary.outcome == .failed)
    #expect(summary.headline == "Integrity lost in network 1 of 3")
    #expect(summary.score == 0)
  }

  @Test("routing the last round clears the chapter; earlier rounds lead to the next")
  func clearAfterTheLastRound() throws {
    var script = try NetworkScript(seed: 5)
    let rounds = script.rules.rounds
    #expect(rounds.map(\.nodes.count) == [5, 7, 9])
    for index in rounds.indices {
      #expect(script.rules.roundIndex == index)
      #expect(script.rules.graph == rounds[index])
      #expect(script.rules.cursor == rounds[index].centralNode)
      #expect(script.rules.links.isEmpty)
      let before = script.effects.count
      try script.routeRound()
      let ended = script.effects[before...].filter { $0 == .chapterEnded(.network, .cleared) }
      #expect(ended.count == (index == rounds.count - 1 ? 1 : 0))
    }
    let rules = script.rules
    #expect(rules.outcome == .cleared)
    #expect(rules.links.count == 9)
    #expect(rules.graph.isRouted)
    #expect(rules.nextNode == nil)
    #expect(rules.linkCount == 21)
    #expect(rules.routedRounds == 3)
    let end = try #require(rules.endTime)
    #expect(end == rules.lastRightLink?.time)
    #expect(rules.timeLeft == rules.tuning.timeLimit - end)
    #expect(script.effects.last == .chapterEnded(.network, .cleared))
    #expect(!script.effects.contains(Self.error))
    let summary = rules.summary()
    #expect(summary.headline == "3 networks routed, integrity 100 %")
    let secondsLeft = Int(rules.timeLeft / Nanoseconds.perSecond)
    #expect(summary.score == 1_000 + 100 * 10 + secondsLeft * 10)
    #expect(summary.details.first == .init("Networks routed", "3 of 3"))
  }

  @Test("a wrong link on the way costs score at the clear")
  func integrityInTheScore() throws {
    var clean = try NetworkScript(seed: 2)
    var dented = try NetworkScript(seed: 2)
    try dented.link(rank: 3)
    for _ in 0..<3 {
      try clean.routeRound()
      try dented.routeRound()
    }
    #expect(clean.rules.outcome == .cleared && dented.rules.outcome == .cleared)
    #expect(dented.rules.summary().headline == "3 networks routed, integrity 80 %")
    #expect(dented.rules.summary().score < clean.rules.summary().score)
  }

  @Test("the time running out fails the chapter, on its own or mid-round")
  func timeout() throws {
    let limit = NetworkTuning.defaults.timeLimit
    for actions in [[], [NetworkDrive.press(.seconds(1), .action)]] {
      var stepper = ChapterStepper(rules: try NetworkDrive.rules())
      stepper.enqueue(actions)
      let effects = stepper.runToEnd()
      let rules = try #require(stepper.rules(as: NetworkRules.self))
      #expect(rules.outcome == .failed)
      #expect(rules.endTime == limit)
      #expect(rules.timeLeft == 0)
      #expect(effects.filter { $0 == .chapterEnded(.network, .failed) }.count == 1)
      #expect(effects.last == .chapterEnded(.network, .failed))
      #expect(rules.summary().headline == "Time ran out in network 1 of 3")
    }
  }

  @Test(
    "an action on the last tick before the limit counts; one whose tick is the limit does not",
    arguments: [
      (NetworkTuning.defaults.timeLimit - .milliseconds(1), true),
      (NetworkTuning.defaults.timeLimit - 1, false),
      (NetworkTuning.defaults.timeLimit, false),
    ] as [(Nanoseconds, Bool)])
  func actionsAtTheLimit(stamp: Nanoseconds, counts: Bool) throws {
    let limit = NetworkTuning.defaults.timeLimit
    var rules = try NetworkDrive.rules()
    var effects: [GameEffect] = []
    rules.handle(NetworkDrive.press(stamp, .action), effects: &effects)
    rules.advance(to: limit + .milliseconds(5), effects: &effects)
    #expect(rules.outcome == .failed)
    #expect(rules.endTime == limit)
    #expect(rules.wrongLinkCount + rules.linkCount == (counts ? 1 : 0))
  }

  @Test("the first round shows 1...n; later rounds distinct numbers; every node reachable")
  func roundsFromTheSeed() throws {
    for seed in 0..<200 as Range<UInt64> {
      let rules = try NetworkDrive.rules(seed: seed)
      #expect(rules.rounds[0].nodes.map(\.value).sorted() == Array(1...5))
      for graph in rules.rounds {
        let values = graph.nodes.map(\.value)
        #expect(Set(values).count == values.count)
        #expect(values.allSatisfy { (1...99).contains($0) })
        let slots = graph.nodes.map { $0.row * graph.columns + $0.column }
        #expect(slots == slots.sorted() && Set(slots).count == slots.count)
        #expect(slots.allSatisfy { (0..<15).contains($0) })
        #expect(graph.isFullyReachable, "seed \(seed)")
      }
    }
  }

  @Test("tuning that cannot make a chapter is refused")
  func badTuningIsRefused() {
    let edits: [(inout NetworkTuning) -> Void] = [
      { $0.roundSizes = [] },
      { $0.roundSizes = [5, 16] },
      { $0.roundSizes = [1] },
      { $0.maxNodeValue = 8 },
      { $0.wrongLinkCost = 0 },
      { $0.wrongLinkCost = 101 },
      { $0.stickRearm = 500 },
      { $0.stickThreshold = 1_001 },
      { $0.inputTick = 0 },
      { $0.timeLimit = 0 },
      { $0.gridColumns = 0 },
      { $0.autoAssistCostPermille = 1_001 },
      { $0.maxLayoutDraws = 0 },
    ]
    for edit in edits {
      var tuning = Tuning.defaults
      edit(&tuning.network)
      #expect(tuning.network.problem != nil)
      #expect(throws: ChapterSetupError.self) { try NetworkDrive.rules(tuning: tuning) }
      #expect(TuningFile.problems(in: tuning).contains { $0.hasPrefix("network: ") })
    }
    #expect(NetworkTuning.defaults.problem == nil)
  }

  @Test("a tuning file without a network group takes the defaults; a bad value is refused")
  func tuningFile() throws {
    let plain = try TuningFile.decode(Array(#"{"finale": {"stickDeadZone": 90}}"#.utf8))
    #expect(plain.network == .defaults)
    let edited = try TuningFile.decode(Array(#"{"network": {"wrongLinkCost": 25}}"#.utf8))
    #expect(edited.network.wrongLinkCost == 25)
    #expect(throws: TuningFile.Problem.self) {
      try TuningFile.decode(Array(#"{"network": {"roundSizes": [40]}}"#.utf8))
    }
  }
}
