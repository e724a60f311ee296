import StarlightCore
import Testing

/// The movement rule on hand-made graphs, and the stick as direction presses.
@Suite("Network movement")
struct NetworkMovementTests {
  /// A graph on a 5 x 5 grid with the cursor's node (id 0... whichever) at the centre (2, 2)
  /// and others at the given offsets from it; ids follow the list order, origin first.
  static func graph(_ offsets: [(Int, Int)]) -> NetworkGraph {
    let all = [(0, 0)] + offsets
    let nodes = all.enumerated().map { id, offset in
      NetworkNode(id: id, column: 2 + offset.0, row: 2 + offset.1, value: id + 1)
    }
    return NetworkGraph(columns: 5, rows: 5, nodes: nodes)
  }

  struct Case: Sendable, CustomStringConvertible {
    let name: String
    let offsets: [(Int, Int)]
    let direction: MoveControl
    /// The id reached (1 is the first offset), nil for no move.
    let expected: Int?
    var description: String { name }
  }

  static let cases: [Case] = [
    Case(name: "on the 45-degree line, right", offsets: [(1, 1)], direction: .right, expected: 1),
    Case(name: "on the 45-degree line, down", offsets: [(1, 1)], direction: .down, expected: 1),
    Case(name: "on the 45-degree line, up-left", offsets: [(-2, -2)], direction: .up, expected: 1),
    Case(name: "just past 45 degrees", offsets: [(1, 2)], direction: .right, expected: nil),
    Case(name: "just past 45 degrees, other way", offsets: [(1, 2)], direction: .down, expected: 1),
    Case(name: "nearest wins", offsets: [(2, 0), (1, 1)], direction: .right, expected: 2),
    Case(
      name: "nearest wins over straight ahead", offsets: [(2, 0), (1, -1)], direction: .right,
      expected: 2),
    Case(
      name: "straight ahead when nearer", offsets: [(1, 0), (2, 1)], direction: .right, expected: 1),
    Case(name: "tie broken by id", offsets: [(1, 1), (1, -1)], direction: .right, expected: 1),
    Case(
      name: "tie broken by id, listed the other way", offsets: [(1, -1), (1, 1)], direction: .right,
      expected: 1),
    Case(name: "no node that way", offsets: [(1, 0), (0, 1)], direction: .left, expected: nil),
    Case(name: "no node that way, up", offsets: [(-1, 1), (2, 2)], direction: .up, expected: nil),
    Case(
      name: "straight across is not along", offsets: [(0, -1)], direction: .right, expected: nil),
    Case(name: "far but in the cone", offsets: [(-2, 2), (2, 2)], direction: .left, expected: 1),
  ]

  @Test("a direction goes to the nearest node within 45 degrees of it", arguments: cases)
  func movementRule(test: Case) {
    let graph = Self.graph(test.offsets)
    #expect(graph.neighbor(of: 0, toward: test.direction) == test.expected, "\(test.name)")
    #expect(graph.neighbor(of: 0, toward: .action) == nil)
  }

  @Test("a route under the rule reaches a node it takes several presses to reach")
  func routeFollowsTheRule() {
    // From the centre, right reaches (1, 1) first; the far corner (2, -2) needs a detour.
    let graph = Self.graph([(1, 1), (2, -2), (2, 0)])
    let route = graph.route(from: 0, to: 2)
    #expect(route != nil)
    var node = 0
    for step in route ?? [] { node = graph.neighbor(of: node, toward: step) ?? node }
    #expect(node == 2)
    #expect(graph.route(from: 0, to: 0) == [])
  }

  @Test("the direction lanes move the cursor by the rule; a release and a blocked way do not")
  func lanesMoveTheCursor() throws {
    for seed in 0..<10 as Range<UInt64> {
      var script = try NetworkScript(seed: seed)
      for direction in [MoveControl.right, .down, .left, .up, .right, .up] {
        let expected = script.rules.graph.neighbor(of: script.rules.cursor, toward: direction)
        let before = script.rules.cursor
        let effects = script.tap(direction)
        #expect(script.rules.cursor == (expected ?? before))
        #expect(effects == (expected == nil ? [] : [.sound(.click)]))
        if expected != nil {
          #expect(script.rules.lastMoveOrigin == before)
          #expect(script.rules.lastMove?.node == script.rules.cursor)
        }
      }
      #expect(script.rules.integrity == 100)
    }
  }

  struct Tilt: Sendable, CustomStringConvertible {
    let axis: PlayerAction.Axis
    let value: Int
    let press: MoveControl?
    var description: String { "\(axis.rawValue) \(value) -> \(press.map { "\($0)" } ?? "none")" }
  }

  static func tilt(_ axis: PlayerAction.Axis, _ value: Int, _ press: MoveControl?) -> Tilt {
    Tilt(axis: axis, value: value, press: press)
  }

  /// Threshold 500, re-arm at 250 and inside (the defaults).
  static let tilts: [[Tilt]] = [
    [
      tilt(.leftX, 499, nil), tilt(.leftX, 500, .right), tilt(.leftX, 1_000, nil),
      tilt(.leftX, 600, nil), tilt(.leftX, 251, nil), tilt(.leftX, 900, nil),
      tilt(.leftX, 250, nil), tilt(.leftX, 900, .right),
    ],
    [
      tilt(.leftX, -700, .left), tilt(.leftX, 700, nil), tilt(.leftX, 0, nil),
      tilt(.leftX, 700, .right), tilt(.leftX, -250, nil), tilt(.leftX, -500, .left),
    ],
    [
      tilt(.leftY, -500, .up), tilt(.leftX, 800, .right), tilt(.leftY, -900, nil),
      tilt(.leftX, 100, nil), tilt(.leftY, 0, nil), tilt(.leftY, 650, .down),
      tilt(.leftX, -650, .left),
    ],
    [tilt(.leftTrigger, 1_000, nil), tilt(.rightTrigger, 1_000, nil), tilt(.leftX, -499, nil)],
  ]

  @Test(
    "the stick presses once past the threshold and again only after re-arming", arguments: tilts)
  func stickThresholdAndRearm(sequence: [Tilt]) {
    var stick = NetworkStick()
    for tilt in sequence {
      let press = stick.apply(axis: tilt.axis, value: tilt.value, tuning: .defaults)
      #expect(press == tilt.press, "\(tilt)")
    }
  }

  @Test("in the rules, a tilt past the threshold moves the cursor as the lane would")
  func stickMovesTheCursor() throws {
    for seed in 0..<10 as Range<UInt64> {
      var byStick = try NetworkScript(seed: seed)
      var byLane = try NetworkScript(seed: seed)
      byStick.tilt(.leftX, 800)
      byLane.tap(.right)
      #expect(byStick.rules.cursor == byLane.rules.cursor)
      // Held over: no second move; back to centre and over again: a second one.
      byStick.tilt(.leftX, 1_000)
      #expect(byStick.rules.cursor == byLane.rules.cursor)
      byStick.tilt(.leftX, 0)
      byStick.tilt(.leftX, 800)
      byLane.tap(.right)
      #expect(byStick.rules.cursor == byLane.rules.cursor)
      byStick.tilt(.leftY, 800)
      byLane.tap(.down)
      #expect(byStick.rules.cursor == byLane.rules.cursor)
      byStick.tilt(.leftY, 0)
      byStick.tilt(.leftY, -800)
      byLane.tap(.up)
      #expect(byStick.rules.cursor == byLane.rules.cursor)
    }
  }
}
