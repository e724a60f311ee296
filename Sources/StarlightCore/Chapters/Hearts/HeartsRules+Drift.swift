/// How hearts appear, drift, turn and bounce: every random choice drawn from the rules'
/// one seeded generator, in tick order, in integer arithmetic.
extension HeartsRules {
  /// How many places a respawn tries before taking the one furthest from the cursor.
  static let respawnTries = 16
  /// How many random vectors a direction tries before falling back to straight right.
  static let directionTries = 64

  /// A new heart somewhere inside the margins, away from the cursor when the tries find
  /// such a place, drifting in a random direction at a random speed.
  mutating func spawnHeart(at time: Nanoseconds) -> Heart {
    let margin = tuning.heartMargin
    let clearance = Int128(tuning.respawnClearance) * Int128(tuning.respawnClearance)
    var best = HeartsPoint(x: margin, y: margin)
    var bestDistance: Int128 = -1
    for _ in 0..<Self.respawnTries {
      let candidate = HeartsPoint(
        x: draw(margin...(tuning.fieldWidth - margin)),
        y: draw(margin...(tuning.fieldHeight - margin)))
      let distance = candidate.squaredDistance(to: cursor)
      if distance > bestDistance {
        best = candidate
        bestDistance = distance
      }
      if distance >= clearance { break }
    }
    let drawn = draw(tuning.heartMinSpeed...tuning.heartMaxSpeed)
    let speed = drawn * heartSpeedPermille / 1_000
    let direction = randomDirection()
    let velocity = HeartsPoint(
      x: direction.x * speed / Self.unitVector, y: direction.y * speed / Self.unitVector)
    let id = nextHeartID
    nextHeartID += 1
    return Heart(
      id: id, position: best, velocity: velocity, spawnTime: time,
      nextTurn: time + draw(tuning.turnIntervalMin...tuning.turnIntervalMax))
  }

  /// Each heart turns when its time comes, then drifts one tick, bouncing off the margins.
  mutating func driftHearts(over tick: Nanoseconds) {
    for index in hearts.indices {
      var heart = hearts[index]
      if tickTime >= heart.nextTurn {
        heart.velocity = turned(
          heart.velocity, sine: draw(-tuning.maxTurnSine...tuning.maxTurnSine))
        heart.nextTurn = tickTime + draw(tuning.turnIntervalMin...tuning.turnIntervalMax)
      }
      let x = Self.bounced(
        heart.position.x + Self.distance(heart.velocity.x, over: tick), heart.velocity.x,
        low: tuning.heartMargin, high: tuning.fieldWidth - tuning.heartMargin)
      let y = Self.bounced(
        heart.position.y + Self.distance(heart.velocity.y, over: tick), heart.velocity.y,
        low: tuning.heartMargin, high: tuning.fieldHeight - tuning.heartMargin)
      heart.position = HeartsPoint(x: x.position, y: y.position)
      heart.velocity = HeartsPoint(x: x.velocity, y: y.velocity)
      hearts[index] = heart
    }
  }

  /// `velocity` rotated by the angle whose sine is `sine` millionths (clockwise on screen
  /// for a positive sine, since y points down).
  func turned(_ velocity: HeartsPoint, sine: Int64) -> HeartsPoint {
    let unit = Int128(Self.unitVector)
    let s = Int128(sine)
    let c = Self.squareRoot(unit * unit - s * s)
    let x = Int128(velocity.x)
    let y = Int128(velocity.y)
    return HeartsPoint(x: Int64((x * c - y * s) / unit), y: Int64((x * s + y * c) / unit))
  }

  /// A position past an edge mirrored back inside, its velocity turned to point inwards.
  static func bounced(_ position: Int64, _ velocity: Int64, low: Int64, high: Int64)
    -> (position: Int64, velocity: Int64)
  {
    if position < low {
      return (min(high, 2 * low - position), abs(velocity))
    }
    if position > high {
      return (max(low, 2 * high - position), -abs(velocity))
    }
    return (position, velocity)
  }

  /// A direction of length `unitVector` (within rounding), uniform over angles: random
  /// points in the square are kept only inside the ring between a quarter and all of the
  /// unit circle, then scaled to its edge.
  mutating func randomDirection() -> HeartsPoint {
    let unit = Self.unitVector
    let inner = Int128(unit / 4) * Int128(unit / 4)
    let outer = Int128(unit) * Int128(unit)
    for _ in 0..<Self.directionTries {
      let point = HeartsPoint(x: draw(-unit...unit), y: draw(-unit...unit))
      let squared = point.squaredDistance(to: .zero)
      guard squared >= inner, squared <= outer else { continue }
      let length = Self.squareRoot(squared)
      return HeartsPoint(
        x: Int64(Int128(point.x) * Int128(unit) / length),
        y: Int64(Int128(point.y) * Int128(unit) / length))
    }
    return HeartsPoint(x: unit, y: 0)
  }

  /// A value drawn uniformly from `range` (its span far below 2^64, so the modulo's bias
  /// is negligible and, above all, the same on every machine).
  mutating func draw(_ range: ClosedRange<Int64>) -> Int64 {
    let span = UInt64(range.upperBound - range.lowerBound) + 1
    return range.lowerBound + Int64(generator.next() % span)
  }

  /// The integer square root (the largest root whose square does not exceed `value`).
  static func squareRoot(_ value: Int128) -> Int128 {
    guard value > 1 else { return max(0, value) }
    var root = value
    var next = (root + 1) / 2
    while next < root {
      root = next
      next = (root + value / root) / 2
    }
    return root
  }
}
