/// One round's nodes on a grid of slots, and the rule that moves the cursor between them.
///
/// The movement rule: a direction goes to the nearest node whose offset from the cursor
/// lies within 45 degrees of it, boundary included (so a node on an exact diagonal answers
/// to both of its directions), nearest by integer squared distance in slots, ties broken
/// by the lower id. With no node in that direction, the cursor stays.
public struct NetworkGraph: Sendable, Equatable {
  public let columns: Int
  public let rows: Int
  public internal(set) var nodes: [NetworkNode]

  public init(columns: Int, rows: Int, nodes: [NetworkNode]) {
    self.columns = columns
    self.rows = rows
    self.nodes = nodes
  }

  /// Where `direction` leads from node `id`, or nil when no node lies that way.
  public func neighbor(of id: Int, toward direction: MoveControl) -> Int? {
    guard nodes.indices.contains(id) else { return nil }
    let (dx, dy) = direction.step
    guard dx != 0 || dy != 0 else { return nil }
    let origin = nodes[id]
    var best: (id: Int, distance: Int)?
    for node in nodes where node.id != id {
      let offsetX = node.column - origin.column
      let offsetY = node.row - origin.row
      // Along the direction, and no further across it than along it.
      let along = offsetX * dx + offsetY * dy
      let across = abs(offsetX * dy - offsetY * dx)
      guard along > 0, across <= along else { continue }
      let distance = offsetX * offsetX + offsetY * offsetY
      if best.map({ distance < $0.distance }) ?? true {
        best = (node.id, distance)
      }
    }
    return best?.id
  }

  /// The unlinked node with the lowest value: where the signal goes next.
  public var nextNode: Int? {
    nodes.filter { !$0.linked }.min { $0.value < $1.value }?.id
  }

  public var isRouted: Bool { nodes.allSatisfy(\.linked) }

  /// The node nearest the grid's centre (ties to the lower id): where the cursor starts.
  public var centralNode: Int {
    // Doubled coordinates keep the centre of an even side on the integer grid.
    let centreX = columns - 1
    let centreY = rows - 1
    let nearest = nodes.min { lhs, rhs in
      let left = Self.squared(lhs.column * 2 - centreX, lhs.row * 2 - centreY)
      let right = Self.squared(rhs.column * 2 - centreX, rhs.row * 2 - centreY)
      return left != right ? left < right : lhs.id < rhs.id
    }
    return nearest?.id ?? 0
  }

  /// The fewest direction presses that take the cursor from `start` to `goal` under the
  /// movement rule (breadth first, directions tried in `MoveControl` order), or nil when
  /// `goal` cannot be reached.
  public func route(from start: Int, to goal: Int) -> [MoveControl]? {
    guard nodes.indices.contains(start), nodes.indices.contains(goal) else { return nil }
    var previous: [Int: (node: Int, move: MoveControl)] = [:]
    var seen: Set<Int> = [start]
    var queue = [start]
    var head = 0
    while head < queue.count {
      let node = queue[head]
      head += 1
      if node == goal { break }
      for direction in Self.directions {
        guard let next = neighbor(of: node, toward: direction), seen.insert(next).inserted
        else { continue }
        previous[next] = (node, direction)
        queue.append(next)
      }
    }
    guard seen.contains(goal) else { return nil }
    var moves: [MoveControl] = []
    var node = goal
    while let step = previous[node] {
      moves.append(step.move)
      node = step.node
    }
    return moves.reversed()
  }

  /// Whether every node can reach every other one by direction presses.
  public var isFullyReachable: Bool {
    guard let first = nodes.first else { return true }
    return nodes.allSatisfy {
      route(from: first.id, to: $0.id) != nil && route(from: $0.id, to: first.id) != nil
    }
  }

  static let directions: [MoveControl] = [.up, .down, .left, .right]

  private static func squared(_ x: Int, _ y: Int) -> Int { x * x + y * y }
}
