/// The unstable sort osu!mania's difficulty calculation orders notes with: .NET Framework
/// 4's introspective sort (median-of-three quicksort, heapsort past 32 levels). Notes that
/// compare equal (a chord) come out in the order this algorithm leaves them, and that order
/// decides which note of a first chord goes uncounted and how close releases are paired; a
/// standard library sort would leave them otherwise. Written from the published algorithm
/// (osu!'s `LegacySortHelper`, itself Microsoft's reference source), not copied.
enum LegacyUnstableSort {
  private static let quickSortDepthLimit = 32

  /// Sorts `items` in place by `key`, ascending.
  static func sort<Element>(_ items: inout [Element], by key: (Element) -> Int) {
    guard items.count > 1 else { return }
    var keyed = items.map { (key: key($0), item: $0) }
    quickSort(&keyed, left: 0, right: keyed.count - 1, depthLimit: quickSortDepthLimit)
    items = keyed.map(\.item)
  }

  private static func quickSort<Element>(
    _ keys: inout [(key: Int, item: Element)], left leftStart: Int, right rightStart: Int,
    depthLimit limit: Int
  ) {
    var left = leftStart
    var right = rightStart
    var depthLimit = limit
    repeat {
      if depthLimit == 0 {
        heapSort(&keys, low: left, high: right)
        return
      }
      var low = left
      var high = right
      let middle = low + ((high - low) >> 1)
      // Low, middle and high put in order first, the middle taken as the pivot.
      swapIfGreater(&keys, low, middle)
      swapIfGreater(&keys, low, high)
      swapIfGreater(&keys, middle, high)
      let pivot = keys[middle].key
      repeat {
        while keys[low].key < pivot { low += 1 }
        while pivot < keys[high].key { high -= 1 }
        if low > high { break }
        if low < high { keys.swapAt(low, high) }
        low += 1
        high -= 1
      } while low <= high
      depthLimit -= 1
      // The smaller side is sorted by recursion, the larger by the next turn of this loop.
      if high - left <= right - low {
        if left < high { quickSort(&keys, left: left, right: high, depthLimit: depthLimit) }
        left = low
      } else {
        if low < right { quickSort(&keys, left: low, right: right, depthLimit: depthLimit) }
        right = high
      }
    } while left < right
  }

  private static func swapIfGreater<Element>(
    _ keys: inout [(key: Int, item: Element)], _ first: Int, _ second: Int
  ) {
    if first != second, keys[first].key > keys[second].key { keys.swapAt(first, second) }
  }

  private static func heapSort<Element>(
    _ keys: inout [(key: Int, item: Element)], low: Int, high: Int
  ) {
    let count = high - low + 1
    for node in stride(from: count / 2, through: 1, by: -1) {
      siftDown(&keys, node: node, count: count, low: low)
    }
    for size in stride(from: count, to: 1, by: -1) {
      if low != low + size - 1 { keys.swapAt(low, low + size - 1) }
      siftDown(&keys, node: 1, count: size - 1, low: low)
    }
  }

  /// The heap counts from 1, as the algorithm it follows does.
  private static func siftDown<Element>(
    _ keys: inout [(key: Int, item: Element)], node start: Int, count: Int, low: Int
  ) {
    var node = start
    let moving = keys[low + node - 1]
    while node <= count / 2 {
      var child = 2 * node
      if child < count, keys[low + child - 1].key < keys[low + child].key { child += 1 }
      if !(moving.key < keys[low + child - 1].key) { break }
      keys[low + node - 1] = keys[low + child - 1]
      node = child
    }
    keys[low + node - 1] = moving
  }
}
