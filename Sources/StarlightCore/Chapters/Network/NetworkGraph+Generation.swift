/// Drawing the rounds from the seed: which slots hold nodes and what numbers they show.
extension NetworkGraph {
  /// Every round of an attempt, drawn in order from one generator seeded with `seed`.
  static func rounds(tuning: NetworkTuning, seed: UInt64) -> [NetworkGraph] {
    var generator = SplitMix64(seed: seed)
    return tuning.roundSizes.enumerated().map { index, size in
      let countsFromOne = index == 0 && tuning.firstRoundCountsFromOne
      return draw(size: size, countsFromOne: countsFromOne, tuning: tuning, generator: &generator)
    }
  }

  /// One round of `size` nodes. Slots are drawn until every node can reach every other by
  /// direction presses (or the tuning's draws run out, when the slots fill row by row,
  /// which always can); then the values: 1...n in a shuffled order when `countsFromOne`,
  /// else distinct numbers from 1...`maxNodeValue`.
  static func draw(
    size: Int, countsFromOne: Bool, tuning: NetworkTuning, generator: inout SplitMix64
  ) -> NetworkGraph {
    let columns = tuning.gridColumns
    let rows = tuning.gridRows
    let allSlots = Array(0..<(columns * rows))
    var slots = Array(allSlots.prefix(size))
    for _ in 0..<tuning.maxLayoutDraws {
      let drawn = Array(shuffled(allSlots, generator: &generator).prefix(size)).sorted()
      if make(columns: columns, rows: rows, slots: drawn, values: Array(1...size))
        .isFullyReachable
      {
        slots = drawn
        break
      }
    }
    var values: [Int]
    if countsFromOne {
      values = shuffled(Array(1...size), generator: &generator)
    } else {
      var chosen: Set<Int> = []
      values = []
      // Distinct draws: the tuning keeps the value range at least the round's size.
      while values.count < size {
        let value = Int(generator.next() % UInt64(tuning.maxNodeValue)) + 1
        if chosen.insert(value).inserted { values.append(value) }
      }
    }
    return make(columns: columns, rows: rows, slots: slots, values: values)
  }

  private static func make(columns: Int, rows: Int, slots: [Int], values: [Int]) -> NetworkGraph {
    let nodes = zip(slots, values).enumerated().map { id, pair in
      NetworkNode(id: id, column: pair.0 % columns, row: pair.0 / columns, value: pair.1)
    }
    return NetworkGraph(columns: columns, rows: rows, nodes: nodes)
  }

  /// A Fisher-Yates shuffle on the seeded generator.
  private static func shuffled(_ items: [Int], generator: inout SplitMix64) -> [Int] {
    var items = items
    for index in stride(from: items.count - 1, to: 0, by: -1) {
      let other = Int(generator.next() % UInt64(index + 1))
      items.swapAt(index, other)
    }
    return items
  }
}
