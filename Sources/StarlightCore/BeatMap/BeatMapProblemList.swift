/// Collects problems for one file while a loader walks it.
struct BeatMapProblemList {
  let file: String
  private(set) var all: [BeatMapProblem] = []

  init(file: String) { self.file = file }

  var isEmpty: Bool { all.isEmpty }

  func make(_ location: String, _ message: String) -> BeatMapProblem {
    BeatMapProblem(file: file, location: location, message: message)
  }

  mutating func add(_ location: String, _ message: String) {
    all.append(make(location, message))
  }

  /// A problem found later that belongs at `index` (clamped) among those already found.
  mutating func insert(_ location: String, _ message: String, at index: Int) {
    all.insert(make(location, message), at: min(max(index, 0), all.count))
  }
}
