/// The mods that change what is played: Mirror (the lanes in reverse), Random (the lanes
/// shuffled by a seed; applied before Mirror) and No-fail (integrity may reach 0 and the run
/// goes on, marked as such). The replay records them, so a re-simulation plays the same
/// lanes under the same failure rule.
public struct PlayMods: Sendable, Equatable, Hashable, Codable {
  public var mirror: Bool
  /// The seed of the Random shuffle; nil without Random.
  public var randomSeed: UInt64?
  public var noFail: Bool

  public init(mirror: Bool = false, randomSeed: UInt64? = nil, noFail: Bool = false) {
    self.mirror = mirror
    self.randomSeed = randomSeed
    self.noFail = noFail
  }

  public static let none = PlayMods()

  public var isNone: Bool { self == .none }

  /// Whether the lanes stay the chart's.
  var keepsLanes: Bool { !mirror && randomSeed == nil }

  /// The lane each chart lane is played in, for `laneCount` lanes.
  public func lanes(count laneCount: Int) -> [Int] {
    var lanes = Array(0..<laneCount)
    if let randomSeed {
      // Fisher-Yates on SplitMix64: the same seed gives the same lanes on every machine.
      var generator = SplitMix64(seed: randomSeed)
      for index in stride(from: laneCount - 1, to: 0, by: -1) {
        let other = Int(generator.next() % UInt64(index + 1))
        lanes.swapAt(index, other)
      }
    }
    if mirror { lanes = lanes.map { laneCount - 1 - $0 } }
    return lanes
  }

  /// `notes` with their lanes moved.
  public func applied(to notes: [TimedNote], laneCount: Int) -> [TimedNote] {
    guard !keepsLanes else { return notes }
    let lanes = lanes(count: laneCount)
    return notes.map { $0.moved(to: lanes.indices.contains($0.lane) ? lanes[$0.lane] : $0.lane) }
  }

  /// Short names for results and the command line ("random 42", "mirror", "no-fail").
  public var names: [String] {
    labels.map { $0 == Self.randomLabel ? "\($0) \(randomSeed ?? 0)" : $0 }
  }

  /// The names without Random's seed, for the HUD ("random", "mirror", "no-fail").
  public var labels: [String] {
    (randomSeed == nil ? [] : [Self.randomLabel]) + (mirror ? ["mirror"] : [])
      + (noFail ? ["no-fail"] : [])
  }

  private static let randomLabel = "random"

  private enum CodingKeys: String, CodingKey {
    case mirror, randomSeed, noFail
  }

  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    mirror = try container.decodeIfPresent(Bool.self, forKey: .mirror) ?? false
    randomSeed = try container.decodeIfPresent(UInt64.self, forKey: .randomSeed)
    noFail = try container.decodeIfPresent(Bool.self, forKey: .noFail) ?? false
  }
}
