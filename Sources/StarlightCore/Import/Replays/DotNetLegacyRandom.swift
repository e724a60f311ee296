/// .NET's seeded `System.Random` (the subtractive generator from Knuth that `new Random(seed)`
/// keeps for compatibility), which osu!lazer's Random mod for mania draws its column shuffle
/// from. Written here because a replay's lanes can only be mapped back with the same numbers
/// bit for bit, and no Swift library reproduces this generator.
struct DotNetLegacyRandom {
  private static let big = Int32.max
  private static let seedBase: Int32 = 161_803_398

  private var state = [Int32](repeating: 0, count: 56)
  private var next = 0
  private var nextPrime = 21

  init(seed: Int32) {
    let subtraction = seed == .min ? Int32.max : abs(seed)
    var current = Self.seedBase - subtraction
    state[55] = current
    var previous: Int32 = 1
    for index in 1..<55 {
      let position = (21 * index) % 55
      state[position] = previous
      previous = current - previous
      if previous < 0 { previous += Self.big }
      current = state[position]
    }
    for _ in 1..<5 {
      for index in 1..<56 {
        state[index] &-= state[1 + (index + 30) % 55]
        if state[index] < 0 { state[index] &+= Self.big }
      }
    }
  }

  /// `Random.Next()`: a number in 0..<Int32.max.
  mutating func nextInt() -> Int32 {
    next = next + 1 >= 56 ? 1 : next + 1
    nextPrime = nextPrime + 1 >= 56 ? 1 : nextPrime + 1
    var value = state[next] &- state[nextPrime]
    if value == Self.big { value -= 1 }
    if value < 0 { value &+= Self.big }
    state[next] = value
    return value
  }
}
