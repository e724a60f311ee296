import Testing

@testable import StarlightCore

@Suite("Cipher rules")
struct CipherRulesTests {
  typealias Drive = CipherDrive

  struct LockCase: Sendable, CustomStringConvertible {
    let description: String
    let rotation: Int
    let target: Int
    let control: MoveControl
    /// Detents until the ring sits on its code symbol.
    let detents: Int
  }

  static let lockCases: [LockCase] = [
    LockCase(description: "two to the right", rotation: 0, target: 2, control: .right, detents: 2),
    LockCase(description: "two to the left", rotation: 4, target: 2, control: .left, detents: 2),
    LockCase(
      description: "one, across the wrap", rotation: 7, target: 0, control: .right, detents: 1),
    LockCase(
      description: "the long way round, past both neighbours", rotation: 3, target: 2,
      control: .right, detents: 7),
  ]

  @Test("a ring locks on exactly its code symbol, never on a neighbour", arguments: lockCases)
  func locksOnTheCodeSymbol(_ lock: LockCase) throws {
    var rules = try Drive.rules(rings: [(lock.rotation, lock.target), (1, 5)])
    for detent in 1...lock.detents {
      let time = Drive.ms(100) * Nanoseconds(detent)
      let effects = Drive.run(&rules, Drive.tap(time, lock.control))
      let landed = detent == lock.detents
      #expect(rules.rings[0].isLocked == landed)
      #expect(rules.rings[0].isOnTarget == landed)
      #expect(effects.contains(Drive.thud) == landed)
      #expect(effects.contains(Drive.thudRumble) == landed)
      #expect(effects.prefix(2) == [Drive.click, Drive.detentTap])
      if landed {
        #expect(effects == [Drive.click, Drive.detentTap, Drive.thud, Drive.thudRumble])
        #expect(rules.rings[0].lockTime == time)
        #expect(rules.selectedRing == 1, "the choice moves on to the next unlocked ring")
        #expect(rules.lastSelectTime == time)
      } else {
        #expect(rules.selectedRing == 0)
      }
    }
    #expect(rules.rings[0].rotation == lock.target)
    #expect(rules.outcome == .playing)
  }

  @Test("a locked ring ignores turns: no detent, no click, no move spent")
  func lockedRingsIgnoreTurns() throws {
    var rules = try Drive.rules(rings: [(0, 1), (0, 4)])
    _ = Drive.run(&rules, Drive.tap(Drive.ms(100), .right))
    #expect(rules.rings[0].isLocked)
    #expect(rules.selectedRing == 1)
    _ = Drive.run(&rules, Drive.tap(Drive.ms(200), .down))
    #expect(rules.selectedRing == 0, "a locked ring can be chosen")
    let effects = Drive.run(
      &rules,
      Drive.tap(Drive.ms(300), .right) + Drive.tap(Drive.ms(400), .left)
        + [Drive.stickX(Drive.ms(500), 1_000)], until: .seconds(2))
    #expect(effects.isEmpty)
    #expect(rules.movesUsed == 1)
    #expect(rules.rings[0].rotation == 1)
    #expect(rules.rings[0].lastTurnTime == Drive.ms(100))
    #expect(rules.lastRefusedTurnTime != nil)
  }

  struct SelectCase: Sendable, CustomStringConvertible {
    let description: String
    let actions: [PlayerAction]
    let selected: Int
  }

