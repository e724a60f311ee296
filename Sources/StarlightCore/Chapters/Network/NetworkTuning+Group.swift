/// Chapter 5's own group of the tuning: its key in the tuning file and replays, and the dev
/// overlay's fields for it.
extension NetworkTuning: ChapterTuning {
  public static let key = "network"

  public static let overlayFields: [TuningField] = {
    let group = "Chapter 5 Network"
    return [
      TuningField(
        group, "grid columns", .count, fine: 1, coarse: 2, .integer(\.network.gridColumns)),
      TuningField(group, "grid rows", .count, fine: 1, coarse: 2, .integer(\.network.gridRows)),
      TuningField(
        group, "max node value", .count, fine: 1, coarse: 10, .integer(\.network.maxNodeValue)),
      TuningField(
        group, "integrity max", .count, fine: 1, coarse: 10, .integer(\.network.maxIntegrity)),
      TuningField(
        group, "wrong link cost", .count, fine: 1, coarse: 5, .integer(\.network.wrongLinkCost)),
      TuningField(
        group, "Auto-Assist cost", .permille, fine: 10, coarse: 100,
        .integer(\.network.autoAssistCostPermille)),
      TuningField(
        group, "stick threshold", .permille, fine: 10, coarse: 100,
        .integer(\.network.stickThreshold)),
      TuningField(
        group, "stick re-arm", .permille, fine: 10, coarse: 100, .integer(\.network.stickRearm)),
      TuningField(
        group, "time limit", .milliseconds, fine: 1_000, coarse: 10_000,
        .duration(\.network.timeLimit)),
      TuningField(
        group, "clear points", .count, fine: 10, coarse: 100, .integer(\.network.clearPoints)),
      TuningField(
        group, "points per link", .count, fine: 1, coarse: 10, .integer(\.network.pointsPerLink)),
      TuningField(
        group, "points per second left", .count, fine: 1, coarse: 10,
        .integer(\.network.pointsPerSecondLeft)),
    ]
  }()
}

extension Tuning {
  public var network: NetworkTuning {
    get { self[group: NetworkTuning.self] }
    set { self[group: NetworkTuning.self] = newValue }
  }
}
