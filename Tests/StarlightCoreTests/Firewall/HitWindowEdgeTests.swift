import Testing

@testable import StarlightCore

/// Presses at, just inside and just outside every tier edge, early and late, through the
/// Firewall rules. One note at 10 s in lane 0; a second, far-away note in lane 1 keeps the
/// run going so a late press after a miss is still processed (and seen to hit nothing).
@Suite("Hit window edges")
struct HitWindowEdgeTests {
  enum Expected: Sendable, CustomStringConvertible {
    /// Judged in this tier with exactly the press's offset.
    case tier(Int)
    /// Too early: harmless empty block now, and the note is a miss once its window passes.
    case emptyBlockThenMiss
    /// Too late: the note was already a miss when the press arrived.
    case alreadyMissed

    var description: String {
      switch self {
      case .tier(let tier): GameConstants.standardWindows.tiers[tier].name
      case .emptyBlockThenMiss: "empty block, then miss"
      case .alreadyMissed: "already missed"
      }
    }
  }

  struct EdgeCase: Sendable, CustomStringConvertible {
    let offsetMs: Int64
    let expected: Expected
    var description: String { "\(offsetMs > 0 ? "+" : "")\(offsetMs) ms -> \(expected)" }
  }

  static let noteTime = ms(10_000)

  /// Standard windows: perfect 40 ms, great 80 ms, good 150 ms (the outer edge).
  static let standardCases: [EdgeCase] = [
    // perfect edge
    .init(offsetMs: -39, expected: .tier(Tier.perfect)),
    .init(offsetMs: -40, expected: .tier(Tier.perfect)),
    .init(offsetMs: -41, expected: .tier(Tier.great)),
    .init(offsetMs: 39, expected: .tier(Tier.perfect)),
    .init(offsetMs: 40, expected: .tier(Tier.perfect)),
    .init(offsetMs: 41, expected: .tier(Tier.great)),
    // great edge
    .init(offsetMs: -79, expected: .tier(Tier.great)),
    .init(offsetMs: -80, expected: .tier(Tier.great)),
    .init(offsetMs: -81, expected: .tier(Tier.good)),
    .init(offsetMs: 79, expected: .tier(Tier.great)),
    .init(offsetMs: 80, expected: .tier(Tier.great)),
    .init(offsetMs: 81, expected: .tier(Tier.good)),
    // good edge = outer edge
    .init(offsetMs: -149, expected: .tier(Tier.good)),
    .init(offsetMs: -150, expected: .tier(Tier.good)),
    .init(offsetMs: -151, expected: .emptyBlockThenMiss),
    .init(offsetMs: 149, expected: .tier(Tier.good)),
    .init(offsetMs: 150, expected: .tier(Tier.good)),
    .init(offsetMs: 151, expected: .alreadyMissed),
  ]

  /// Auto-Assist: the inner tiers are unchanged, the outer (good) edge widens to 300 ms.
  static let autoAssistCases: [EdgeCase] = [
    // perfect edge
    .init(offsetMs: -39, expected: .tier(Tier.perfect)),
    .init(offsetMs: -40, expected: .tier(Tier.perfect)),
    .init(offsetMs: -41, expected: .tier(Tier.great)),
    .init(offsetMs: 39, expected: .tier(Tier.perfect)),
    .init(offsetMs: 40, expected: .tier(Tier.perfect)),
    .init(offsetMs: 41, expected: .tier(Tier.great)),
    // great edge
    .init(offsetMs: -79, expected: .tier(Tier.great)),
    .init(offsetMs: -80, expected: .tier(Tier.great)),
    .init(offsetMs: -81, expected: .tier(Tier.good)),
    .init(offsetMs: 79, expected: .tier(Tier.great)),
    .init(offsetMs: 80, expected: .tier(Tier.great)),
    .init(offsetMs: 81, expected: .tier(Tier.good)),
    // the standard outer edge is no edge any more
    .init(offsetMs: -149, expected: .tier(Tier.good)),
    .init(offsetMs: -150, expected: .tier(Tier.good)),
    .init(offsetMs: -151, expected: .tier(Tier.good)),
    .init(offsetMs: 149, expected: .tier(Tier.good)),
    .init(offsetMs: 150, expected: .tier(Tier.good)),
    .init(offsetMs: 151, expected: .tier(Tier.good)),
    // widened outer edge
    .init(offsetMs: -299, expected: .tier(Tier.good)),
    .init(offsetMs: -300, expected: .tier(Tier.good)),
    .init(offsetMs: -301, expected: .emptyBlockThenMiss),
    .init(offsetMs: 299, expected: .tier(Tier.good)),
    .init(offsetMs: 300, expected: .tier(Tier.good)),
    .init(offsetMs: 301, expected: .alreadyMissed),
  ]