  static let selectCases: [SelectCase] = [
    SelectCase(description: "up once", actions: Drive.taps(1, .up, from: 0), selected: 1),
    SelectCase(
      description: "up to the outermost", actions: Drive.taps(3, .up, from: 0), selected: 3),
    SelectCase(
      description: "up past the outermost wraps", actions: Drive.taps(4, .up, from: 0), selected: 0),
    SelectCase(
      description: "down from the innermost wraps", actions: Drive.taps(1, .down, from: 0),
      selected: 3),
    SelectCase(
      description: "up twice, down once",
      actions: Drive.taps(2, .up, from: 0) + Drive.taps(1, .down, from: Drive.ms(500)), selected: 1),
    SelectCase(
      description: "the stick up chooses once however long held",
      actions: [
        Drive.stickY(Drive.ms(10), -700), Drive.stickY(Drive.ms(50), -1_000),
        Drive.stickY(Drive.ms(900), -650),
      ], selected: 1),
    SelectCase(
      description: "the stick up, back inside, up again",
      actions: [
        Drive.stickY(Drive.ms(10), -700), Drive.stickY(Drive.ms(50), -100),
        Drive.stickY(Drive.ms(90), -700),
      ], selected: 2),
    SelectCase(
      description: "the stick down wraps to the outermost",
      actions: [Drive.stickY(Drive.ms(10), 1_000)], selected: 3),
    SelectCase(
      description: "the stick flipped from up to down",
      actions: [Drive.stickY(Drive.ms(10), -1_000), Drive.stickY(Drive.ms(40), 1_000)],
      selected: 0),
    SelectCase(
      description: "the stick short of its threshold",
      actions: [Drive.stickY(Drive.ms(10), -(CipherTuning.defaults.selectThreshold - 1))],
      selected: 0),
  ]

  @Test("up and down choose a ring, wrapping round at either end", arguments: selectCases)
  func selection(_ select: SelectCase) throws {
    var rules = try Drive.rules(rings: [(0, 4), (0, 4), (0, 4), (0, 4)])
    let effects = Drive.run(&rules, select.actions, until: .seconds(1))
    #expect(rules.selectedRing == select.selected)
    #expect(effects.isEmpty, "choosing is silent")
    #expect(rules.movesUsed == 0)
  }

  @Test("a lock moves the choice outward to the next unlocked ring, wrapping past locked ones")
  func lockMovesTheChoiceOn() throws {
    var rules = try Drive.rules(rings: [(0, 1), (0, 1), (0, 1)])
    _ = Drive.run(&rules, Drive.taps(2, .up, from: 0) + Drive.tap(Drive.ms(300), .right))
    #expect(rules.rings[2].isLocked)
    #expect(rules.selectedRing == 0)
    _ = Drive.run(&rules, Drive.tap(Drive.ms(400), .right))
    #expect(rules.selectedRing == 1)
    #expect(rules.lockedCount == 2)
  }

