extension RandomAccessCollection {
  /// The index of the first element for which `belongsInFirstHalf` is false, by binary search.
  /// The collection must already be partitioned by the predicate (true ones first).
  func partitionPoint(where belongsInFirstHalf: (Element) -> Bool) -> Index {
    var low = startIndex
    var count = self.count
    while count > 0 {
      let half = count / 2
      let middle = index(low, offsetBy: half)
      if belongsInFirstHalf(self[middle]) {
        low = index(after: middle)
        count -= half + 1
      } else {
        count = half
      }
    }
    return low
  }
}