  @Test("the windows are the documented ones")
  func windowWidths() {
    #expect(GameConstants.standardWindows.tierNames == ["perfect", "great", "good"])
    #expect(GameConstants.standardWindows.tiers.map(\.halfWidth) == [ms(40), ms(80), ms(150)])
    #expect(GameConstants.standardWindows.outerEdge == ms(150))
    #expect(GameConstants.autoAssistWindows.tierNames == ["perfect", "great", "good"])
    #expect(GameConstants.autoAssistWindows.tiers.map(\.halfWidth) == [ms(40), ms(80), ms(300)])
    #expect(GameConstants.autoAssistWindows.outerEdge == ms(300))
    #expect(
      GameConstants.autoAssistWindows.tiers.map(\.points)
        == GameConstants.standardWindows.tiers.map(\.points))
  }

  @Test("standard windows", arguments: standardCases)
  func standard(_ edge: EdgeCase) {
    check(edge, windows: GameConstants.standardWindows)
  }

  @Test("Auto-Assist windows", arguments: autoAssistCases)
  func autoAssist(_ edge: EdgeCase) {
    check(edge, windows: GameConstants.autoAssistWindows)
  }

  @Test(
    "a note becomes a miss exactly when time passes note + outer edge",
    arguments: [GameConstants.standardWindows, GameConstants.autoAssistWindows])
  func missMoment(windows: HitWindows) {
    var driver = makeDriver(windows: windows)
    let lastChance = Self.noteTime + windows.outerEdge
    #expect(driver.advance(to: lastChance).isEmpty)
    #expect(driver.run.judgements[0] == nil)
    #expect(driver.advance(to: lastChance + 1) == missEffects(note: 0))
    #expect(driver.run.judgements[0] == .miss)
  }

  private func makeDriver(windows: HitWindows) -> RunDriver {
    RunDriver(
      notes: timedNotes([(Self.noteTime, 0), (ms(60_000), 1)]),
      configuration: FirewallConfiguration(windows: windows))
  }

  private func check(_ edge: EdgeCase, windows: HitWindows) {
    var driver = makeDriver(windows: windows)
    let offset = ms(edge.offsetMs)
    let produced = driver.handle(press(Self.noteTime + offset))
    switch edge.expected {
    case .tier(let tier):
      #expect(driver.run.judgements[0] == .hit(tier: tier, offset: offset))
      #expect(produced == blockEffects(note: 0, tier: tier, offset: offset))
    case .emptyBlockThenMiss:
      #expect(produced == [.emptyBlock(lane: 0)])
      #expect(driver.run.judgements[0] == nil)
      #expect(driver.advance(to: Self.noteTime + windows.outerEdge).isEmpty)
      #expect(driver.run.judgements[0] == nil)
      #expect(driver.advance(to: Self.noteTime + windows.outerEdge + 1) == missEffects(note: 0))
      #expect(driver.run.judgements[0] == .miss)
    case .alreadyMissed:
      #expect(produced == missEffects(note: 0) + [.emptyBlock(lane: 0)])
      #expect(driver.run.judgements[0] == .miss)
    }
    #expect(driver.run.judgements[1] == nil)
    #expect(driver.run.outcome == .playing)
  }
}