  @Test("using the last move with a ring unlocked fails the chapter")
  func movesRunOut() throws {
    var tuning = Tuning.defaults
    tuning.cipher.spareMoves = 2
    var rules = try Drive.rules(rings: [(0, 1)], tuning: tuning)
    #expect(rules.moveBudget == 3)
    var effects = Drive.run(&rules, Drive.taps(2, .left, from: Drive.ms(100)))
    #expect(rules.outcome == .playing)
    #expect(rules.movesLeft == 1)
    effects = Drive.run(&rules, Drive.tap(Drive.ms(300), .left))
    #expect(rules.outcome == .failed)
    #expect(rules.failure == .outOfMoves)
    #expect(rules.endTime == Drive.ms(300))
    #expect(
      effects == [
        Drive.click, Drive.detentTap, .sound(.error), .chapterEnded(.cipher, .failed),
      ])
    #expect(rules.rings[0].rotation == 5)
    effects = Drive.run(&rules, Drive.taps(3, .left, from: Drive.ms(400)), until: .seconds(70))
    #expect(effects.isEmpty, "nothing happens after the end")
    #expect(rules.movesUsed == 3)
    let summary = rules.summary()
    #expect(summary.headline == "Out of moves with 0 of 1 rings locked")
    #expect(summary.score == 0)
  }

  @Test("the last move locking the last ring clears rather than fails")
  func lastMoveClears() throws {
    var tuning = Tuning.defaults
    tuning.cipher.spareMoves = 0
    var rules = try Drive.rules(rings: [(0, 1), (3, 1)], tuning: tuning)
    #expect(rules.moveBudget == 3)
    let effects = Drive.run(
      &rules, Drive.tap(0, .right) + Drive.taps(2, .left, from: Drive.ms(100)))
    #expect(rules.outcome == .cleared)
    #expect(rules.movesLeft == 0)
    #expect(!effects.contains(.sound(.error)))
    #expect(rules.summary().headline == "Code cracked with 0 moves to spare")
  }

  @Test("the clock running out fails the chapter, at exactly the time limit")
  func timeRunsOut() throws {
    for actions in [
      [], Drive.taps(2, .right, from: .seconds(10)), [Drive.stickX(.seconds(59), -1_000)],
    ] {
      var stepper = ChapterStepper(rules: try Drive.rules(rings: [(0, 4), (0, 4)], symbols: 32))
      stepper.enqueue(actions)
      let effects = stepper.runToEnd()
      let rules = try #require(stepper.rules(as: CipherRules.self))
      #expect(rules.outcome == .failed)
      #expect(rules.failure == .outOfTime)
      #expect(rules.endTime == rules.tuning.timeLimit)
      #expect(rules.timeLeft == 0)
      #expect(effects.suffix(2) == [.sound(.error), .chapterEnded(.cipher, .failed)])
      #expect(effects.filter { $0 == .sound(.error) }.count == 1)
      #expect(rules.summary().headline == "Time ran out with 0 of 2 rings locked")
    }
  }

  @Test("a turn at the very instant the clock runs out comes too late")
  func turnAtTheLimit() throws {
    var rules = try Drive.rules(rings: [(0, 1)])
    let effects = Drive.run(&rules, [Drive.press(CipherTuning.defaults.timeLimit, .right)])
    #expect(rules.outcome == .failed)
    #expect(rules.movesUsed == 0)
    #expect(effects == [.sound(.error), .chapterEnded(.cipher, .failed)])
  }

  @Test("locking every ring clears: click, lock, chime and the chapter's end, once")
  func clear() throws {
    var rules = try Drive.rules(rings: [(0, 1), (2, 1)])
    let effects = Drive.run(
      &rules, Drive.tap(Drive.ms(100), .right) + Drive.tap(Drive.ms(250), .left),
      until: .seconds(90))
    #expect(rules.outcome == .cleared)
    #expect(rules.endTime == Drive.ms(250))
    #expect(
      effects.suffix(6) == [
        Drive.click, Drive.detentTap, Drive.thud, Drive.thudRumble, .sound(.successChime),
        .chapterEnded(.cipher, .cleared),
      ])
    #expect(effects.filter { $0 == .chapterEnded(.cipher, .cleared) }.count == 1)
    #expect(rules.timeLeft == rules.tuning.timeLimit - Drive.ms(250))
    let summary = rules.summary()
    #expect(summary.outcome == .cleared)
    #expect(summary.headline == "Code cracked with 6 moves to spare")
    let tuning = rules.tuning
    #expect(summary.score == 1_000 + 6 * tuning.pointsPerMoveLeft + 59 * tuning.pointsPerSecondLeft)
  }

  @Test("Auto-Assist exposes the code and gives more moves on the same layout")
  func autoAssist() throws {
    let plain = try Drive.rules(seed: 11)
    let assisted = try Drive.rules(autoAssist: true, seed: 11)
    #expect(assisted.autoAssist && !plain.autoAssist)
    #expect(assisted.code == plain.code)
    #expect(assisted.rings == plain.rings)
    #expect(assisted.moveBudget == plain.moveBudget + CipherTuning.defaults.autoAssistExtraMoves)
    // A sloppy run that turns one ring the long way fails without the extra moves only.
    var tuning = Tuning.defaults
    tuning.cipher.spareMoves = 2
    tuning.cipher.autoAssistExtraMoves = 6
    for (autoAssist, outcome) in [(false, ChapterOutcome.failed), (true, .cleared)] {
      var rules = try Drive.rules(rings: [(0, 2), (0, 1)], autoAssist: autoAssist, tuning: tuning)
      _ = Drive.run(
        &rules, Drive.taps(6, .left, from: 0) + Drive.taps(1, .right, from: .seconds(1)))
      #expect(rules.outcome == outcome)
    }
  }

  @Test(
    "the seed lays out the code; no ring starts on its code symbol",
    arguments: 0..<64 as Range<UInt64>)
  func layout(seed: UInt64) throws {
    let rules = try Drive.rules(seed: seed)
    let tuning = CipherTuning.defaults
    #expect(rules.rings.count == tuning.ringCount)
    #expect(rules.rings.allSatisfy { $0.symbolCount == tuning.symbolsPerRing })
    #expect(rules.rings.allSatisfy { !$0.isOnTarget && !$0.isLocked })
    #expect(rules.rings.allSatisfy { (1...tuning.symbolsPerRing / 2).contains($0.distance) })
    let shortest = rules.rings.map(\.distance).reduce(0, +)
    #expect(rules.moveBudget == shortest + tuning.spareMoves)
    #expect(try Drive.rules(seed: seed).rings == rules.rings, "the same seed, the same layout")
    #expect(try Drive.rules(seed: seed + 1).rings != rules.rings)
  }

  @Test("the shortest turn goes the short way, to the right at halfway")
  func shortestTurn() {
    #expect(CipherRing(symbolCount: 8, target: 3, rotation: 1).shortestTurn == 2)
    #expect(CipherRing(symbolCount: 8, target: 1, rotation: 3).shortestTurn == -2)
    #expect(CipherRing(symbolCount: 8, target: 0, rotation: 6).shortestTurn == 2)
    #expect(CipherRing(symbolCount: 8, target: 4, rotation: 0).shortestTurn == 4)
    #expect(CipherRing(symbolCount: 8, target: 5, rotation: 5).shortestTurn == 0)
  }

  @Test("tuning and layouts that cannot make a chapter are refused")
  func badSetupIsRefused() throws {
    var edits: [(inout CipherTuning) -> Void] = []
    edits.append { $0.ringCount = 0 }
    edits.append { $0.symbolsPerRing = 1 }
    edits.append { $0.turnRepeatInterval = 0 }
    edits.append { $0.timeLimit = 0 }
    edits.append { $0.turnThreshold = PlayerAction.axisMax + 1 }
    edits.append { $0.detentRumbleSharpness = .nan }
    edits.append { $0.spareMoves = -1 }
    for edit in edits {
      var tuning = Tuning.defaults
      edit(&tuning.cipher)
      #expect(throws: ChapterSetupError.self) { try Drive.rules(tuning: tuning) }
      #expect(TuningFile.problems(in: tuning).contains { $0.hasPrefix("cipher: ") })
    }
    #expect(CipherTuning.defaults.problem == nil)
    #expect(throws: ChapterSetupError.self) { try Drive.rules(rings: [(2, 2)]) }
    #expect(throws: ChapterSetupError.self) { try Drive.rules(rings: [(0, 9)]) }
    #expect(throws: ChapterSetupError.self) { try Drive.rules(rings: []) }
  }

  @Test("a tuning file may set any part of the cipher group; the rest keep their defaults")
  func tuningFile() throws {
    let json = #"{"cipher": {"ringCount": 5, "timeLimit": 30000000000}}"#
    let tuning = try TuningFile.decode(Array(json.utf8))
    #expect(tuning.cipher.ringCount == 5)
    #expect(tuning.cipher.timeLimit == .seconds(30))
    #expect(tuning.cipher.symbolsPerRing == CipherTuning.defaults.symbolsPerRing)
    #expect(try Drive.rules(tuning: tuning).rings.count == 5)
    let broken = #"{"cipher": {"symbolsPerRing": 1}}"#
    #expect(throws: TuningFile.Problem.self) { try TuningFile.decode(Array(broken.utf8)) }
  }
}
